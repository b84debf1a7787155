import { randomBytes, randomUUID } from "node:crypto";
import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import "#contracts/zod-messages.ts";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { serializeRequest } from "./lib/log-request.ts";
import { createPageCache } from "./lib/page-cache.ts";
import { accountEmailRoutes } from "./modules/account-email/routes.ts";
import { adminPaymentsRoutes } from "./modules/admin-payments/routes.ts";
import { adminUsersRoutes } from "./modules/admin-users/routes.ts";
import { admissionsRoutes } from "./modules/admissions/routes.ts";
import { analyticsRoutes } from "./modules/analytics/routes.ts";
import { assistantRoutes } from "./modules/assistant/routes.ts";
import { createPasswordHasher } from "./modules/auth/password-hasher.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { captchaRoutes } from "./modules/captcha/routes.ts";
import { careersRoutes } from "./modules/careers/routes.ts";
import { catalogRoutes } from "./modules/catalog/routes.ts";
import { receiptRoutes } from "./modules/checkout/receipt-routes.ts";
import { checkoutRoutes } from "./modules/checkout/routes.ts";
import { webhookPath, webhookRoutes } from "./modules/checkout/webhook-routes.ts";
import { contentRoutes } from "./modules/content/routes.ts";
import { dashboardsRoutes } from "./modules/dashboards/routes.ts";
import { enrollmentsRoutes } from "./modules/enrollments/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { homeRoutes } from "./modules/home/routes.ts";
import { leadsRoutes } from "./modules/leads/routes.ts";
import { newsletterRoutes } from "./modules/newsletter/routes.ts";
import { pagesRoutes } from "./modules/pages/routes.ts";
import { passwordResetRoutes } from "./modules/password-reset/routes.ts";
import { profileRoutes } from "./modules/profile/routes.ts";
import { sandboxRoutes } from "./modules/sandbox/routes.ts";
import { searchRoutes } from "./modules/search/routes.ts";
import { seoRoutes } from "./modules/seo/routes.ts";
import { settingsRoutes } from "./modules/settings/routes.ts";
import { testPaymentsRoutes } from "./modules/test-payments/routes.ts";
import { accessPolicyPlugin } from "./plugins/access-policy.ts";
import { allowedMethodsPlugin } from "./plugins/allowed-methods.ts";
import { backgroundWorkPlugin } from "./plugins/background-work.ts";
import { csrfPlugin } from "./plugins/csrf.ts";
import { answerClientError, errorHandlerPlugin, sendFrameworkError } from "./plugins/error-handler.ts";
import { openApiPlugin } from "./plugins/openapi.ts";
import { pageCacheInvalidationPlugin } from "./plugins/page-cache-invalidation.ts";
import { rateLimitsPlugin } from "./plugins/rate-limits.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { sessionsPlugin } from "./plugins/sessions.ts";
import { internalHeader, type SsrOptions, ssrPlugin } from "./plugins/ssr.ts";
import { testSignatureHeader } from "./providers/payments/test-provider.ts";
import { createServices } from "./services.ts";

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Omit to serve the API only (integration tests). */
  ssr?: Pick<SsrOptions, "mode" | "buildDir"> & {
    /** Anonymous page cache TTL (decision 0015); 0 = off. Default: 5 s in production, off in development. */
    pageCacheTtlMs?: number;
  };
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
};

const defaultPageCacheTtlMs = 5_000;
// Public pages are a few dozen paths; query strings are never cached. The bound caps memory (decision 0015).
const pageCacheMaxEntries = 200;

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
  // In-process reads from the SSR loaders carry this token: they skip the per-IP limits and request
  // logging (the page request that made them is logged already).
  const internalToken = randomBytes(24).toString("base64url");

  const app = Fastify({
    logController: new LogController({
      disableRequestLogging: (request) => request.headers[internalHeader] === internalToken,
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

  const services = createServices({
    db: database.db,
    config,
    hasher: await createPasswordHasher(),
    authLog: (event, details) => app.log.info({ event, ...details }, "auth event"),
    log: app.log,
  });

  await app.register(cookie);
  await app.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    // Quality 4 for dynamic bodies (the plugin's own default): on a 190 KB page 4 costs about 3 ms against
    // 5's 4 ms for 7% more bytes. Shared anonymous pages skip this (decision 0015).
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    // The plugin's default on 2 cores (8 KB) sends every page through a chunked compression stream, about
    // 4 times the CPU of compressing the whole body at once (decision 0015).
    syncThreshold: 1024 * 1024,
  });
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, {
    development: ssr?.mode === "development",
    secureCookies: config.secureCookies,
    captchaProvider: config.CAPTCHA_PROVIDER,
  });
  await app.register(allowedMethodsPlugin);
  await app.register(rateLimitsPlugin, {
    internalHeader,
    internalToken,
    disabled: config.RATE_LIMIT_DISABLED,
  });
  if (config.RATE_LIMIT_DISABLED)
    app.log.warn("RATE_LIMIT_DISABLED=true: per-IP rate limits are off (benchmarks only)");
  await app.register(backgroundWorkPlugin, {
    background: services.background,
    mail: services.mail,
    checkout: services.checkout,
  });
  await app.register(accessPolicyPlugin);
  await app.register(sessionsPlugin, { service: services.sessions, secureCookies: config.secureCookies });
  await app.register(csrfPlugin, {
    secret: config.sessionSecret,
    secureCookies: config.secureCookies,
    // In-process reads answer the page's loaders; their cookies are dropped, so issuing some is waste.
    isInternal: (request) => request.headers[internalHeader] === internalToken,
  });
  await app.register(openApiPlugin, { publicUrl: config.publicUrl });

  const quiet = config.LOG_LEVEL === "silent" || config.LOG_LEVEL === "fatal" || config.LOG_LEVEL === "error";
  await app.register(healthRoutes, { ping: database.ping, logLevel: quiet ? config.LOG_LEVEL : "warn" });
  await app.register(catalogRoutes, { service: services.catalog });
  await app.register(contentRoutes, {
    blog: services.blog,
    webinars: services.webinars,
    podcast: services.podcast,
  });
  await app.register(homeRoutes, { service: services.home });
  await app.register(settingsRoutes, { service: services.settings });
  await app.register(newsletterRoutes, { service: services.newsletter });
  await app.register(leadsRoutes, { service: services.leads });
  await app.register(admissionsRoutes, { service: services.admissions });
  await app.register(pagesRoutes, { service: services.pages });
  await app.register(assistantRoutes, { service: services.assistant, secureCookies: config.secureCookies });
  await app.register(captchaRoutes, { captcha: services.captcha });
  await app.register(authRoutes, {
    auth: services.auth,
    sessions: services.sessions,
    secureCookies: config.secureCookies,
  });
  await app.register(analyticsRoutes, {
    service: services.analytics,
    siteHost: new URL(config.publicUrl).host,
  });
  await app.register(enrollmentsRoutes, { service: services.enrollments });
  await app.register(dashboardsRoutes, { service: services.dashboards });
  await app.register(adminUsersRoutes, { service: services.adminUsers });
  await app.register(adminPaymentsRoutes, { service: services.adminPayments });
  await app.register(profileRoutes, { service: services.profile });
  await app.register(accountEmailRoutes, {
    verification: services.emailVerification,
    changes: services.emailChanges,
  });

  await app.register(passwordResetRoutes, { service: services.passwordReset });
  await app.register(seoRoutes, { service: services.seo });
  await app.register(searchRoutes, { service: services.search });
  await app.register(careersRoutes, { service: services.careers, storage: services.cvStorage });
  await app.register(sandboxRoutes, { service: services.sandbox });
  // Checkout and payments (decision 0014); the webhook reads raw bodies in its own scope.
  await app.register(checkoutRoutes, { service: services.checkout });
  await app.register(receiptRoutes, { source: services.checkout });
  // PAYMENTS_PROVIDER=none: no webhook and no test payment routes (their paths answer 404).
  if (services.payment.provider)
    await app.register(webhookRoutes, { service: services.checkout, provider: services.payment.provider });
  if (services.payment.name === "test") {
    await app.register(testPaymentsRoutes, { provider: services.payment.provider });
    // The test provider delivers its signed events through the same route Stripe's would reach.
    services.webhookLoopback.deliver = async (payload, signature) => {
      const response = await app.inject({
        method: "POST",
        url: webhookPath,
        headers: { "content-type": "application/json", [testSignatureHeader]: signature },
        payload,
      });
      if (response.statusCode >= 300) throw new Error(`webhook answered ${response.statusCode}`);
    };
  }

  if (ssr) {
    const { pageCacheTtlMs = ssr.mode === "production" ? defaultPageCacheTtlMs : 0, ...ssrOptions } = ssr;
    const pageCache =
      pageCacheTtlMs > 0
        ? createPageCache({ ttlMs: pageCacheTtlMs, staleMs: pageCacheTtlMs, maxEntries: pageCacheMaxEntries })
        : undefined;
    if (pageCache) await app.register(pageCacheInvalidationPlugin, { cache: pageCache });
    await app.register(ssrPlugin, { ...ssrOptions, publicUrl: config.publicUrl, internalToken, pageCache });
  }
  return app;
}
