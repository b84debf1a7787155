import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { courses } from "#server/db/schema/catalog.ts";
import { liveSessions } from "#server/db/schema/live-classes.ts";
import { createMeetingSyncRepository } from "#server/modules/live-classes/meeting-sync-repository.ts";
import { createMeetingSync } from "#server/modules/live-classes/sync-meetings.ts";
import { createMeetingProvider } from "#server/providers/meetings/create-meeting-provider.ts";
import { createBatch } from "../support/batches.ts";
import { type FakeZoom, startFakeZoom } from "../support/fake-zoom.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

// "Sync now" and the provider status (issue 15) on a real database against the local Zoom fake: every
// upcoming session without a meeting gets one (topic, start, duration, zone) and its join link; a 429 is
// waited out; a timeout fails that session with a readable message and leaves its row exactly as it was,
// while the others go on; with manual links nothing happens. Each test runs its own clock, 60 days after
// the previous test's, so the sessions of earlier tests are over and no longer synced.

const publicUrl = "https://ailabs.example";
const hour = 3_600_000;
let t: TestApp;
let zoom: FakeZoom;
let batchId: string;
let era = 0;

beforeAll(async () => {
  zoom = await startFakeZoom();
  t = await createTestApp();
  const [course] = await t.database.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, "ai-engineers"));
  batchId = await createBatch(t.database.db, course!.id, "2031-01-05");
});

afterAll(async () => {
  await t?.close();
  await zoom?.close();
});

beforeEach(() => {
  zoom.reset();
});

function world(options: { zoom?: boolean } = {}) {
  era += 1;
  const clock = { now: new Date(Date.UTC(2031, 0, 1) + era * 60 * 24 * hour) };
  const waits: number[] = [];
  const meetings = createMeetingProvider(options.zoom === false ? {} : zoom.env, {
    sleep: async (ms) => {
      waits.push(ms);
    },
    timeoutMs: 300,
  });
  const sync = createMeetingSync({
    repository: createMeetingSyncRepository(t.database.db),
    meetings,
    publicUrl,
    now: () => clock.now,
  });
  return { clock, waits, sync, at: (ms: number) => new Date(clock.now.getTime() + ms) };
}

async function session(values: Partial<typeof liveSessions.$inferInsert> & { startsAt: Date }) {
  const [row] = await t.database.db
    .insert(liveSessions)
    .values({ batchId, topic: "RAG evals", durationMinutes: 90, timeZone: "Asia/Kolkata", ...values })
    .returning({ id: liveSessions.id });
  return row!.id;
}

async function rows(ids: string[]) {
  return t.database.db
    .select({
      id: liveSessions.id,
      provider: liveSessions.provider,
      providerMeetingId: liveSessions.providerMeetingId,
      meetingUrl: liveSessions.meetingUrl,
      updatedAt: liveSessions.updatedAt,
    })
    .from(liveSessions)
    .where(inArray(liveSessions.id, ids))
    .orderBy(asc(liveSessions.startsAt));
}

const creates = () => zoom.requests.filter((r) => r.method === "POST" && r.path === "/v2/users/me/meetings");

describe("meeting sync with Zoom", () => {
  it("gives every upcoming session without a meeting a Zoom meeting and its join link", async () => {
    const { sync, at, clock } = world();
    const first = await session({ startsAt: at(2 * hour), topic: "Week 1: prompts" });
    const second = await session({ startsAt: at(26 * hour), topic: "Week 1: evals", durationMinutes: 60 });
    const underWay = await session({ startsAt: at(-30 * 60_000) });
    const pasted = await session({ startsAt: at(3 * hour), meetingUrl: "https://meet.example/abc" });
    const cancelled = await session({ startsAt: at(4 * hour), status: "cancelled" });
    const over = await session({ startsAt: at(-3 * hour) });
    const untouched = await rows([pasted, cancelled, over]);

    expect(await sync.meetingProviderStatus()).toEqual({
      provider: "zoom",
      webhookUrl: "https://ailabs.example/api/webhooks/zoom",
      withoutLink: 3,
      lastSyncAt: null,
    });
    const before = creates().length;
    expect(await sync.syncMeetings()).toEqual({ created: 3, updated: 0, failed: 0, error: null });
    expect(creates().length - before).toBe(3);

    const synced = await rows([underWay, first, second]);
    for (const row of synced) {
      const meeting = zoom.meetings.get(row.providerMeetingId!);
      expect(meeting).toBeDefined();
      expect(row).toMatchObject({ provider: "zoom", meetingUrl: meeting!.join_url });
    }
    const secondMeeting = zoom.meetings.get(synced[2]!.providerMeetingId!)!;
    expect(secondMeeting).toMatchObject({
      topic: "Week 1: evals",
      start_time: at(26 * hour)
        .toISOString()
        .replace(/\.\d{3}Z$/, "Z"),
      duration: 60,
      timezone: "Asia/Kolkata",
    });
    expect(await rows([pasted, cancelled, over])).toEqual(untouched);

    clock.now = at(60_000);
    expect(await sync.meetingProviderStatus()).toEqual({
      provider: "zoom",
      webhookUrl: "https://ailabs.example/api/webhooks/zoom",
      withoutLink: 0,
      lastSyncAt: at(-60_000).toISOString(),
    });
    // Nothing left to do: a second sync asks Zoom for nothing.
    const after = creates().length;
    expect(await sync.syncMeetings()).toEqual({ created: 0, updated: 0, failed: 0, error: null });
    expect(creates().length).toBe(after);
  });

  it("waits out a 429 and then creates the meeting", async () => {
    const { sync, at, waits } = world();
    const id = await session({ startsAt: at(5 * hour) });
    zoom.answerNext(1, { status: 429, retryAfter: "1" });
    expect(await sync.syncMeetings()).toEqual({ created: 1, updated: 0, failed: 0, error: null });
    expect(waits).toEqual([1_000]);
    const [row] = await rows([id]);
    expect(row!.provider).toBe("zoom");
  });

  it("fails a session Zoom does not answer for in time, leaves its row as it was, and goes on", async () => {
    const { sync, at } = world();
    const slow = await session({ startsAt: at(5 * hour), topic: "Hangs" });
    const fine = await session({ startsAt: at(6 * hour), topic: "Works" });
    const [before] = await rows([slow]);
    // Zoom made the meeting but its answer never came: the session must still have none.
    zoom.hangNext(1, { afterWork: true });
    const result = await sync.syncMeetings();
    expect(result).toEqual({
      created: 1,
      updated: 0,
      failed: 1,
      error: expect.stringMatching(/^Zoom did not answer within .+ when asked to/),
    });
    const [slowRow, fineRow] = await rows([slow, fine]);
    expect(slowRow).toEqual(before);
    expect(fineRow!.provider).toBe("zoom");
    expect((await sync.meetingProviderStatus()).withoutLink).toBe(1);
  });

  it("stops asking after two outages in a row and counts the rest as failed", async () => {
    const { sync, at } = world();
    const ids = [
      await session({ startsAt: at(5 * hour) }),
      await session({ startsAt: at(6 * hour) }),
      await session({ startsAt: at(7 * hour) }),
    ];
    const before = await rows(ids);
    zoom.hangNext(5);
    const asked = creates().length;
    const result = await sync.syncMeetings();
    expect(result).toMatchObject({ created: 0, failed: 3 });
    expect(result.error).toMatch(/did not answer/);
    expect(creates().length - asked).toBe(2);
    expect(await rows(ids)).toEqual(before);
  });

  it("runs once for calls made while it runs", async () => {
    const { sync, at } = world();
    const id = await session({ startsAt: at(5 * hour) });
    const asked = creates().length;
    const [a, b] = await Promise.all([sync.syncMeetings(), sync.syncMeetings()]);
    expect(a).toEqual({ created: 1, updated: 0, failed: 0, error: null });
    expect(b).toEqual(a);
    expect(creates().length - asked).toBe(1);
    expect((await rows([id]))[0]!.provider).toBe("zoom");
  });

  it("never replaces a link given to the session meanwhile", async () => {
    const { at } = world();
    const id = await session({ startsAt: at(5 * hour), meetingUrl: "https://meet.example/pasted" });
    const repository = createMeetingSyncRepository(t.database.db);
    expect(
      await repository.attachMeeting(id, { meetingId: "81234567890", joinUrl: "https://zoom/j/1" }, at(0)),
    ).toBe(false);
    expect((await rows([id]))[0]).toMatchObject({
      provider: "manual",
      meetingUrl: "https://meet.example/pasted",
    });
  });
});

describe("meeting sync with manual links", () => {
  it("does nothing and reports no webhook", async () => {
    const { sync, at } = world({ zoom: false });
    const id = await session({ startsAt: at(5 * hour) });
    const asked = zoom.requests.length;
    expect(await sync.syncMeetings()).toEqual({ created: 0, updated: 0, failed: 0, error: null });
    expect(zoom.requests.length).toBe(asked);
    expect(await sync.meetingProviderStatus()).toEqual({
      provider: "manual",
      webhookUrl: null,
      withoutLink: 1,
      lastSyncAt: null,
    });
    expect((await rows([id]))[0]).toMatchObject({ provider: "manual", meetingUrl: null });
  });
});
