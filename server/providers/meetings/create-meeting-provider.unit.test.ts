// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { type FakeZoom, startFakeZoom } from "../../../tests/support/fake-zoom.ts";
import { createMeetingProvider, describeMeetingProvider } from "./create-meeting-provider.ts";
import { MeetingWebhookSignatureError } from "./meeting-provider.ts";

let fake: FakeZoom;

beforeAll(async () => {
  fake = await startFakeZoom();
});
afterAll(async () => {
  await fake.close();
});

const secret = { sessionSecret: "x".repeat(32) };

describe("choosing the meeting provider", () => {
  it("is manual links without Zoom's values: no provider, no webhook", () => {
    const active = createMeetingProvider(loadConfig({}, secret));
    expect(active).toEqual({ name: "manual", provider: null, readWebhook: null });
    expect(describeMeetingProvider(active)).toMatch(/^Live classes: manual meeting links/);
  });

  it("is Zoom with all four values, talking to ZOOM_API_BASE / ZOOM_OAUTH_BASE and reading signed webhooks", async () => {
    const active = createMeetingProvider(loadConfig(fake.env, secret));
    if (active.name !== "zoom") throw new Error("expected Zoom");
    expect(describeMeetingProvider(active)).toMatch(/^Live classes: Zoom/);

    const created = await active.provider.createMeeting({
      topic: "Agents, live session 1",
      startsAt: new Date("2027-03-28T00:30:00Z"),
      durationMinutes: 60,
      timeZone: "Europe/London",
    });
    expect(fake.meetings.has(created.meetingId)).toBe(true);

    const joined = fake.participantJoined(created.meetingId);
    expect(active.readWebhook(joined.rawBody, joined.headers, new Date())).toMatchObject({
      kind: "participant_joined",
      meetingId: created.meetingId,
    });
    const forged = fake.webhook(joined.event, { secret: "not-ours" });
    expect(() => active.readWebhook(forged.rawBody, forged.headers, new Date())).toThrow(
      MeetingWebhookSignatureError,
    );
  });
});
