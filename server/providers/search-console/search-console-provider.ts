import { createPrivateKey, sign } from "node:crypto";
import { z } from "zod";
import { withDefaults } from "../with-defaults.ts";

// Google Search Console's API (https://developers.google.com/webmaster-tools/v1/api_reference_index) with a
// service account: a JWT signed with the account's RSA key (RS256) is traded at its token_uri for an access
// token (RFC 7523's jwt-bearer grant), sent as a Bearer token to
// POST {endpoint}/webmasters/v3/sites/{site}/searchAnalytics/query. No SDK: two calls are all Keywords needs, and
// the fetch and endpoints we pass in are what the tests point at the local fake (tests/support/fake-search-console.ts).

/** The fields of a service account's JSON key that the token exchange needs. */
export const serviceAccountKeySchema = z.object({
  type: z.literal("service_account").optional(),
  client_email: z.string().email(),
  private_key: z.string().includes("PRIVATE KEY"),
  private_key_id: z.string().optional(),
  token_uri: z.string().url().default("https://oauth2.googleapis.com/token"),
});
export type ServiceAccountKey = z.output<typeof serviceAccountKeySchema>;

export type SearchConsoleDimension = "date" | "page" | "query" | "country" | "device";

export type SearchAnalyticsQuery = {
  /** YYYY-MM-DD, in Pacific time as Search Console counts days. */
  startDate: string;
  endDate: string;
  dimensions: SearchConsoleDimension[];
  /** At most 25,000 a call (Google's limit); `startRow` pages through more. */
  rowLimit?: number;
  startRow?: number;
};

export type SearchAnalyticsRow = {
  /** One value per dimension asked for, in that order. */
  keys: string[];
  clicks: number;
  impressions: number;
  /** 0 to 1. */
  ctr: number;
  /** The average position, 1 being the top. */
  position: number;
};

export type SearchConsoleProvider = {
  /** The property the data is read from, e.g. "https://ailabs.academy/" or "sc-domain:ailabs.academy". */
  readonly site: string;
  readonly serviceAccount: string;
  query(query: SearchAnalyticsQuery): Promise<SearchAnalyticsRow[]>;
  /** A fresh token (the cache ignored) and the property's record: the key works and the account may read it. */
  checkCredentials(): Promise<{ permissionLevel: string }>;
};

/** Google refused (a revoked key, no access to the property, quota used up for the day); words for the marketer. */
export class SearchConsoleRequestError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "SearchConsoleRequestError";
    this.status = status;
  }
}

/** Google did not answer, or kept answering 429 or 5xx: worth trying again later. */
export class SearchConsoleUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SearchConsoleUnavailableError";
  }
}

export type SearchConsoleOptions = {
  key: ServiceAccountKey;
  site: string;
  /** https://www.googleapis.com; tests pass the fake's address (SEARCH_CONSOLE_ENDPOINT). */
  endpoint?: string;
  timeoutMs?: number;
  retries?: number;
  backoffBaseMs?: number;
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Epoch milliseconds: the JWT's times and the token's expiry. */
  now?: () => number;
};

export const searchConsoleDefaults = {
  endpoint: "https://www.googleapis.com",
  scope: "https://www.googleapis.com/auth/webmasters.readonly",
  timeoutMs: 15_000,
  retries: 2,
  backoffBaseMs: 1_000,
  /** The assertion's lifetime: Google accepts at most an hour. */
  assertionSeconds: 3600,
  /** The cached token is replaced this long before it expires. */
  refreshMarginMs: 60_000,
} as const;

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const rowsSchema = z.object({
  rows: z
    .array(
      z.object({
        keys: z.array(z.string()).default([]),
        clicks: z.number(),
        impressions: z.number(),
        ctr: z.number(),
        position: z.number(),
      }),
    )
    .default([]),
});
const siteSchema = z.object({ siteUrl: z.string(), permissionLevel: z.string() });

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/** Google's error bodies: { error: { code, message, status, errors: [{ reason }] } } or, at the token URI, { error, error_description }. */
function googleError(body: unknown): { message: string; reason: string } {
  const value = body as {
    error?: string | { message?: string; status?: string; errors?: { reason?: string }[] };
    error_description?: string;
  } | null;
  if (!value) return { message: "", reason: "" };
  if (typeof value.error === "string")
    return { message: value.error_description ?? value.error, reason: value.error };
  return {
    message: value.error?.message ?? "",
    reason: value.error?.errors?.[0]?.reason ?? value.error?.status ?? "",
  };
}

export function createSearchConsoleProvider(options: SearchConsoleOptions): SearchConsoleProvider {
  const settings = withDefaults(searchConsoleDefaults, options);
  const doFetch = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const { key } = options;
  let privateKey: ReturnType<typeof createPrivateKey> | undefined;
  let cached: { token: string; refreshAt: number } | undefined;

  async function exchange(url: string, init: RequestInit, what: string): Promise<Response> {
    try {
      return await doFetch(url, { ...init, signal: AbortSignal.timeout(settings.timeoutMs) });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new SearchConsoleUnavailableError(
        timedOut
          ? `Search Console did not answer within ${settings.timeoutMs / 1000} s when asked to ${what}.`
          : `Search Console could not be reached to ${what}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** A signed assertion for the token URI (RFC 7523): who we are, what we may read, for an hour. */
  function assertion(): string {
    try {
      privateKey ??= createPrivateKey(key.private_key);
    } catch {
      throw new SearchConsoleRequestError(
        400,
        "The service account's private key could not be read: paste the JSON key file Google gave, unchanged.",
      );
    }
    const issuedAt = Math.floor(now() / 1000);
    const header = { alg: "RS256", typ: "JWT", ...(key.private_key_id ? { kid: key.private_key_id } : {}) };
    const claims = {
      iss: key.client_email,
      scope: settings.scope,
      aud: key.token_uri,
      iat: issuedAt,
      exp: issuedAt + settings.assertionSeconds,
    };
    const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
    return `${unsigned}.${base64url(sign("RSA-SHA256", Buffer.from(unsigned), privateKey))}`;
  }

  async function accessToken(fresh = false): Promise<string> {
    if (!fresh && cached && now() < cached.refreshAt) return cached.token;
    const response = await exchange(
      key.token_uri,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
          assertion: assertion(),
        }),
      },
      "issue an access token",
    );
    const body: unknown = await response.json().catch(() => null);
    if (response.status >= 500) {
      throw new SearchConsoleUnavailableError(
        `Google's token service failed (${response.status}); try again later.`,
      );
    }
    if (!response.ok) {
      const { message, reason } = googleError(body);
      throw new SearchConsoleRequestError(
        response.status,
        reason === "invalid_grant"
          ? `Google did not accept the service account ${key.client_email}: its key may be deleted or disabled (${message || reason}).`
          : `Google refused the service account's sign-in (${response.status}${message ? `: ${message}` : ""}).`,
      );
    }
    const token = tokenSchema.safeParse(body);
    if (!token.success) throw new SearchConsoleUnavailableError("Google answered without an access token.");
    const lifetimeMs = token.data.expires_in * 1000;
    cached = {
      token: token.data.access_token,
      refreshAt: now() + lifetimeMs - Math.min(settings.refreshMarginMs, lifetimeMs / 2),
    };
    return cached.token;
  }

  /** One API call, again after a 429 or 5xx (backing off), with a new token once after a 401. */
  async function call(path: string, init: RequestInit, what: string, fresh = false): Promise<unknown> {
    let renewed = fresh;
    for (let attempt = 0; ; attempt += 1) {
      const token = await accessToken(renewed && attempt === 0);
      const response = await exchange(
        `${settings.endpoint}/webmasters/v3/sites/${encodeURIComponent(options.site)}${path}`,
        { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } },
        what,
      );
      const body: unknown = await response.json().catch(() => null);
      if (response.ok) return body;
      const { message, reason } = googleError(body);
      if (response.status === 401 && !renewed) {
        renewed = true;
        cached = undefined;
        continue;
      }
      const dailyQuota =
        reason === "quotaExceeded" || reason === "dailyLimitExceeded" || /per day|daily/i.test(message);
      if ((response.status === 429 && !dailyQuota) || response.status >= 500) {
        if (attempt >= settings.retries) {
          throw new SearchConsoleUnavailableError(
            response.status === 429
              ? "Search Console asked to slow down (429) and kept refusing; try again in a minute."
              : `Search Console failed (${response.status}); try again later.`,
          );
        }
        await sleep(settings.backoffBaseMs * 2 ** attempt);
        continue;
      }
      if (dailyQuota) {
        throw new SearchConsoleRequestError(
          response.status,
          "Search Console's daily quota for this project is used up; it resets at midnight Pacific time.",
        );
      }
      if (response.status === 403 || response.status === 404) {
        throw new SearchConsoleRequestError(
          response.status,
          `The service account ${key.client_email} may not read ${options.site}: add it as a user of that property in Search Console.`,
        );
      }
      throw new SearchConsoleRequestError(
        response.status,
        `Search Console refused the request (${response.status}${message ? `: ${message}` : ""}).`,
      );
    }
  }

  return {
    site: options.site,
    serviceAccount: key.client_email,

    async query(query) {
      const body = await call(
        "/searchAnalytics/query",
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            startDate: query.startDate,
            endDate: query.endDate,
            dimensions: query.dimensions,
            rowLimit: query.rowLimit ?? 25_000,
            startRow: query.startRow ?? 0,
            dataState: "final",
          }),
        },
        "read search analytics",
      );
      const parsed = rowsSchema.safeParse(body);
      if (!parsed.success)
        throw new SearchConsoleUnavailableError("Search Console answered rows we could not read.");
      return parsed.data.rows;
    },

    async checkCredentials() {
      const body = await call("", { method: "GET" }, "read the property", true);
      const parsed = siteSchema.safeParse(body);
      if (!parsed.success)
        throw new SearchConsoleUnavailableError("Search Console answered a property we could not read.");
      return { permissionLevel: parsed.data.permissionLevel };
    },
  };
}
