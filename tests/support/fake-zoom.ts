import { createHmac, randomBytes, randomInt } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for the part of Zoom the Zoom meeting provider uses, speaking its wire format:
//   POST /oauth/token?grant_type=account_credentials&account_id=...   Server-to-Server OAuth, Basic auth
//        client_id:client_secret -> { access_token, token_type, expires_in, scope, api_url }; bad
//        credentials -> 400 { reason, error }
//   POST /v2/users/me/meetings, GET|PATCH|DELETE /v2/meetings/:id      Bearer token; JSON bodies; errors
//        as { code, message } (124 invalid token, 300 validation, 3001 no such meeting)
// It can be told to answer the next requests with a status (429 with Retry-After, 500...) or to never
// answer them (a hang, with or without having done the work first). What Zoom sends out of band (webhooks)
// the test builds with the helpers at the bottom, signed as Zoom signs them.

type Json = Record<string, unknown>;
export type FakeZoomMeeting = Json & { id: number; join_url: string; start_url: string };
export type FakeZoomRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  body: unknown;
};
/** Which endpoint a scripted answer applies to: the token endpoint or the meeting API. */
export type FakeZoomTarget = "token" | "api";
type Scripted =
  | { target: FakeZoomTarget; kind: "answer"; status: number; retryAfter?: string; body?: Json }
  | { target: FakeZoomTarget; kind: "hang"; afterWork: boolean };

export type SignedZoomWebhook = {
  /** The exact bytes to post (the signature covers them). */
  rawBody: string;
  headers: { "content-type": string; "x-zm-request-timestamp": string; "x-zm-signature": string };
  event: Json;
};

export type FakeZoom = {
  /** The base of both the API and the token endpoint (ZOOM_API_BASE and ZOOM_OAUTH_BASE). */
  url: string;
  accountId: string;
  clientId: string;
  clientSecret: string;
  webhookSecret: string;
  /** The ZOOM_* environment values that point the app at this fake. */
  env: Record<
    | "ZOOM_ACCOUNT_ID"
    | "ZOOM_CLIENT_ID"
    | "ZOOM_CLIENT_SECRET"
    | "ZOOM_WEBHOOK_SECRET"
    | "ZOOM_API_BASE"
    | "ZOOM_OAUTH_BASE",
    string
  >;
  /** Every request received, in order (scripted and hung ones too). */
  requests: FakeZoomRequest[];
  /** How many access tokens were asked for (successfully or not). */
  tokenRequests(): number;
  /** Meetings by id as text, as Zoom stores them. */
  meetings: Map<string, FakeZoomMeeting>;
  /** expires_in of the tokens issued from now on (Zoom: 3599). */
  tokenLifetimeSeconds: number;
  /** Answers the next `count` requests to `target` with `status` instead of carrying them out. */
  answerNext(
    count: number,
    answer: { status: number; retryAfter?: string; body?: Json },
    target?: FakeZoomTarget,
  ): void;
  /**
   * The next `count` requests to `target` get no answer until close(). afterWork: the request is carried
   * out first (Zoom did it, the answer was lost on the way).
   */
  hangNext(count: number, options?: { afterWork?: boolean; target?: FakeZoomTarget }): void;
  /** Every token issued so far answers 401 from now on (as after a credential rotation). */
  revokeTokens(): void;
  /** Drops scripted answers and hangs not used yet, and restores the token lifetime (between tests). */
  reset(): void;
  /** Signs any body as Zoom would at `timestampSeconds` (default now) with the webhook secret. */
  webhook(body: Json | string, options?: { timestampSeconds?: number; secret?: string }): SignedZoomWebhook;
  urlValidation(plainToken?: string): SignedZoomWebhook;
  participantJoined(
    meetingId: string,
    participant?: ParticipantFields,
    options?: EventOptions,
  ): SignedZoomWebhook;
  participantLeft(
    meetingId: string,
    participant?: ParticipantFields,
    options?: EventOptions,
  ): SignedZoomWebhook;
  recordingCompleted(
    meetingId: string,
    options?: EventOptions & { password?: string; files?: Json[]; shareUrl?: string | null },
  ): SignedZoomWebhook;
  close(): Promise<void>;
};

export type ParticipantFields = Partial<{
  user_id: string;
  user_name: string;
  id: string;
  participant_uuid: string;
  participant_user_id: string;
  email: string;
  join_time: string;
  leave_time: string;
  leave_reason: string;
}>;
type EventOptions = { eventTs?: number; meetingUuid?: string; timestampSeconds?: number };

const nowSeconds = () => Math.floor(Date.now() / 1000);
const token = (bytes = 16) => randomBytes(bytes).toString("base64url");

class ZoomApiError extends Error {
  readonly status: number;
  readonly body: Json;
  constructor(status: number, body: Json) {
    super(String(body.message ?? body.reason));
    this.status = status;
    this.body = body;
  }
}
const validation = (field: string) =>
  new ZoomApiError(400, {
    code: 300,
    message: "Validation Failed.",
    errors: [{ field, message: "Invalid field." }],
  });
const noMeeting = (id: string) =>
  new ZoomApiError(404, { code: 3001, message: `Meeting does not exist: ${id}.` });

/** Zoom's signature of a webhook body: v0= hex HMAC-SHA256(secret, "v0:<timestamp>:<body>"). */
export function signZoomWebhook(secret: string, rawBody: string, timestampSeconds: number): string {
  return `v0=${createHmac("sha256", secret).update(`v0:${timestampSeconds}:${rawBody}`).digest("hex")}`;
}

export async function startFakeZoom(
  options: { accountId?: string; clientId?: string; clientSecret?: string; webhookSecret?: string } = {},
): Promise<FakeZoom> {
  const accountId = options.accountId ?? `acct_${token(8)}`;
  const clientId = options.clientId ?? token(12);
  const clientSecret = options.clientSecret ?? token(24);
  const webhookSecret = options.webhookSecret ?? token(16);
  const requests: FakeZoomRequest[] = [];
  const meetings = new Map<string, FakeZoomMeeting>();
  const tokens = new Map<string, number>(); // token -> expiry (epoch ms)
  const scripted: Scripted[] = [];
  const hanging = new Set<ServerResponse>();
  let tokenRequests = 0;
  let baseUrl = "";

  function issueToken(query: Record<string, string>, authorization: string | undefined): [number, Json] {
    tokenRequests += 1;
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
    if (authorization !== expected) {
      return [400, { reason: "Invalid client_id or client_secret", error: "invalid_client" }];
    }
    if (query.grant_type !== "account_credentials") {
      return [400, { reason: "Unsupported grant type", error: "unsupported_grant_type" }];
    }
    if (query.account_id !== accountId)
      return [400, { reason: "Invalid account_id", error: "invalid_request" }];
    const accessToken = `eyJ.${token(24)}`;
    tokens.set(accessToken, Date.now() + fake.tokenLifetimeSeconds * 1000);
    return [
      200,
      {
        access_token: accessToken,
        token_type: "bearer",
        expires_in: fake.tokenLifetimeSeconds,
        scope: "meeting:write:meeting:admin meeting:read:meeting:admin meeting:delete:meeting:admin",
        api_url: baseUrl,
      },
    ];
  }

  function meetingFields(body: unknown, partial: boolean): Json {
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new ZoomApiError(400, { code: 300, message: "Request Body should be a valid JSON object." });
    }
    const fields = body as Json;
    const required = (name: string) => !partial && fields[name] === undefined;
    if (
      required("topic") ||
      (fields.topic !== undefined && (typeof fields.topic !== "string" || fields.topic.length > 200))
    )
      throw validation("topic");
    if (!partial && fields.type !== 2) throw validation("type");
    if (
      required("start_time") ||
      (fields.start_time !== undefined &&
        (typeof fields.start_time !== "string" ||
          !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(fields.start_time)))
    )
      throw validation("start_time");
    if (
      required("duration") ||
      (fields.duration !== undefined && (!Number.isInteger(fields.duration) || Number(fields.duration) < 1))
    )
      throw validation("duration");
    if (fields.timezone !== undefined && typeof fields.timezone !== "string") throw validation("timezone");
    if (fields.agenda !== undefined && (typeof fields.agenda !== "string" || fields.agenda.length > 2000))
      throw validation("agenda");
    return fields;
  }

  function meetingOf(id: string): FakeZoomMeeting {
    const meeting = meetings.get(id);
    if (!meeting) throw noMeeting(id);
    return meeting;
  }

  /** Carries out one API request: [status, body]. */
  function handleApi(method: string, path: string, body: unknown): [number, Json | undefined] {
    if (method === "POST" && path === "/v2/users/me/meetings") {
      const fields = meetingFields(body, false);
      let id: number;
      do id = randomInt(80_000_000_000, 99_999_999_999);
      while (meetings.has(String(id)));
      const password = token(6);
      const meeting: FakeZoomMeeting = {
        uuid: `${token(16)}==`,
        id,
        host_id: "z8yAAAAA8bbbQ",
        host_email: "host@ailabs.example",
        topic: fields.topic,
        type: 2,
        status: "waiting",
        start_time: fields.start_time,
        duration: fields.duration,
        timezone: fields.timezone ?? "America/Los_Angeles",
        agenda: fields.agenda ?? "",
        created_at: new Date().toISOString().replace(/\.\d{3}Z$/, "Z"),
        start_url: `${baseUrl}/s/${id}?zak=${token(24)}`,
        join_url: `${baseUrl}/j/${id}?pwd=${password}`,
        password,
        settings: { join_before_host: false, ...((fields.settings as Json | undefined) ?? {}) },
      };
      meetings.set(String(id), meeting);
      return [201, meeting];
    }
    const match = /^\/v2\/meetings\/([^/]+)$/.exec(path);
    if (match?.[1]) {
      const id = decodeURIComponent(match[1]);
      if (method === "GET") {
        // Zoom hands out a fresh start_url (new ZAK) on every read.
        const meeting = meetingOf(id);
        meeting.start_url = `${baseUrl}/s/${id}?zak=${token(24)}`;
        return [200, meeting];
      }
      if (method === "PATCH") {
        const meeting = meetingOf(id);
        const fields = meetingFields(body, true);
        for (const name of ["topic", "start_time", "duration", "timezone", "agenda"]) {
          if (fields[name] !== undefined) meeting[name] = fields[name];
        }
        return [204, undefined];
      }
      if (method === "DELETE") {
        meetingOf(id);
        meetings.delete(id);
        return [204, undefined];
      }
    }
    throw new ZoomApiError(404, { code: 404, message: "Not Found" });
  }

  function takeScripted(target: FakeZoomTarget): Scripted | undefined {
    const index = scripted.findIndex((entry) => entry.target === target);
    return index < 0 ? undefined : scripted.splice(index, 1)[0];
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      raw += chunk;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", baseUrl);
      const method = req.method ?? "GET";
      const query = Object.fromEntries(url.searchParams);
      const authorization = req.headers.authorization;
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      requests.push({ method, path: url.pathname, query, authorization, body });
      const send = (status: number, payload: Json | undefined, headers: Record<string, string> = {}) => {
        if (payload === undefined) {
          res.writeHead(status, headers);
          res.end();
          return;
        }
        res.writeHead(status, { "content-type": "application/json;charset=UTF-8", ...headers });
        res.end(JSON.stringify(payload));
      };
      const isToken = method === "POST" && url.pathname === "/oauth/token";
      const target: FakeZoomTarget = isToken ? "token" : "api";
      const carryOut = (): [number, Json | undefined] => {
        if (isToken) return issueToken(query, authorization);
        const bearer = authorization?.startsWith("Bearer ") ? authorization.slice(7) : undefined;
        const expiresAt = bearer ? tokens.get(bearer) : undefined;
        if (expiresAt === undefined || expiresAt <= Date.now()) {
          return [401, { code: 124, message: "Invalid access token." }];
        }
        try {
          return handleApi(method, url.pathname, body);
        } catch (error) {
          if (error instanceof ZoomApiError) return [error.status, error.body];
          return [500, { code: 500, message: String(error) }];
        }
      };

      const script = takeScripted(target);
      if (script?.kind === "hang") {
        if (script.afterWork) carryOut();
        hanging.add(res);
        return;
      }
      if (script?.kind === "answer") {
        const retryAfter: Record<string, string> = script.retryAfter
          ? { "retry-after": script.retryAfter }
          : {};
        const defaultBody =
          script.status === 429
            ? {
                code: 429,
                message: "You have reached the maximum per-second rate limit for this API. Try again later.",
              }
            : { code: script.status, message: "Internal Error" };
        return send(script.status, script.body ?? defaultBody, retryAfter);
      }
      const [status, payload] = carryOut();
      return send(status, payload);
    });
  });

  function signed(
    body: Json | string,
    { timestampSeconds = nowSeconds(), secret = webhookSecret } = {},
  ): SignedZoomWebhook {
    const rawBody = typeof body === "string" ? body : JSON.stringify(body);
    let event: Json = {};
    try {
      event = JSON.parse(rawBody) as Json;
    } catch {
      event = {};
    }
    return {
      rawBody,
      headers: {
        "content-type": "application/json; charset=utf-8",
        "x-zm-request-timestamp": String(timestampSeconds),
        "x-zm-signature": signZoomWebhook(secret, rawBody, timestampSeconds),
      },
      event,
    };
  }

  function meetingObject(meetingId: string, meetingUuid?: string): Json {
    const meeting = meetings.get(meetingId);
    return {
      id: meetingId,
      uuid: meetingUuid ?? meeting?.uuid ?? `${token(16)}==`,
      host_id: "z8yAAAAA8bbbQ",
      topic: meeting?.topic ?? "Live class",
      type: 2,
      start_time: meeting?.start_time ?? new Date().toISOString().replace(/\.\d{3}Z$/, "Z"),
      timezone: meeting?.timezone ?? "UTC",
      duration: meeting?.duration ?? 60,
    };
  }

  function participantEvent(
    event: "meeting.participant_joined" | "meeting.participant_left",
    meetingId: string,
    participant: ParticipantFields,
    { eventTs = Date.now(), meetingUuid, timestampSeconds }: EventOptions,
  ): SignedZoomWebhook {
    const at = new Date(eventTs).toISOString().replace(/\.\d{3}Z$/, "Z");
    const joined = event === "meeting.participant_joined";
    return signed(
      {
        event,
        event_ts: eventTs,
        payload: {
          account_id: accountId,
          object: {
            ...meetingObject(meetingId, meetingUuid),
            participant: {
              user_id: "16778240",
              user_name: "Ada Lovelace",
              id: "iOiSIBtSRgOPyy7zzU7vWg",
              participant_uuid: "55555AAAiAAAAAiAiAiiAii",
              email: "ada@example.com",
              participant_user_id: "rstuvwxyza789-cde",
              ...(joined
                ? { join_time: at }
                : { join_time: at, leave_time: at, leave_reason: "left the meeting" }),
              ...participant,
            },
          },
        },
      },
      { timestampSeconds },
    );
  }

  const fake: FakeZoom = {
    url: "",
    accountId,
    clientId,
    clientSecret,
    webhookSecret,
    env: {
      ZOOM_ACCOUNT_ID: accountId,
      ZOOM_CLIENT_ID: clientId,
      ZOOM_CLIENT_SECRET: clientSecret,
      ZOOM_WEBHOOK_SECRET: webhookSecret,
      ZOOM_API_BASE: "",
      ZOOM_OAUTH_BASE: "",
    },
    requests,
    tokenRequests: () => tokenRequests,
    meetings,
    tokenLifetimeSeconds: 3599,
    answerNext(count, answer, target = "api") {
      for (let i = 0; i < count; i += 1) scripted.push({ target, kind: "answer", ...answer });
    },
    hangNext(count, { afterWork = false, target = "api" } = {}) {
      for (let i = 0; i < count; i += 1) scripted.push({ target, kind: "hang", afterWork });
    },
    revokeTokens() {
      tokens.clear();
    },
    reset() {
      scripted.length = 0;
      fake.tokenLifetimeSeconds = 3599;
    },
    webhook: (body, options) => signed(body, options),
    urlValidation: (plainToken = token(16)) =>
      signed({ payload: { plainToken }, event_ts: Date.now(), event: "endpoint.url_validation" }),
    participantJoined: (meetingId, participant = {}, options = {}) =>
      participantEvent("meeting.participant_joined", meetingId, participant, options),
    participantLeft: (meetingId, participant = {}, options = {}) =>
      participantEvent("meeting.participant_left", meetingId, participant, options),
    recordingCompleted(
      meetingId,
      { eventTs = Date.now(), meetingUuid, timestampSeconds, password = "8ZkA!3xq", files, shareUrl } = {},
    ) {
      const object = meetingObject(meetingId, meetingUuid);
      const start = String(object.start_time);
      const file = (fileType: string, recordingType: string, extension: string): Json => ({
        id: token(12),
        meeting_id: object.uuid,
        recording_start: start,
        recording_end: start,
        file_type: fileType,
        file_extension: extension,
        file_size: 246_560,
        play_url: `${baseUrl}/rec/play/${token(24)}`,
        download_url: `${baseUrl}/rec/download/${token(24)}`,
        status: "completed",
        recording_type: recordingType,
      });
      return signed(
        {
          event: "recording.completed",
          event_ts: eventTs,
          payload: {
            account_id: accountId,
            object: {
              ...object,
              // recording.completed sends the meeting id as a number.
              id: Number(meetingId),
              account_id: accountId,
              host_email: "host@ailabs.example",
              total_size: 529_030,
              recording_count: 2,
              share_url: shareUrl === undefined ? `${baseUrl}/rec/share/${token(24)}` : shareUrl,
              password,
              recording_play_passcode: token(24),
              recording_files: files ?? [
                file("M4A", "audio_only", "M4A"),
                file("MP4", "shared_screen_with_speaker_view", "MP4"),
              ],
            },
          },
          download_token: token(32),
        },
        { timestampSeconds },
      );
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = baseUrl;
  fake.env.ZOOM_API_BASE = baseUrl;
  fake.env.ZOOM_OAUTH_BASE = baseUrl;
  return fake;
}
