import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import type { LiveSession } from "#contracts/live-classes.ts";
import { liveClassMessages } from "#contracts/live-classes-text.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { liveSessions } from "#server/db/schema/live-classes.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { createBatch } from "../support/batches.ts";
import { type FakeZoom, startFakeZoom } from "../support/fake-zoom.ts";
import { createTestApp, type TestApp, type Visitor } from "../support/test-app.ts";

// Live sessions with Zoom as the provider (issue 15, decision 0034), through the app against the local Zoom
// fake: a session made without a pasted link gets a Zoom meeting first; moving and cancelling it move and
// delete the meeting first; when Zoom fails, the answer says so and nothing is stored or changed.

let t: TestApp;
let zoom: FakeZoom;
let admin: Visitor;
let batchId: string;

/** A date far enough ahead that every start here is in the future. */
const day = (offset: number) => `2031-03-${String(10 + offset).padStart(2, "0")}`;

async function create(topic: string, extra: Record<string, unknown> = {}) {
  return call(t.app, admin, "POST", endpointUrl(liveClassesApi.create), {
    batchId,
    topic,
    date: day(0),
    startTime: "19:00",
    durationMinutes: 60,
    ...extra,
  });
}

beforeAll(async () => {
  zoom = await startFakeZoom();
  t = await createTestApp(zoom.env);
  const [course] = await t.database.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, "ai-engineers"));
  batchId = await createBatch(t.database.db, course!.id, "2031-03-01");
  admin = await signedIn(t.app, await createAccount(t.database.db, { role: "admin" }));
});

afterAll(async () => {
  await t?.close();
  await zoom?.close();
});

beforeEach(() => zoom.reset());

describe("live sessions on Zoom", () => {
  it("makes, moves and deletes the Zoom meeting with the session", async () => {
    const made = await create("Zoom made");
    expect(made.statusCode, made.body).toBe(201);
    const session = made.json<LiveSession>();
    expect(session.provider).toBe("zoom");
    const [row] = await t.database.db.select().from(liveSessions).where(eq(liveSessions.id, session.id));
    const meeting = zoom.meetings.get(row!.providerMeetingId!);
    expect(meeting).toMatchObject({ topic: "Zoom made", duration: 60, timezone: "America/New_York" });
    expect(session.meetingUrl).toBe(meeting!.join_url);
    // 19:00 in New York in March 2031 (after the spring change on the 9th): 23:00Z.
    expect(meeting!.start_time).toBe(`${day(0)}T23:00:00Z`);

    const host = await call(
      t.app,
      admin,
      "GET",
      liveClassesApi.hostLink.path.replace(":sessionId", session.id),
    );
    expect(host.json<{ url: string }>().url).toContain(meeting!.start_url.split("?")[0]!);

    const moved = await call(
      t.app,
      admin,
      "POST",
      liveClassesApi.reschedule.path.replace(":sessionId", session.id),
      {
        date: day(1),
        startTime: "20:30",
        durationMinutes: 45,
      },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(zoom.meetings.get(row!.providerMeetingId!)).toMatchObject({
      // 20:30 EDT is 00:30Z the next day.
      start_time: `${day(2)}T00:30:00Z`,
      duration: 45,
    });

    const cancelled = await call(
      t.app,
      admin,
      "POST",
      liveClassesApi.cancel.path.replace(":sessionId", session.id),
      {},
    );
    expect(cancelled.statusCode).toBe(200);
    expect(zoom.meetings.has(row!.providerMeetingId!)).toBe(false);
  });

  it("keeps a pasted link instead of asking Zoom", async () => {
    const before = zoom.meetings.size;
    const made = await create("Pasted", { meetingUrl: "https://meet.jit.si/AILabs-pasted" });
    expect(made.json<LiveSession>()).toMatchObject({
      provider: "manual",
      meetingUrl: "https://meet.jit.si/AILabs-pasted",
    });
    expect(zoom.meetings.size).toBe(before);
  });

  it("stores nothing when Zoom is down, and changes nothing when moving fails", async () => {
    zoom.answerNext(1, { status: 503 }, "api");
    const refused = await create("Zoom down");
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ error: liveClassMessages.providerUnavailable });
    expect(
      await t.database.db.select().from(liveSessions).where(eq(liveSessions.topic, "Zoom down")),
    ).toHaveLength(0);

    const session = (await create("Stays put")).json<LiveSession>();
    zoom.answerNext(1, { status: 404, body: { code: 3001, message: "Meeting does not exist." } }, "api");
    const moved = await call(
      t.app,
      admin,
      "POST",
      liveClassesApi.reschedule.path.replace(":sessionId", session.id),
      {
        date: day(3),
        startTime: "10:00",
        durationMinutes: 60,
      },
    );
    expect(moved.statusCode).toBe(502);
    expect(moved.json<{ error: string }>().error).toContain("Meeting does not exist.");
    const [row] = await t.database.db.select().from(liveSessions).where(eq(liveSessions.id, session.id));
    expect(row).toMatchObject({ status: "scheduled", sequence: 0 });
    expect(row!.startsAt.toISOString()).toBe(session.startsAt);
  });
});
