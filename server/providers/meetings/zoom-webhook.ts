import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { MeetingWebhookSignatureError } from "./meeting-provider.ts";

// What Zoom posts to our webhook (https://developers.zoom.us/docs/api/webhooks/), read without side
// effects. Every request, the URL validation challenge included, carries
//   x-zm-request-timestamp: <unix seconds>
//   x-zm-signature: v0=<hex HMAC-SHA256(webhook secret, "v0:<timestamp>:<raw body>")>
// and is refused (MeetingWebhookSignatureError -> 401) unless both check out. The challenge is answered
// only after the signature: its answer is an HMAC of a string the sender chooses with our secret, which
// unauthenticated would let anyone obtain signatures.

export const zoomWebhookToleranceSeconds = 5 * 60;

type Headers = Record<string, string | string[] | undefined>;

/** An attendance fact: someone entered or left one of our meetings. */
export type ZoomParticipantEvent = {
  kind: "participant_joined" | "participant_left";
  /**
   * The same for every delivery of this fact (Zoom retries until it gets a 2xx): store it with the change
   * and skip an event whose key is already stored.
   */
  eventKey: string;
  /** When Zoom sent the event. */
  sentAt: Date;
  meetingId: string;
  /** This occurrence of the meeting (a meeting started twice has two). */
  meetingUuid: string | null;
  participant: {
    /** Empty unless the person signed in to Zoom (or registered) with an email; the best match to a student. */
    email: string | null;
    /** The name they typed or their Zoom profile's name. */
    userName: string | null;
    /** Zoom's user id when signed in to Zoom (Zoom calls it `id`). */
    zoomUserId: string | null;
    /** Zoom's id of this participant in this meeting (`user_id`). */
    participantId: string | null;
    /** Zoom's stable id of the person across meetings of the account (`participant_user_id`). */
    participantUserId: string | null;
    /** Zoom's id of this one join (`participant_uuid`). */
    participantUuid: string | null;
  };
  /** join_time for joined, leave_time for left (the event's time when Zoom left it out). */
  at: Date;
};

export type ZoomRecordingEvent = {
  kind: "recording_completed";
  eventKey: string;
  sentAt: Date;
  meetingId: string;
  meetingUuid: string | null;
  /** The page Zoom shares the whole recording on (needs the password when there is one). */
  shareUrl: string | null;
  /** The first MP4 file's player page. */
  playUrl: string | null;
  password: string | null;
};

export type ZoomIgnoredEvent = { kind: "ignored"; event: string; reason: string };

export type ZoomEvent = ZoomParticipantEvent | ZoomRecordingEvent | ZoomIgnoredEvent;

/** Zoom's URL validation challenge and the answer to send back (200, JSON). */
export type ZoomUrlValidation = {
  kind: "url_validation";
  answer: { plainToken: string; encryptedToken: string };
};

export type ZoomWebhook = ZoomUrlValidation | ZoomEvent;

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const hmacHex = (secret: string, ...parts: (string | Buffer)[]) => {
  const hmac = createHmac("sha256", secret);
  for (const part of parts) hmac.update(part);
  return hmac.digest("hex");
};

/**
 * Throws MeetingWebhookSignatureError unless x-zm-signature is Zoom's signature of exactly these bytes at
 * x-zm-request-timestamp, and that timestamp is within the tolerance of `now` (either side: a replayed old
 * request fails too).
 */
export function verifyZoomSignature(input: {
  secret: string;
  rawBody: Buffer | string;
  headers: Headers;
  now: Date;
  toleranceSeconds?: number;
}): void {
  const signature = header(input.headers, "x-zm-signature");
  const timestamp = header(input.headers, "x-zm-request-timestamp");
  if (!signature) throw new MeetingWebhookSignatureError("missing x-zm-signature header");
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) {
    throw new MeetingWebhookSignatureError("missing or malformed x-zm-request-timestamp header");
  }
  const tolerance = input.toleranceSeconds ?? zoomWebhookToleranceSeconds;
  if (Math.abs(input.now.getTime() / 1000 - Number(timestamp)) > tolerance) {
    throw new MeetingWebhookSignatureError("x-zm-request-timestamp outside the tolerance");
  }
  const match = /^v0=([0-9a-f]{64})$/i.exec(signature);
  if (!match?.[1]) throw new MeetingWebhookSignatureError("malformed x-zm-signature header");
  const expected = Buffer.from(hmacHex(input.secret, `v0:${timestamp}:`, input.rawBody), "hex");
  if (!timingSafeEqual(Buffer.from(match[1], "hex"), expected)) {
    throw new MeetingWebhookSignatureError("x-zm-signature does not match");
  }
}

/** Zoom's challenge answer: encryptedToken = hex HMAC-SHA256(webhook secret, plainToken). */
export function answerUrlValidation(secret: string, plainToken: string): ZoomUrlValidation["answer"] {
  return { plainToken, encryptedToken: hmacHex(secret, plainToken) };
}

// Zoom documents ids as strings in some events and numbers in others: both read as text.
const idText = z.union([z.string().min(1), z.number().int().nonnegative()]).transform(String);
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value ? value : null));
const optionalId = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined || value === "" ? null : String(value)));
const instant = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)))
  .transform((value) => new Date(value));

const envelope = z.object({
  event: z.string().min(1),
  /** Milliseconds since the epoch. */
  event_ts: z.number().int().nonnegative(),
  payload: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const participantObject = z.object({
  id: idText,
  uuid: optionalText,
  participant: z.object({
    email: optionalText,
    user_name: optionalText,
    id: optionalId,
    user_id: optionalId,
    participant_user_id: optionalId,
    participant_uuid: optionalId,
    join_time: instant.optional(),
    leave_time: instant.optional(),
  }),
});

const recordingObject = z.object({
  id: idText,
  uuid: optionalText,
  share_url: optionalText,
  password: optionalText,
  recording_play_passcode: optionalText,
  recording_files: z
    .array(
      z.looseObject({
        file_type: z.string().nullish(),
        play_url: optionalText,
        status: z.string().nullish(),
      }),
    )
    .nullish(),
});

const validationEvent = z.object({
  event: z.literal("endpoint.url_validation"),
  // A colon-free token can never be a signed message ("v0:<t>:<body>"): a second guard on the answer.
  payload: z.object({
    plainToken: z
      .string()
      .min(1)
      .max(512)
      .regex(/^[^:]+$/),
  }),
});

/**
 * Reads one event already known to come from Zoom into what live classes act on. Never throws: an event we
 * do not use, or one whose shape is not what Zoom documents, is `ignored` with a reason (answered 2xx, so
 * Zoom does not retry what would fail again).
 */
export function parseZoomEvent(body: unknown): ZoomEvent {
  const parsedEnvelope = envelope.safeParse(body);
  if (!parsedEnvelope.success) {
    const event =
      typeof (body as { event?: unknown })?.event === "string" ? (body as { event: string }).event : "";
    return { kind: "ignored", event, reason: "not a Zoom event" };
  }
  const { event, event_ts, payload } = parsedEnvelope.data;
  const sentAt = new Date(event_ts);

  if (event === "meeting.participant_joined" || event === "meeting.participant_left") {
    const object = participantObject.safeParse(payload.object);
    if (!object.success)
      return { kind: "ignored", event, reason: "participant event without meeting or participant" };
    const { participant } = object.data;
    const joined = event === "meeting.participant_joined";
    const at = (joined ? participant.join_time : participant.leave_time) ?? sentAt;
    const who =
      participant.participant_uuid ??
      participant.user_id ??
      participant.id ??
      participant.participant_user_id ??
      participant.email ??
      participant.user_name;
    if (!who) return { kind: "ignored", event, reason: "participant event without a participant" };
    const occurrence = object.data.uuid ?? object.data.id;
    return {
      kind: joined ? "participant_joined" : "participant_left",
      // The join or leave time, not event_ts: it is the fact itself, so a redelivery that Zoom stamped
      // anew still dedupes.
      eventKey: `${event}:${occurrence}:${who}:${at.toISOString()}`,
      sentAt,
      meetingId: object.data.id,
      meetingUuid: object.data.uuid,
      participant: {
        email: participant.email,
        userName: participant.user_name,
        zoomUserId: participant.id,
        participantId: participant.user_id,
        participantUserId: participant.participant_user_id,
        participantUuid: participant.participant_uuid,
      },
      at,
    };
  }

  if (event === "recording.completed") {
    const object = recordingObject.safeParse(payload.object);
    if (!object.success) return { kind: "ignored", event, reason: "recording event without a meeting" };
    const mp4 = (object.data.recording_files ?? []).find(
      (file) => file.file_type?.toUpperCase() === "MP4" && file.play_url,
    );
    const shareUrl = object.data.share_url;
    const playUrl = mp4?.play_url ?? null;
    if (!shareUrl && !playUrl)
      return { kind: "ignored", event, reason: "recording without a shared or MP4 link" };
    return {
      kind: "recording_completed",
      eventKey: `${event}:${object.data.uuid ?? object.data.id}`,
      sentAt,
      meetingId: object.data.id,
      meetingUuid: object.data.uuid,
      shareUrl,
      playUrl,
      password: object.data.password ?? object.data.recording_play_passcode,
    };
  }

  return { kind: "ignored", event, reason: "event not used" };
}

/**
 * The webhook route's one call: checks the signature over the exact bytes received (throws
 * MeetingWebhookSignatureError: answer 401, change nothing), then reads the body. A signed body that is not
 * JSON, or not an event we use, is `ignored` (answer 2xx); the URL validation challenge comes back as
 * `url_validation` with the answer to send.
 */
export function readZoomWebhook(input: {
  secret: string;
  rawBody: Buffer | string;
  headers: Headers;
  now: Date;
  toleranceSeconds?: number;
}): ZoomWebhook {
  verifyZoomSignature(input);
  let body: unknown;
  try {
    body = JSON.parse(typeof input.rawBody === "string" ? input.rawBody : input.rawBody.toString("utf8"));
  } catch {
    return { kind: "ignored", event: "", reason: "body is not JSON" };
  }
  if ((body as { event?: unknown } | null)?.event === "endpoint.url_validation") {
    const challenge = validationEvent.safeParse(body);
    if (!challenge.success) {
      return {
        kind: "ignored",
        event: "endpoint.url_validation",
        reason: "challenge without a usable plainToken",
      };
    }
    return {
      kind: "url_validation",
      answer: answerUrlValidation(input.secret, challenge.data.payload.plainToken),
    };
  }
  return parseZoomEvent(body);
}
