import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { parseSigningKeyPem } from "./modules/certificates/signing-key-pem.ts";
import {
  type ServiceAccountKey,
  serviceAccountKeySchema,
} from "./providers/search-console/search-console-provider.ts";
import { parseStorageUrl } from "./providers/storage/storage-url.ts";

// The one schema of environment variables (ARCHITECTURE.md section 5). All optional for a local run.
const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const url = (protocols: string[]) =>
  z.preprocess(
    emptyToUndefined,
    z
      .url({ message: `must be a URL starting with ${protocols.join(" or ")}` })
      .refine((value) => protocols.some((p) => value.startsWith(p)), {
        message: `must start with ${protocols.join(" or ")}`,
      })
      .optional(),
  );

export const paymentsProviders = ["stripe", "test", "none"] as const;
export type PaymentsProviderName = (typeof paymentsProviders)[number];

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(["development", "production", "test"]).default("production"),
    ),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default("127.0.0.1")),
    PUBLIC_URL: url(["http://", "https://"]),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
    DATABASE_URL: url(["postgres://", "postgresql://"]),
    SESSION_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, { message: "must be at least 32 characters" }).optional(),
    ),
    ADMIN_USERNAME: optionalString,
    ADMIN_EMAIL: optionalString,
    ADMIN_PASSWORD: optionalString,
    SMTP_URL: url(["smtp://", "smtps://"]),
    MAIL_FROM: optionalString,
    CAPTCHA_PROVIDER: z.preprocess(
      emptyToUndefined,
      z.enum(["altcha", "recaptcha", "turnstile"]).default("altcha"),
    ),
    RECAPTCHA_SITE_KEY: optionalString,
    RECAPTCHA_SECRET_KEY: optionalString,
    TURNSTILE_SITE_KEY: optionalString,
    TURNSTILE_SECRET_KEY: optionalString,
    /** Tests only: sends reCAPTCHA/Turnstile verifications to a local fake instead of the provider. */
    CAPTCHA_VERIFY_URL: url(["http://", "https://"]),
    LLM_BASE_URL: url(["http://", "https://"]),
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString,
    /** Who takes payments; unset: Stripe with its keys, the test provider on a loopback PUBLIC_URL, else none. */
    PAYMENTS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(paymentsProviders).optional()),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Tests only: sends Stripe API calls to a local fake instead of https://api.stripe.com. */
    STRIPE_API_BASE: url(["http://", "https://"]),
    /** Zoom Server-to-Server OAuth app and its webhook secret token: all four, or none (manual links). */
    ZOOM_ACCOUNT_ID: optionalString,
    ZOOM_CLIENT_ID: optionalString,
    ZOOM_CLIENT_SECRET: optionalString,
    ZOOM_WEBHOOK_SECRET: optionalString,
    /** Tests only: sends Zoom API calls to a local fake instead of https://api.zoom.us. */
    ZOOM_API_BASE: url(["http://", "https://"]),
    /** Tests only: asks a local fake for Zoom's access tokens instead of https://zoom.us. */
    ZOOM_OAUTH_BASE: url(["http://", "https://"]),
    /** IndexNow (issue 20): the key, served as /{key}.txt and sent with each submission; unset: none are made. */
    INDEXNOW_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-zA-Z0-9-]{8,128}$/, "must be 8 to 128 letters, digits or dashes")
        .optional(),
    ),
    /** Tests only: submits to a local fake instead of https://api.indexnow.org. */
    INDEXNOW_ENDPOINT: url(["http://", "https://"]),
    /** Semrush's SEO API (issue 20): the key of the account whose units SEMrush Insights spends; unset: none. */
    SEMRUSH_API_KEY: z.preprocess(
      emptyToUndefined,
      z.string().trim().min(8, "must be a Semrush API key").optional(),
    ),
    /** The regional database Semrush reports read: "us", "uk", "de"... */
    SEMRUSH_DATABASE: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z]{2,6}(-[a-z]{2,4})?$/, "must be a Semrush database code such as us, uk or de")
        .default("us"),
    ),
    /** Tests only: asks a local fake instead of https://api.semrush.com. */
    SEMRUSH_ENDPOINT: url(["http://", "https://"]),
    /**
     * Google Search Console (issue 20): a service account's JSON key, as its text or the path of the file; the
     * account must be a user of the property. Unset: Keywords shows no search data.
     */
    SEARCH_CONSOLE_CREDENTIALS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .transform((value, context): ServiceAccountKey | typeof z.NEVER => {
          let text = value.trim();
          if (!text.startsWith("{")) {
            try {
              text = readFileSync(text, "utf8");
            } catch {
              context.addIssue({
                code: "custom",
                message: "must be a service account's JSON key or its file's path",
              });
              return z.NEVER;
            }
          }
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            context.addIssue({
              code: "custom",
              message: "is not JSON: paste the key file Google gave, unchanged",
            });
            return z.NEVER;
          }
          const key = serviceAccountKeySchema.safeParse(json);
          if (!key.success) {
            context.addIssue({
              code: "custom",
              message: "must hold a service account's client_email and private_key",
            });
            return z.NEVER;
          }
          return key.data;
        })
        .optional(),
    ),
    /** The Search Console property: "https://example.com/" or "sc-domain:example.com"; default PUBLIC_URL + "/". */
    SEARCH_CONSOLE_SITE: optionalString,
    /** Tests only: asks a local fake instead of https://www.googleapis.com. */
    SEARCH_CONSOLE_ENDPOINT: url(["http://", "https://"]),
    /**
     * The mail provider's delivery events (issue 22): the secret of the generic signed JSON webhook at
     * /api/mail/events (`X-Mail-Events-Signature: t=<unix>,v1=<HMAC-SHA256 hex of "t.body">`); unset: refused.
     */
    MAIL_EVENTS_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(16, { message: "must be at least 16 characters" }).optional(),
    ),
    /** Amazon SES through SNS: the topic ARNs whose messages /api/mail/events/ses accepts (comma-separated). */
    SES_SNS_TOPIC_ARNS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .transform((value) =>
          value
            .split(",")
            .map((arn) => arn.trim())
            .filter(Boolean),
        )
        .pipe(
          z.array(
            z.string().regex(/^arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:[A-Za-z0-9_.-]{1,256}$/, {
              message: "must be SNS topic ARNs such as arn:aws:sns:us-east-1:123456789012:ses-events",
            }),
          ),
        )
        .optional(),
    ),
    /** Newsletter campaigns: mails queued per minute, all instances together (issue 22). */
    NEWSLETTER_SEND_RATE: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(1_000_000).default(600),
    ),
    /** Tests only: takes SNS signing certificates and subscription URLs from a local fake under this address. */
    SNS_URL_PREFIX: url(["http://", "https://"]),
    REDIS_URL: url(["redis://", "rediss://"]),
    /** Lesson files in S3 or an S3-compatible server (storage-url.ts has the format); unset: DATA_DIR/files. */
    STORAGE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .superRefine((value, context) => {
          try {
            parseStorageUrl(value);
          } catch (error) {
            context.addIssue({ code: "custom", message: (error as Error).message });
          }
        })
        .optional(),
    ),
    /** Read by the S3 SDK's credential chain too; here so that half a pair fails at start-up. */
    AWS_ACCESS_KEY_ID: optionalString,
    AWS_SECRET_ACCESS_KEY: optionalString,
    AWS_SESSION_TOKEN: optionalString,
    /**
     * The Ed25519 key (PKCS#8 PEM; "\n" escapes allowed) that signs the certificates' Open Badges credentials;
     * unset: the site makes one on first use and keeps it in the database (decision 0039).
     */
    CREDENTIAL_SIGNING_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .superRefine((value, context) => {
          try {
            parseSigningKeyPem(value);
          } catch (error) {
            context.addIssue({ code: "custom", message: (error as Error).message });
          }
        })
        .optional(),
    ),
    SITE_PHONE: optionalString,
    SITE_EMAIL: z.preprocess(emptyToUndefined, z.email({ message: "must be an email address" }).optional()),
    /** Behind a load balancer: true, a hop count, or a list of proxy addresses (Fastify's trustProxy). */
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default("false")
        .transform((v): boolean | number | string =>
          v === "true" ? true : v === "false" ? false : /^\d+$/.test(v) ? Number(v) : v,
        ),
    ),
    /**
     * The forum's per-person write limits (server/modules/community/user-write-limits.ts): "off", or some of
     * "threads=5,replies=20,edits=20,reports=10,window=10" (window in minutes); defaults when unset.
     */
    COMMUNITY_WRITE_LIMITS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^(off|((threads|replies|edits|reports|window)=[1-9]\d{0,5})(,(threads|replies|edits|reports|window)=[1-9]\d{0,5})*)$/,
          { message: 'must be "off" or like "threads=5,replies=20,edits=20,reports=10,window=10"' },
        )
        .optional(),
    ),
    /**
     * Worker threads that render pages in production (decision 0069): "auto" is one per core,
     * at most 4; 0 renders on the main thread (one instance per core behind a load balancer).
     */
    RENDER_THREADS: z.preprocess(
      emptyToUndefined,
      z
        .union([z.literal("auto"), z.coerce.number().int().min(0).max(16)])
        .default("auto")
        .transform((value) => (value === "auto" ? Math.min(4, os.availableParallelism()) : value)),
    ),
    /** Benchmarks only: turns per-IP rate limits off (one load generator is one IP). Never in production. */
    RATE_LIMIT_DISABLED: z
      .preprocess(emptyToUndefined, z.enum(["true", "false"]).default("false"))
      .transform((v) => v === "true"),
    /** Development and end-to-end runs: demo accounts per role with enrollments, leads and page views. */
    SEED_DEMO_DATA: z
      .preprocess(emptyToUndefined, z.enum(["true", "false"]).default("false"))
      .transform((v) => v === "true"),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ),
  })
  .superRefine((env, context) => {
    // A chosen outside captcha without its keys would refuse every sign-in: fail at start-up instead.
    const keys = {
      altcha: [],
      recaptcha: ["RECAPTCHA_SITE_KEY", "RECAPTCHA_SECRET_KEY"],
      turnstile: ["TURNSTILE_SITE_KEY", "TURNSTILE_SECRET_KEY"],
    } as const;
    for (const name of keys[env.CAPTCHA_PROVIDER]) {
      if (!env[name])
        context.addIssue({
          code: "custom",
          path: [name],
          message: `is required when CAPTCHA_PROVIDER=${env.CAPTCHA_PROVIDER}`,
        });
    }
    // Half an S3 key pair would fail every upload, and only then: fail at start-up instead.
    if (Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
      const [missing, present] = env.AWS_ACCESS_KEY_ID
        ? ["AWS_SECRET_ACCESS_KEY", "AWS_ACCESS_KEY_ID"]
        : ["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"];
      context.addIssue({ code: "custom", path: [missing], message: `is required when ${present} is set` });
    }
    // Part of a Zoom set-up would quietly fall back to manual links (or take meetings whose webhooks are
    // refused): fail at start-up instead.
    const zoomKeys = [
      "ZOOM_ACCOUNT_ID",
      "ZOOM_CLIENT_ID",
      "ZOOM_CLIENT_SECRET",
      "ZOOM_WEBHOOK_SECRET",
    ] as const;
    const zoomSet = zoomKeys.filter((name) => env[name]);
    if (zoomSet.length > 0 && zoomSet.length < zoomKeys.length) {
      for (const name of zoomKeys.filter((key) => !env[key])) {
        context.addIssue({
          code: "custom",
          path: [name],
          message: `is required when ${zoomSet.join(", ")} ${zoomSet.length === 1 ? "is" : "are"} set (Zoom needs all four)`,
        });
      }
    }
    // Stripe chosen without its keys would refuse every checkout: fail at start-up instead.
    if (env.PAYMENTS_PROVIDER === "stripe") {
      for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
        if (!env[name])
          context.addIssue({
            code: "custom",
            path: [name],
            message: "is required when PAYMENTS_PROVIDER=stripe",
          });
      }
      return;
    }
    // Half a Stripe set-up would take payments whose webhooks are refused (or the reverse).
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      const missing = env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY";
      context.addIssue({
        code: "custom",
        path: [missing],
        message: `is required when ${missing === "STRIPE_SECRET_KEY" ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"} is set`,
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  publicUrl: string;
  sessionSecret: string;
  isProduction: boolean;
  /** true when PUBLIC_URL is https: cookies get Secure and the __Host- prefix. */
  secureCookies: boolean;
  /** PAYMENTS_PROVIDER, or its default (resolvePaymentsProvider). */
  paymentsProvider: PaymentsProviderName;
};

export class ConfigError extends Error {}

export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}

// A secret that survives restarts without the operator having to invent one: generated once into DATA_DIR.
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** localhost, 127.0.0.0/8 or [::1]: an address only this machine reaches. */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return false;
  }
  // The URL parser writes IPv4 in dotted decimal (127.1 becomes 127.0.0.1) and IPv6 in brackets.
  return (
    hostname === "localhost" || hostname === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/**
 * Decision 0018. The built-in test provider turns card 4242 into paid orders, so it is the default only
 * where nobody else can reach it (the two-command local run on localhost); a public deployment without
 * Stripe's keys sells nothing online (none) rather than take orders that were never paid.
 */
export function resolvePaymentsProvider(
  env: Pick<Env, "PAYMENTS_PROVIDER" | "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET">,
  publicUrl: string,
): PaymentsProviderName {
  if (env.PAYMENTS_PROVIDER) return env.PAYMENTS_PROVIDER;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) return "stripe";
  return isLoopbackUrl(publicUrl) ? "test" : "none";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = parseEnv(env);
  const publicUrl = (overrides.publicUrl ?? parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(
    /\/$/,
    "",
  );
  const sessionSecret = overrides.sessionSecret ?? parsed.SESSION_SECRET ?? persistentSecret(parsed.DATA_DIR);
  return {
    ...parsed,
    publicUrl,
    sessionSecret,
    isProduction: parsed.NODE_ENV === "production",
    secureCookies: publicUrl.startsWith("https://"),
    paymentsProvider: resolvePaymentsProvider(parsed, publicUrl),
    ...overrides,
  };
}
