import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

// Limits are declared per route (`config.rateLimit`); nothing is limited globally. Counters live in
// process memory; REDIS_URL (shared counters across instances) is wired by the scale-out issue (13).
export type RateLimitsOptions = {
  /** The page's own in-process reads (server/lib/internal-requests.ts). */
  isInternal: (request: FastifyRequest) => boolean;
  disabled: boolean;
};

export const rateLimitsPlugin = fp(async (app: FastifyInstance, options: RateLimitsOptions) => {
  await app.register(rateLimit, {
    global: false,
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
  /** Checkout steps (orders, test card payments): a buyer retries a few times, a card tester many. */
  checkout: { max: 20, timeWindow: "1 minute" },
  /** Payment provider webhooks: bursts after an outage are normal; the signature is the real gate. */
  webhook: { max: 1000, timeWindow: "1 minute" },
  /** Admin screens' reads: lists re-read on every filter, page and refocus. */
  adminRead: { max: 300, timeWindow: "1 minute" },
  /** Admin writes (status, role, notes, coupons): a person clicking, never a burst. */
  adminWrite: { max: 60, timeWindow: "1 minute" },
} as const;
