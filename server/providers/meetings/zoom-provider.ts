import { z } from "zod";
import {
  type CreatedMeeting,
  type MeetingInput,
  type MeetingProvider,
  MeetingProviderRequestError,
  MeetingProviderUnavailableError,
} from "./meeting-provider.ts";

// Zoom over its plain REST API (https://developers.zoom.us/docs/api/) with a Server-to-Server OAuth app:
// an account-wide access token from POST {oauthBase}/oauth/token?grant_type=account_credentials, sent as
// a Bearer token to {apiBase}/v2/... No SDK: four calls are all live classes need, and the fetch we pass
// in is what the tests point at the local fake (tests/support/fake-zoom.ts).

export type ZoomProviderOptions = {
  accountId: string;
  clientId: string;
  clientSecret: string;
  /** https://api.zoom.us; tests pass the fake's address (ZOOM_API_BASE). */
  apiBase?: string;
  /** https://zoom.us, where the token endpoint lives; tests pass the fake's address (ZOOM_OAUTH_BASE). */
  oauthBase?: string;
  /** Each HTTP exchange with Zoom gives up after this long. */
  timeoutMs?: number;
  /** How many times one request is sent again after a 429 before giving up. */
  rateLimitRetries?: number;
  /** The first wait after a 429 without Retry-After; doubled on each further one, up to maxBackoffMs. */
  backoffBaseMs?: number;
  maxBackoffMs?: number;
  /** A Retry-After longer than this (Zoom's daily limits say "tomorrow") is not waited for: we give up at once. */
  maxRetryAfterMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Waits between retries (tests record the waits instead of sleeping). */
  sleep?: (ms: number) => Promise<void>;
  /** The clock the token's expiry and Retry-After dates are read on, in epoch milliseconds (tests move it). */
  now?: () => number;
};

export const zoomDefaults = {
  apiBase: "https://api.zoom.us",
  oauthBase: "https://zoom.us",
  timeoutMs: 10_000,
  rateLimitRetries: 3,
  backoffBaseMs: 500,
  maxBackoffMs: 4_000,
  maxRetryAfterMs: 10_000,
  /** The cached token is replaced this long before Zoom says it expires (at most half its lifetime). */
  tokenRefreshMarginMs: 60_000,
} as const;

/** Zoom's limits: longer values are refused, so they are cut here instead. */
const topicMaxLength = 200;
const agendaMaxLength = 2_000;

function isIanaTimeZone(value: string): boolean {
  // Intl also takes offsets such as "+05:30", which are not zones (no daylight-saving rules): names only.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const meetingInputSchema = z.object({
  topic: z.string().trim().min(1),
  startsAt: z.date().refine((date) => !Number.isNaN(date.getTime()), { message: "Invalid date" }),
  durationMinutes: z.number().int().min(1),
  timeZone: z.string().refine(isIanaTimeZone, { message: "must be an IANA time zone name" }),
  agenda: z.string().optional(),
});

/** Zoom's GMT form, yyyy-MM-ddTHH:mm:ssZ: with the Z, Zoom reads the start as UTC whatever the timezone. */
export function zoomStartTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

function meetingFields(input: MeetingInput) {
  const parsed = meetingInputSchema.parse(input);
  return {
    topic: parsed.topic.slice(0, topicMaxLength),
    start_time: zoomStartTime(parsed.startsAt),
    duration: parsed.durationMinutes,
    timezone: parsed.timeZone,
    ...(parsed.agenda === undefined ? {} : { agenda: parsed.agenda.slice(0, agendaMaxLength) }),
  };
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
});
const meetingId = z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]).transform(String);
const createdMeetingSchema = z.object({
  id: meetingId,
  join_url: z.url(),
  start_url: z.url(),
});
const meetingSchema = z.object({ start_url: z.url() });

type Answer = { status: number; body: unknown; headers: Headers };

/** Zoom's error bodies: { code, message } from the API, { reason, error } from the token endpoint. */
function errorDetails(body: unknown): { message?: string; code?: number } {
  if (typeof body !== "object" || body === null) return {};
  const record = body as Record<string, unknown>;
  const message = [record.message, record.reason, record.error_description, record.error].find(
    (value): value is string => typeof value === "string" && value.length > 0,
  );
  // A validation failure says only "Validation Failed." and lists the fields in `errors`.
  const fields = Array.isArray(record.errors)
    ? record.errors
        .map((entry) => {
          const { field, message: text } = (entry ?? {}) as Record<string, unknown>;
          return typeof field === "string"
            ? `${field}: ${typeof text === "string" ? text : "invalid"}`
            : undefined;
        })
        .filter((entry): entry is string => entry !== undefined)
    : [];
  return {
    message: message && fields.length > 0 ? `${message} (${fields.join("; ")})` : message,
    code: typeof record.code === "number" ? record.code : undefined,
  };
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

function assertMeetingId(id: string): void {
  // The id goes into a URL path: only Zoom's digits may, so nothing a caller stored can reach another path.
  if (!/^\d{1,20}$/.test(id)) throw new TypeError(`"${id}" is not a Zoom meeting id`);
}

export function createZoomProvider(options: ZoomProviderOptions): MeetingProvider {
  const settings = { ...zoomDefaults, ...withoutUndefined(options) };
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const apiBase = settings.apiBase.replace(/\/$/, "");
  const oauthBase = settings.oauthBase.replace(/\/$/, "");
  const basicAuth = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64")}`;

  /** One HTTP exchange. Rejects with MeetingProviderUnavailableError when it times out or cannot connect. */
  async function exchange(
    action: string,
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ): Promise<Answer> {
    // One signal for the whole exchange: a server that sends headers and then stalls the body also times out.
    const signal = AbortSignal.timeout(settings.timeoutMs);
    try {
      const response = await fetchImpl(url, { ...init, signal });
      const raw = await response.text();
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = undefined;
      }
      return { status: response.status, body, headers: response.headers };
    } catch (error) {
      if (signal.aborted) {
        throw new MeetingProviderUnavailableError(
          `Zoom did not answer within ${seconds(settings.timeoutMs)} when asked to ${action}.`,
        );
      }
      // fetch says only "fetch failed"; the cause names what went wrong (ECONNREFUSED, a TLS error...).
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new MeetingProviderUnavailableError(`Zoom could not be reached to ${action} (${reason}).`);
    }
  }

  /** How long a 429 asks us to wait: Retry-After in seconds or as a date, else exponential backoff. */
  function waitAfter429(answer: Answer, retry: number): number {
    const header = answer.headers.get("retry-after")?.trim();
    if (header) {
      if (/^\d+$/.test(header)) return Number(header) * 1000;
      const at = Date.parse(header);
      if (!Number.isNaN(at)) return Math.max(0, at - now());
    }
    return Math.min(settings.backoffBaseMs * 2 ** retry, settings.maxBackoffMs);
  }

  /**
   * Sends a request, again after each 429 (bounded). A 429 means Zoom did not carry the request out, so
   * even a create is safe to send again; other failures are not retried here (a 5xx create may have
   * happened).
   */
  async function withRateLimitRetries(action: string, send: () => Promise<Answer>): Promise<Answer> {
    for (let retry = 0; ; retry += 1) {
      const answer = await send();
      if (answer.status !== 429) return answer;
      const waitMs = waitAfter429(answer, retry);
      if (waitMs > settings.maxRetryAfterMs) {
        throw new MeetingProviderUnavailableError(
          `Zoom's rate limit is used up, so it did not ${action}; it accepts requests again in about ${Math.ceil(waitMs / 60_000)} minute(s).`,
        );
      }
      if (retry >= settings.rateLimitRetries) {
        throw new MeetingProviderUnavailableError(
          `Zoom kept rate limiting (429 after ${settings.rateLimitRetries} retries), so it did not ${action}. Try again in a minute.`,
        );
      }
      await sleep(waitMs);
    }
  }

  // The token is account-wide and lives an hour: one is shared by every call until shortly before it
  // expires. Concurrent calls without one wait for the same request rather than each asking for their own.
  let cached: { token: string; refreshAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function requestToken(): Promise<string> {
    const action = "issue an access token";
    const url = `${oauthBase}/oauth/token?${new URLSearchParams({
      grant_type: "account_credentials",
      account_id: options.accountId,
    })}`;
    const answer = await withRateLimitRetries(action, () =>
      exchange(action, url, { method: "POST", headers: { authorization: basicAuth } }),
    );
    if (answer.status >= 500) {
      throw new MeetingProviderUnavailableError(
        `Zoom failed to ${action} (HTTP ${answer.status}${suffix(answer.body)}).`,
      );
    }
    if (answer.status >= 400) {
      const { message, code } = errorDetails(answer.body);
      throw new MeetingProviderRequestError(
        `Zoom refused the Server-to-Server OAuth credentials (ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET): ${message ?? `HTTP ${answer.status}`}`,
        answer.status,
        code,
      );
    }
    const token = tokenSchema.safeParse(answer.body);
    if (!token.success) {
      throw new MeetingProviderUnavailableError(
        `Zoom answered without an access token when asked to ${action}.`,
      );
    }
    const lifetimeMs = token.data.expires_in * 1000;
    const margin = Math.min(zoomDefaults.tokenRefreshMarginMs, lifetimeMs / 2);
    cached = { token: token.data.access_token, refreshAt: now() + lifetimeMs - margin };
    return token.data.access_token;
  }

  function accessToken(): Promise<string> {
    if (cached && now() < cached.refreshAt) return Promise.resolve(cached.token);
    pending ??= requestToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  /** An API call with the cached token; a 401 (revoked or expired early) gets one new token and one retry. */
  async function api(action: string, method: string, path: string, payload?: object): Promise<Answer> {
    const send = (token: string) =>
      withRateLimitRetries(action, () =>
        exchange(action, `${apiBase}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(payload === undefined ? {} : { "content-type": "application/json" }),
          },
          body: payload === undefined ? undefined : JSON.stringify(payload),
        }),
      );
    const token = await accessToken();
    let answer = await send(token);
    if (answer.status === 401) {
      if (cached?.token === token) cached = undefined;
      answer = await send(await accessToken());
    }
    if (answer.status >= 500) {
      throw new MeetingProviderUnavailableError(
        `Zoom failed to ${action} (HTTP ${answer.status}${suffix(answer.body)}).`,
      );
    }
    if (answer.status >= 400 && !(method === "DELETE" && answer.status === 404)) {
      const { message, code } = errorDetails(answer.body);
      throw new MeetingProviderRequestError(
        `Zoom refused to ${action}: ${message ?? `HTTP ${answer.status}`}`,
        answer.status,
        code,
      );
    }
    return answer;
  }

  return {
    name: "zoom",

    async createMeeting(input: MeetingInput): Promise<CreatedMeeting> {
      const action = "create the meeting";
      const fields = meetingFields(input);
      // type 2: a scheduled meeting at one time. The host starts it: students wait until then.
      const answer = await api(action, "POST", "/v2/users/me/meetings", {
        ...fields,
        type: 2,
        settings: { join_before_host: false },
      });
      const meeting = createdMeetingSchema.safeParse(answer.body);
      if (!meeting.success) {
        throw new MeetingProviderUnavailableError(
          `Zoom answered without a meeting id or links when asked to ${action}.`,
        );
      }
      return { meetingId: meeting.data.id, joinUrl: meeting.data.join_url, hostUrl: meeting.data.start_url };
    },

    async updateMeeting(id: string, input: MeetingInput): Promise<void> {
      assertMeetingId(id);
      await api(`update meeting ${id}`, "PATCH", `/v2/meetings/${id}`, meetingFields(input));
    },

    async deleteMeeting(id: string): Promise<void> {
      assertMeetingId(id);
      // 404: already deleted (by us before a lost answer, or by the host in Zoom). Either way it is gone.
      await api(`delete meeting ${id}`, "DELETE", `/v2/meetings/${id}`);
    },

    async checkCredentials(): Promise<string> {
      // A fresh token, not the cached one: the point is to learn whether the credentials work now.
      cached = undefined;
      await requestToken();
      return "Zoom issued an access token for the Server-to-Server OAuth app.";
    },

    async getHostUrl(id: string): Promise<string> {
      assertMeetingId(id);
      const action = `read meeting ${id}`;
      const answer = await api(action, "GET", `/v2/meetings/${id}`);
      const meeting = meetingSchema.safeParse(answer.body);
      if (!meeting.success) {
        throw new MeetingProviderUnavailableError(
          `Zoom answered without a start link when asked to ${action}.`,
        );
      }
      return meeting.data.start_url;
    },
  };
}

function suffix(body: unknown): string {
  const { message } = errorDetails(body);
  return message ? `: ${message}` : "";
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
