// @vitest-environment node
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeZoom, type SignedZoomWebhook, startFakeZoom } from "../../../tests/support/fake-zoom.ts";
import { MeetingWebhookSignatureError } from "./meeting-provider.ts";
import { parseZoomEvent, readZoomWebhook, verifyZoomSignature, type ZoomWebhook } from "./zoom-webhook.ts";

let fake: FakeZoom;

beforeAll(async () => {
  fake = await startFakeZoom();
});
afterAll(async () => {
  await fake.close();
});

const read = (webhook: Pick<SignedZoomWebhook, "rawBody" | "headers">, now = new Date()): ZoomWebhook =>
  readZoomWebhook({
    secret: fake.webhookSecret,
    rawBody: Buffer.from(webhook.rawBody),
    headers: webhook.headers,
    now,
  });

function refusal(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected the webhook to be refused");
}

describe("Zoom webhook: signature", () => {
  it("accepts Zoom's signature of the exact bytes, as a Buffer or a string", () => {
    const webhook = fake.participantJoined("81234567890");
    expect(read(webhook).kind).toBe("participant_joined");
    expect(
      readZoomWebhook({
        secret: fake.webhookSecret,
        rawBody: webhook.rawBody,
        headers: webhook.headers,
        now: new Date(),
      }).kind,
    ).toBe("participant_joined");
  });

  it("refuses a signature made with another secret", () => {
    const webhook = fake.webhook(fake.participantJoined("81234567890").event, { secret: "someone-else" });
    const error = refusal(() => read(webhook));
    expect(error).toBeInstanceOf(MeetingWebhookSignatureError);
    expect(error.message).toBe("x-zm-signature does not match");
  });

  it("refuses a body changed after signing (one byte)", () => {
    const webhook = fake.participantJoined("81234567890");
    const tampered = webhook.rawBody.replace("81234567890", "81234567891");
    expect(refusal(() => read({ ...webhook, rawBody: tampered }))).toBeInstanceOf(
      MeetingWebhookSignatureError,
    );
  });

  it("refuses a timestamp more than 5 minutes away on either side, and takes one within", () => {
    const now = new Date();
    const at = (offsetSeconds: number) =>
      fake.participantJoined(
        "81234567890",
        {},
        { timestampSeconds: Math.floor(now.getTime() / 1000) + offsetSeconds },
      );

    const stale = refusal(() => read(at(-301), now));
    expect(stale).toBeInstanceOf(MeetingWebhookSignatureError);
    expect(stale.message).toBe("x-zm-request-timestamp outside the tolerance");
    expect(refusal(() => read(at(301), now))).toBeInstanceOf(MeetingWebhookSignatureError);
    expect(read(at(-299), now).kind).toBe("participant_joined");
    expect(read(at(299), now).kind).toBe("participant_joined");
  });

  it("the signed timestamp is the header's: a fresh header on an old signature does not match", () => {
    const now = new Date();
    const old = fake.participantJoined(
      "81234567890",
      {},
      { timestampSeconds: Math.floor(now.getTime() / 1000) - 600 },
    );
    const replay = {
      ...old,
      headers: { ...old.headers, "x-zm-request-timestamp": String(Math.floor(now.getTime() / 1000)) },
    };
    expect(refusal(() => read(replay, now)).message).toBe("x-zm-signature does not match");
  });

  it("refuses missing or malformed headers", () => {
    const webhook = fake.participantJoined("81234567890");
    const { "x-zm-signature": _signature, ...withoutSignature } = webhook.headers;
    const { "x-zm-request-timestamp": _timestamp, ...withoutTimestamp } = webhook.headers;
    const cases: [Record<string, string>, string][] = [
      [withoutSignature, "missing x-zm-signature header"],
      [withoutTimestamp, "missing or malformed x-zm-request-timestamp header"],
      [
        { ...webhook.headers, "x-zm-request-timestamp": "soon" },
        "missing or malformed x-zm-request-timestamp header",
      ],
      [
        { ...webhook.headers, "x-zm-signature": webhook.headers["x-zm-signature"].replace("v0=", "v1=") },
        "malformed x-zm-signature header",
      ],
      [{ ...webhook.headers, "x-zm-signature": "v0=abc" }, "malformed x-zm-signature header"],
    ];
    for (const [headers, message] of cases) {
      const error = refusal(() =>
        read({ rawBody: webhook.rawBody, headers: headers as SignedZoomWebhook["headers"] }),
      );
      expect(error).toBeInstanceOf(MeetingWebhookSignatureError);
      expect(error.message).toBe(message);
    }
  });

  it("takes the first value of a repeated header", () => {
    const webhook = fake.participantJoined("81234567890");
    expect(() =>
      verifyZoomSignature({
        secret: fake.webhookSecret,
        rawBody: webhook.rawBody,
        headers: {
          "x-zm-signature": [webhook.headers["x-zm-signature"], "v0=00"],
          "x-zm-request-timestamp": [webhook.headers["x-zm-request-timestamp"]],
        },
        now: new Date(),
      }),
    ).not.toThrow();
  });
});

describe("Zoom webhook: URL validation", () => {
  it("answers the challenge with hex HMAC-SHA256 of the plainToken under the webhook secret", () => {
    const result = read(fake.urlValidation("qgg8vlvZRS6UYooatFL8Aw"));
    expect(result).toEqual({
      kind: "url_validation",
      answer: {
        plainToken: "qgg8vlvZRS6UYooatFL8Aw",
        encryptedToken: createHmac("sha256", fake.webhookSecret)
          .update("qgg8vlvZRS6UYooatFL8Aw")
          .digest("hex"),
      },
    });
  });

  it("answers only a signed challenge: an unsigned one is refused", () => {
    const challenge = fake.urlValidation();
    const error = refusal(() =>
      read({ rawBody: challenge.rawBody, headers: { "content-type": "application/json" } as never }),
    );
    expect(error).toBeInstanceOf(MeetingWebhookSignatureError);
  });

  it("does not sign a token shaped like a signed message (no colons), nor an empty one", () => {
    const timestamp = Math.floor(Date.now() / 1000);
    for (const plainToken of [`v0:${timestamp}:{"event":"recording.completed"}`, ""]) {
      const result = read(
        fake.webhook({ event: "endpoint.url_validation", event_ts: Date.now(), payload: { plainToken } }),
      );
      expect(result).toMatchObject({ kind: "ignored", event: "endpoint.url_validation" });
    }
  });
});

describe("Zoom webhook: events", () => {
  it("participant_joined: meeting, participant and join time, with a key that is the same on redelivery", () => {
    const webhook = fake.participantJoined(
      "81234567890",
      { email: "grace@example.com", user_name: "Grace Hopper", join_time: "2027-01-11T14:31:07Z" },
      { meetingUuid: "4444AAAiAAAAAiAiAiiAii==", eventTs: 1_799_678_267_000 },
    );
    const event = read(webhook);
    expect(event).toEqual({
      kind: "participant_joined",
      eventKey:
        "meeting.participant_joined:4444AAAiAAAAAiAiAiiAii==:55555AAAiAAAAAiAiAiiAii:2027-01-11T14:31:07.000Z",
      sentAt: new Date(1_799_678_267_000),
      meetingId: "81234567890",
      meetingUuid: "4444AAAiAAAAAiAiAiiAii==",
      participant: {
        email: "grace@example.com",
        userName: "Grace Hopper",
        zoomUserId: "iOiSIBtSRgOPyy7zzU7vWg",
        participantId: "16778240",
        participantUserId: "rstuvwxyza789-cde",
        participantUuid: "55555AAAiAAAAAiAiAiiAii",
      },
      at: new Date("2027-01-11T14:31:07Z"),
    });

    // Zoom retries the same fact, restamped: same key. Someone else, or the same person later: another key.
    const again = fake.participantJoined(
      "81234567890",
      { email: "grace@example.com", join_time: "2027-01-11T14:31:07Z" },
      { meetingUuid: "4444AAAiAAAAAiAiAiiAii==", eventTs: 1_799_678_290_000 },
    );
    const other = fake.participantJoined(
      "81234567890",
      { participant_uuid: "66666BBB", join_time: "2027-01-11T14:31:07Z" },
      { meetingUuid: "4444AAAiAAAAAiAiAiiAii==" },
    );
    const later = fake.participantJoined(
      "81234567890",
      { join_time: "2027-01-11T15:02:00Z" },
      { meetingUuid: "4444AAAiAAAAAiAiAiiAii==" },
    );
    const key = (w: SignedZoomWebhook) => (read(w) as { eventKey: string }).eventKey;
    expect(key(again)).toBe((event as { eventKey: string }).eventKey);
    expect(new Set([key(webhook), key(other), key(later)]).size).toBe(3);
  });

  it("participant_left: the leave time; a guest without email or Zoom ids still reads", () => {
    const webhook = fake.participantLeft(
      "81234567890",
      {
        join_time: "2027-01-11T14:31:07Z",
        leave_time: "2027-01-11T15:58:40Z",
        email: "",
        id: "",
        participant_user_id: "",
        participant_uuid: "",
        user_id: "16778241",
        user_name: "Guest 12",
      },
      { meetingUuid: "4444AAAiAAAAAiAiAiiAii==" },
    );
    const event = read(webhook);
    expect(event).toMatchObject({
      kind: "participant_left",
      meetingId: "81234567890",
      at: new Date("2027-01-11T15:58:40Z"),
      participant: {
        email: null,
        userName: "Guest 12",
        zoomUserId: null,
        participantId: "16778241",
        participantUserId: null,
        participantUuid: null,
      },
    });
    expect((event as { eventKey: string }).eventKey).toBe(
      "meeting.participant_left:4444AAAiAAAAAiAiAiiAii==:16778241:2027-01-11T15:58:40.000Z",
    );
  });

  it("recording.completed: the share link, the first MP4's player link and the password", () => {
    const webhook = fake.recordingCompleted("81234567890", { meetingUuid: "4444AAAiAAAAAiAiAiiAii==" });
    const object = (webhook.event.payload as { object: Record<string, unknown> }).object;
    const files = object.recording_files as { file_type: string; play_url: string }[];
    expect(files[0]?.file_type).toBe("M4A");

    expect(read(webhook)).toEqual({
      kind: "recording_completed",
      eventKey: "recording.completed:4444AAAiAAAAAiAiAiiAii==",
      sentAt: new Date(webhook.event.event_ts as number),
      meetingId: "81234567890",
      meetingUuid: "4444AAAiAAAAAiAiAiiAii==",
      shareUrl: object.share_url,
      playUrl: files.find((file) => file.file_type === "MP4")?.play_url,
      password: "8ZkA!3xq",
    });
  });

  it("recording.completed without a share link still gives the MP4; with neither it is ignored", () => {
    const mp4Only = read(fake.recordingCompleted("81234567890", { shareUrl: null }));
    expect(mp4Only).toMatchObject({
      kind: "recording_completed",
      shareUrl: null,
      playUrl: expect.stringContaining("/rec/play/"),
    });

    const audioOnly = read(
      fake.recordingCompleted("81234567890", {
        shareUrl: null,
        files: [{ file_type: "M4A", play_url: "https://zoom.us/rec/play/a", status: "completed" }],
      }),
    );
    expect(audioOnly).toEqual({
      kind: "ignored",
      event: "recording.completed",
      reason: "recording without a shared or MP4 link",
    });
  });

  it("an event we do not use is ignored", () => {
    const result = read(
      fake.webhook({
        event: "meeting.started",
        event_ts: Date.now(),
        payload: { account_id: "a", object: { id: "1" } },
      }),
    );
    expect(result).toEqual({ kind: "ignored", event: "meeting.started", reason: "event not used" });
  });

  it("a correctly signed body that is not JSON, or not an event, is ignored rather than thrown", () => {
    expect(read(fake.webhook("{not json"))).toEqual({
      kind: "ignored",
      event: "",
      reason: "body is not JSON",
    });
    expect(read(fake.webhook("null")).kind).toBe("ignored");
    expect(read(fake.webhook("[1,2]")).kind).toBe("ignored");
    expect(read(fake.webhook({ event: "meeting.participant_joined" })).kind).toBe("ignored");
    expect(
      read(
        fake.webhook({
          event: "meeting.participant_joined",
          event_ts: Date.now(),
          payload: { object: { id: "81234567890", participant: "someone" } },
        }),
      ),
    ).toMatchObject({ kind: "ignored", event: "meeting.participant_joined" });
  });

  it("parseZoomEvent never throws, whatever it is given", () => {
    for (const value of [
      undefined,
      null,
      0,
      "x",
      [],
      {},
      { event: 5 },
      { event: "recording.completed", event_ts: -1 },
    ]) {
      expect(parseZoomEvent(value).kind).toBe("ignored");
    }
  });
});
