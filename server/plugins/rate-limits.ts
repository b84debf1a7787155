import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import { failoverRateLimitStore } from "#server/lib/failover-rate-limit-store.ts";

// Limits are declared per route (`config.rateLimit`); nothing is limited globally. Counters live in
// Redis when REDIS_URL is set, shared by every instance, and in process memory while Redis does not
// answer or without it (decision 0029).
export type RateLimitsOptions = {
  /** The page's own in-process reads (server/lib/internal-requests.ts). */
  isInternal: (request: FastifyRequest) => boolean;
  disabled: boolean;
  /** Counters in Redis (server/lib/redis-commands.ts) when set. */
  redis?: Redis;
};

export const rateLimitsPlugin = fp(async (app: FastifyInstance, options: RateLimitsOptions) => {
  const store = options.redis ? failoverRateLimitStore(options.redis, app.log) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store } : {}),
    // SSR loaders read the API in-process from 127.0.0.1; the page request itself is the visitor's.
    allowList: (request) => options.disabled || options.isInternal(request),
    // The error handler turns this into the API's 429 shape; Retry-After is set by the plugin.
    errorResponseBuilder: (_request, context) => {
      const error = new Error("rate limited") as Error & { statusCode: number };
      error.statusCode = context.statusCode;
      return error;
    },
  });
});

/** Named limits, so routes say what they protect rather than repeat numbers. */
export const rateLimitPresets = {
  /** Forms a person submits: contact, newsletter. */
  form: { max: 5, timeWindow: "1 minute" },
  /** Beacons sent on every navigation. */
  beacon: { max: 120, timeWindow: "1 minute" },
  /** Public reads. */
  read: { max: 600, timeWindow: "1 minute" },
  /**
   * Certificate lookups by code (the page, its API and downloads): an employer checks a few, a script trying
   * codes gets nowhere (80-bit codes; this only makes trying costly).
   */
  certificateLookup: { max: 30, timeWindow: "1 minute" },
  /** Checkout steps (orders, test card payments): a buyer retries a few times, a card tester many. */
  checkout: { max: 20, timeWindow: "1 minute" },
  /** Payment provider webhooks: bursts after an outage are normal; the signature is the real gate. */
  webhook: { max: 1000, timeWindow: "1 minute" },
  /** Admin screens' reads: lists re-read on every filter, page and refocus. */
  adminRead: { max: 300, timeWindow: "1 minute" },
  /** Admin writes (status, role, notes, coupons): a person clicking, never a burst. */
  adminWrite: { max: 60, timeWindow: "1 minute" },
  /**
   * Mail tracking (the open pixel, signed links): a mail client loads a pixel per mail opened and a reader
   * clicks a few links; image proxies fetch for many readers from one address.
   */
  mailTracking: { max: 300, timeWindow: "1 minute" },
  /** The Settings page's integration tests: each calls an outside service (or sends a mail). */
  integrationTest: { max: 10, timeWindow: "1 minute" },
  /** A learner's writes in the course player: completion ticks and a note saved as they type. */
  learnerWrite: { max: 120, timeWindow: "1 minute" },
  /** The lesson editor's live preview: one render half a second after the author stops typing. */
  editorPreview: { max: 240, timeWindow: "1 minute" },
  /**
   * A resumable upload's pieces (PATCH of 8 MB), offset checks (HEAD) and cancels: a fast line sends a piece a
   * second or more, a resumed upload checks its offset first, and an author may upload a few files at once.
   */
  uploadChunk: { max: 600, timeWindow: "1 minute" },
} as const;
