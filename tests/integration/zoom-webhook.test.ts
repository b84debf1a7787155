import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { enrollments } from "#server/db/schema/enrollments.ts";
import { liveSessions, meetingWebhookEvents, sessionAttendance } from "#server/db/schema/live-classes.ts";
import { createAccount, type TestAccount } from "../support/accounts.ts";
import { createBatch } from "../support/batches.ts";
import { type FakeZoom, type SignedZoomWebhook, startFakeZoom } from "../support/fake-zoom.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

// Zoom's webhook (issue 15) through the app, with Zoom switched on (the ZOOM_* values of the local fake):
// the URL validation challenge, signatures (401 and nothing changed), attendance from participant events
// matched to a student of the session's batch by email in any case, a manual correction that wins, the
// recording link, duplicate deliveries that change nothing twice, and events about meetings or people we
// do not know (200, nothing changed). No anti-forgery token is sent: Zoom has none.

const path = liveClassesApi.zoomWebhook.path;
let t: TestApp;
let zoom: FakeZoom;
let courseId: string;
let meetingCounter = 0;

beforeAll(async () => {
  zoom = await startFakeZoom();
  t = await createTestApp(zoom.env);
  const [course] = await t.database.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, "ai-engineers"));
  courseId = course!.id;
});

afterAll(async () => {
  await t?.close();
  await zoom?.close();
});

function deliver(webhook: SignedZoomWebhook) {
  return t.app.inject({ method: "POST", url: path, payload: webhook.rawBody, headers: webhook.headers });
}

type Setup = {
  sessionId: string;
  meetingId: string;
  meetingUuid: string;
  student: TestAccount;
  classmate: TestAccount;
  outsider: TestAccount;
};

/** A session with its own Zoom meeting, a student and a classmate in its batch, a student of another batch. */
async function setup(): Promise<Setup> {
  const { db } = t.database;
  meetingCounter += 1;
  const meetingId = String(85_000_000_000 + meetingCounter);
  const batchId = await createBatch(db, courseId, "2031-01-05");
  const otherBatch = await createBatch(db, courseId, "2031-01-05");
  const student = await createAccount(db, { name: "Ada Lovelace" });
  const classmate = await createAccount(db, { name: "Grace Hopper" });
  const outsider = await createAccount(db, { name: "Other Batch" });
  await db.insert(enrollments).values([
    { userId: student.id, courseId, batchId },
    { userId: classmate.id, courseId, batchId },
    { userId: outsider.id, courseId, batchId: otherBatch },
  ]);
  const [session] = await db
    .insert(liveSessions)
    .values({
      batchId,
      topic: "RAG evals",
      startsAt: new Date(Date.now() - 10 * 60_000),
      durationMinutes: 90,
      timeZone: "UTC",
      provider: "zoom",
      providerMeetingId: meetingId,
      meetingUrl: `${zoom.url}/j/${meetingId}`,
    })
    .returning({ id: liveSessions.id });
  return {
    sessionId: session!.id,
    meetingId,
    meetingUuid: `uuid-${meetingCounter}==`,
    student,
    classmate,
    outsider,
  };
}

async function attendance(sessionId: string) {
  return t.database.db
    .select({
      userId: sessionAttendance.userId,
      source: sessionAttendance.source,
      present: sessionAttendance.present,
      firstJoinedAt: sessionAttendance.firstJoinedAt,
      lastLeftAt: sessionAttendance.lastLeftAt,
      updatedAt: sessionAttendance.updatedAt,
    })
    .from(sessionAttendance)
    .where(eq(sessionAttendance.sessionId, sessionId))
    .orderBy(sessionAttendance.userId);
}

async function storedEvents(): Promise<number> {
  return (await t.database.db.select().from(meetingWebhookEvents)).length;
}

const joinedAt = Date.UTC(2031, 0, 5, 18, 2, 0);

describe("POST /api/webhooks/zoom", () => {
  it("answers Zoom's URL validation challenge with the HMAC of the plain token", async () => {
    const response = await deliver(zoom.urlValidation("qgg8vlvZRS6UYooatFL8Aw"));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      plainToken: "qgg8vlvZRS6UYooatFL8Aw",
      encryptedToken: createHmac("sha256", zoom.webhookSecret).update("qgg8vlvZRS6UYooatFL8Aw").digest("hex"),
    });
  });

  it("refuses a wrong or stale signature with 401 and changes nothing", async () => {
    const s = await setup();
    const before = await storedEvents();
    const genuine = zoom.participantJoined(
      s.meetingId,
      { email: s.student.email },
      { eventTs: joinedAt, meetingUuid: s.meetingUuid },
    );
    const forged = zoom.webhook(genuine.rawBody, { secret: "not-the-secret" });
    const stale = zoom.webhook(genuine.rawBody, { timestampSeconds: Math.floor(Date.now() / 1000) - 6 * 60 });
    const tampered = { ...genuine, rawBody: genuine.rawBody.replace("Ada Lovelace", "Eve") };
    const unsigned = { ...genuine, headers: { "content-type": "application/json" } } as SignedZoomWebhook;
    for (const webhook of [forged, stale, tampered, unsigned]) {
      const response = await deliver(webhook);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: "The webhook signature is not valid.",
        errors: [{ message: "The webhook signature is not valid." }],
      });
    }
    expect(await attendance(s.sessionId)).toEqual([]);
    expect(await storedEvents()).toBe(before);
  });

  it("records a student's join (email in any case) and leave, once however often Zoom delivers them", async () => {
    const s = await setup();
    const joined = zoom.participantJoined(
      s.meetingId,
      { email: s.student.email.toUpperCase(), participant_uuid: "p-1" },
      { eventTs: joinedAt, meetingUuid: s.meetingUuid },
    );
    const first = await deliver(joined);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: "applied" });
    const [row] = await attendance(s.sessionId);
    expect(row).toMatchObject({
      userId: s.student.id,
      source: "zoom",
      present: true,
      firstJoinedAt: new Date(joinedAt),
      lastLeftAt: null,
    });

    // Zoom retries: the same event, signed again later. Nothing changes a second time.
    const again = await deliver(zoom.webhook(joined.rawBody));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await attendance(s.sessionId)).toEqual([row]);

    const leftAt = joinedAt + 50 * 60_000;
    const left = zoom.participantLeft(
      s.meetingId,
      { email: s.student.email, participant_uuid: "p-1" },
      { eventTs: leftAt, meetingUuid: s.meetingUuid },
    );
    expect((await deliver(left)).json()).toEqual({ received: true, outcome: "applied" });
    expect((await deliver(left)).json()).toEqual({ received: true, outcome: "duplicate" });
    const [afterLeave] = await attendance(s.sessionId);
    expect(afterLeave).toMatchObject({
      source: "zoom",
      present: true,
      firstJoinedAt: new Date(joinedAt),
      lastLeftAt: new Date(leftAt),
    });

    // A second join later (a dropped connection): the first join is kept.
    const rejoin = zoom.participantJoined(
      s.meetingId,
      { email: s.student.email, participant_uuid: "p-2" },
      { eventTs: joinedAt + 55 * 60_000, meetingUuid: s.meetingUuid },
    );
    expect((await deliver(rejoin)).json()).toEqual({ received: true, outcome: "applied" });
    const [afterRejoin] = await attendance(s.sessionId);
    expect(afterRejoin!.firstJoinedAt).toEqual(new Date(joinedAt));
  });

  it("keeps a manual correction: a staff member's absent stays absent", async () => {
    const s = await setup();
    const correctedAt = new Date("2031-01-05T19:00:00Z");
    await t.database.db.insert(sessionAttendance).values({
      sessionId: s.sessionId,
      userId: s.classmate.id,
      source: "manual",
      present: false,
      updatedAt: correctedAt,
    });
    const joined = zoom.participantJoined(
      s.meetingId,
      { email: s.classmate.email },
      { eventTs: joinedAt, meetingUuid: s.meetingUuid },
    );
    const response = await deliver(joined);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: "manual_kept" });
    const left = zoom.participantLeft(
      s.meetingId,
      { email: s.classmate.email },
      { eventTs: joinedAt + 60_000, meetingUuid: s.meetingUuid },
    );
    expect((await deliver(left)).json()).toEqual({ received: true, outcome: "manual_kept" });
    expect(await attendance(s.sessionId)).toEqual([
      {
        userId: s.classmate.id,
        source: "manual",
        present: false,
        firstJoinedAt: null,
        lastLeftAt: null,
        updatedAt: correctedAt,
      },
    ]);
  });

  it("answers 200 and changes nothing for an unknown meeting or a person who is not a student of the batch", async () => {
    const s = await setup();
    const instructor = await createAccount(t.database.db, { role: "instructor" });
    const before = await storedEvents();
    const cases: [SignedZoomWebhook, string][] = [
      [zoom.participantJoined("99999999999", { email: s.student.email }), "unknown_meeting"],
      [zoom.recordingCompleted("99999999999"), "unknown_meeting"],
      [zoom.participantJoined(s.meetingId, { email: s.outsider.email }), "unknown_person"],
      [zoom.participantJoined(s.meetingId, { email: instructor.email }), "unknown_person"],
      [zoom.participantJoined(s.meetingId, { email: "" }), "unknown_person"],
      [zoom.webhook({ event: "meeting.started", event_ts: Date.now(), payload: { object: {} } }), "ignored"],
      [zoom.webhook("not json at all"), "ignored"],
    ];
    for (const [webhook, outcome] of cases) {
      const response = await deliver(webhook);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true, outcome });
    }
    expect(await attendance(s.sessionId)).toEqual([]);
    expect(await storedEvents()).toBe(before);
  });

  it("stores the recording's shared link (else the MP4's), and a redelivery changes nothing", async () => {
    const s = await setup();
    const recording = zoom.recordingCompleted(s.meetingId, { meetingUuid: s.meetingUuid });
    const shareUrl = (recording.event.payload as { object: { share_url: string } }).object.share_url;
    expect((await deliver(recording)).json()).toEqual({ received: true, outcome: "applied" });
    const readRecording = async (id: string) =>
      (
        await t.database.db
          .select({ url: liveSessions.recordingUrl })
          .from(liveSessions)
          .where(eq(liveSessions.id, id))
      )[0]!.url;
    expect(await readRecording(s.sessionId)).toBe(shareUrl);

    // An admin pastes another link; Zoom's redelivery of the same recording leaves it alone.
    await t.database.db
      .update(liveSessions)
      .set({ recordingUrl: "https://videos.example/edited" })
      .where(eq(liveSessions.id, s.sessionId));
    expect((await deliver(zoom.webhook(recording.rawBody))).json()).toEqual({
      received: true,
      outcome: "duplicate",
    });
    expect(await readRecording(s.sessionId)).toBe("https://videos.example/edited");

    const other = await setup();
    const withoutShare = zoom.recordingCompleted(other.meetingId, {
      meetingUuid: other.meetingUuid,
      shareUrl: null,
    });
    const files = (
      withoutShare.event.payload as { object: { recording_files: { file_type: string; play_url: string }[] } }
    ).object.recording_files;
    expect((await deliver(withoutShare)).json()).toEqual({ received: true, outcome: "applied" });
    expect(await readRecording(other.sessionId)).toBe(files.find((f) => f.file_type === "MP4")!.play_url);
  });
});

describe("with manual meeting links", () => {
  it("serves no Zoom webhook (404)", async () => {
    const manual = await createTestApp();
    try {
      const webhook = zoom.urlValidation();
      const response = await manual.app.inject({
        method: "POST",
        url: path,
        payload: webhook.rawBody,
        headers: webhook.headers,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await manual.close();
    }
  });
});
