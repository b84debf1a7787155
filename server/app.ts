import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { catalogApi } from "#contracts/api/catalog.ts";
import { settingsApi } from "#contracts/api/settings.ts";
import "#contracts/zod-messages.ts";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { counterStores } from "./lib/counter-store.ts";
import { compressionThreshold, dynamicBrotliParams } from "./lib/dynamic-compression.ts";
import { instanceEventsFor } from "./lib/instance-events-for.ts";
import { createInternalRequests } from "./lib/internal-requests.ts";
import { serializeRequest } from "./lib/log-request.ts";
import { createPageCache } from "./lib/page-cache.ts";
import { createCommandRedis } from "./lib/redis-commands.ts";
import { createRenderTurns } from "./lib/render-turns.ts";
import { createSharedReads } from "./lib/shared-reads.ts";
import { createPasswordHasher } from "./modules/auth/password-hasher.ts";
import { accessPolicyPlugin } from "./plugins/access-policy.ts";
import { allowedMethodsPlugin } from "./plugins/allowed-methods.ts";
import { apiTurnsPlugin } from "./plugins/api-turns.ts";
import { auditWritesPlugin } from "./plugins/audit-writes.ts";
import { backgroundWorkPlugin } from "./plugins/background-work.ts";
import { csrfPlugin } from "./plugins/csrf.ts";
import { answerClientError, errorHandlerPlugin, sendFrameworkError } from "./plugins/error-handler.ts";
import { openApiPlugin } from "./plugins/openapi.ts";
import { pageCacheInvalidationPlugin } from "./plugins/page-cache-invalidation.ts";
import { rateLimitsPlugin } from "./plugins/rate-limits.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { sessionsPlugin } from "./plugins/sessions.ts";
import { type SsrOptions, ssrPlugin } from "./plugins/ssr.ts";
import { composeServer } from "./services.ts";

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Omit to serve the API only (integration tests). */
  ssr?: Pick<SsrOptions, "mode" | "buildDir" | "renderThreads"> & {
    /** Anonymous page cache TTL (decision 0015); 0 = off. Default: 5 s in production, off in development. */
    pageCacheTtlMs?: number;
  };
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
};

/** The path a page request draws: its URL without the query, a trailing slash or React Router's `.data`. */
function pagePathOfRender(url: string): string {
  const pathname = url.split("?")[0] ?? "/";
  return pathname.replace(/\.data$/, "").replace(/(.)\/+$/, "$1");
}

const defaultPageCacheTtlMs = 5_000;
// Public pages are a few dozen paths, each with a visitors' copy and, when the same for everyone, a
// signed-in one; query strings are never cached. The bound caps memory (decisions 0015, 0031).
const pageCacheMaxEntries = 400;
// Page renders and API requests from outside started per turn of the event loop (decisions 0031, 0035).
const requestsPerTurn = 1;

const redactedPaths = [
  "req.headers.cookie",
  "req.headers.authorization",
  "req.headers['x-xsrf-token']",
  "req.headers['csrf-token']",
  "res.headers['set-cookie']",
];

function trustProxySetting(
  value: boolean | number | string,
): boolean | string | ((address: string, hop: number) => boolean) {
  // Fastify takes a hop count as a function.
  return typeof value === "number" ? (_address, hop) => hop < value : value;
}

// The app is built apart from the listener: tests call buildApp(...).inject(); main.ts listens.
// Plugins load external -> app -> routes, so hooks and the OpenAPI collector see every route.
export async function buildApp({
  config,
  database,
  ssr,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  // In-process reads from the SSR loaders carry a secret token: they skip the per-IP limits and request
  // logging (the page request that made them is logged already) and reuse the page's session.
  const internal = createInternalRequests();

  const app = Fastify({
    logController: new LogController({
      disableRequestLogging: (request) => internal.isInternal(request),
    }),
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: redactedPaths, censor: "[redacted]" },
      // Request URLs are logged without reset tokens (server/lib/log-request.ts).
      serializers: { req: serializeRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    // Development mode starts Vite inside the SSR plugin; on a cold dependency cache (a fresh clone, the
    // integration suite's first page) on a busy machine that takes longer than Fastify's 10 s default,
    // which would fail start-up for no fault. A production start only imports the built bundle.
    pluginTimeout: ssr?.mode === "development" ? 60_000 : 10_000,
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Requests refused before routing still get the error shape and the security headers.
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  // Shared pages and remembered sessions are dropped on every instance when one of them changes something
  // (decision 0028): Redis with REDIS_URL, else LISTEN/NOTIFY on PostgreSQL, else this process only.
  const events = instanceEventsFor(
    {
      REDIS_URL: config.REDIS_URL,
      DATABASE_URL: database.kind === "postgres" ? config.DATABASE_URL : undefined,
    },
    app.log,
  );
  app.addHook("onClose", () => events.close());
  // Rate-limit counters and sign-in throttles, shared by the instances (decision 0029).
  const redis = config.REDIS_URL ? createCommandRedis(config.REDIS_URL) : undefined;
  if (redis) app.addHook("onClose", async () => redis.disconnect());

  const { services, modules } = composeServer({
    events,
    counters: counterStores(redis, app.log),
    db: database.db,
    config,
    hasher: await createPasswordHasher(),
    authLog: (event, details) => app.log.info({ event, ...details }, "auth event"),
    log: app.log,
    ping: database.ping,
  });

  app.addHook("onClose", async () => services.files.close());
  await app.register(cookie);
  await app.register(compress, {
    threshold: compressionThreshold,
    encodings: ["br", "gzip"],
    brotliOptions: { params: dynamicBrotliParams },
    // The plugin's default on 2 cores (8 KB) sends every page through a chunked compression stream, about
    // 4 times the CPU of compressing the whole body at once (decision 0015).
    syncThreshold: 1024 * 1024,
  });
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, {
    development: ssr?.mode === "development",
    secureCookies: config.secureCookies,
    captchaProvider: config.CAPTCHA_PROVIDER,
    isInternal: internal.isInternal,
  });
  await app.register(allowedMethodsPlugin);
  await app.register(rateLimitsPlugin, {
    isInternal: internal.isInternal,
    disabled: config.RATE_LIMIT_DISABLED,
    redis,
  });
  if (config.RATE_LIMIT_DISABLED)
    app.log.warn("RATE_LIMIT_DISABLED=true: per-IP rate limits are off (benchmarks only)");
  // One queue for page renders and API requests from outside: each turn of the event loop starts one. After
  // the rate limits, so a flood answered 429 never waits in it ahead of everyone else.
  const turns = createRenderTurns({ perTurn: requestsPerTurn });
  await app.register(apiTurnsPlugin, { turns, isInternal: internal.isInternal });
  await app.register(backgroundWorkPlugin, {
    background: services.background,
    mail: services.mail,
    checkout: services.checkout,
    uploads: services.lessonUploads,
    liveClassReminders: services.liveClassReminders,
    quizDeadlines: services.quizDeadlines,
    certificateSweep: services.certificateSweep,
    waitlistOffers: services.batches.waitlistSweep,
    communityDigest: services.communityDigest,
    indexNow: services.seoIndexNow,
    searchConsole: services.seoSearchConsole.sync,
    analyticsRollUp: services.analyticsRollUp,
    campaignSender: services.campaignSender,
    pagePublisher: services.pagePublisher,
    postPublisher: services.postPublisher,
    webinarPublisher: services.webinarPublisher,
    episodeOpeningPublisher: services.episodeOpeningPublisher,
    meetings: services.meetings,
  });
  await app.register(accessPolicyPlugin);
  await app.register(sessionsPlugin, {
    service: services.sessions,
    secureCookies: config.secureCookies,
    internal,
  });
  await app.register(csrfPlugin, {
    secret: config.sessionSecret,
    secureCookies: config.secureCookies,
    // In-process reads answer the page's loaders; their cookies are dropped, so issuing some is waste.
    isInternal: internal.isInternal,
  });
  await app.register(openApiPlugin, { publicUrl: config.publicUrl });
  await app.register(auditWritesPlugin, { audit: services.audit });

  // Every module's routes, in the order of server/services.ts (decision 0025).
  for (const module of modules) await module.routes?.(app);

  const pageCacheTtlMs = ssr
    ? (ssr.pageCacheTtlMs ?? (ssr.mode === "production" ? defaultPageCacheTtlMs : 0))
    : 0;
  const pageCache =
    pageCacheTtlMs > 0
      ? createPageCache({ ttlMs: pageCacheTtlMs, staleMs: pageCacheTtlMs, maxEntries: pageCacheMaxEntries })
      : undefined;
  // The root loader's reads that are the same for everyone (app/lib/shell-reads.ts less the current user):
  // one answer serves every render while shared pages are kept (decision 0069).
  const sharedReads =
    pageCacheTtlMs > 0
      ? createSharedReads({
          paths: [catalogApi.upcomingBatches.path, settingsApi.siteSettings.path],
          ttlMs: pageCacheTtlMs,
        })
      : undefined;
  // Always: a signed-in write also drops other instances' cached public reads, pages or not.
  await app.register(pageCacheInvalidationPlugin, { cache: pageCache, sharedReads, events });
  if (ssr) {
    const { pageCacheTtlMs: _ttl, ...ssrOptions } = ssr;
    await app.register(ssrPlugin, {
      ...ssrOptions,
      publicUrl: config.publicUrl,
      internal,
      pageCache,
      sharedReads,
      renderTurns: turns,
      // Pages under an A/B test: the visitor's variant by their daily analytics hash (issue 21).
      pageVariant: (request) =>
        services.pageVariants.variantFor(pagePathOfRender(request.url), {
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? "",
        }),
    });
  }
  return app;
}
