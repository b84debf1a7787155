// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { unreachableUrl } from "../../../tests/support/fake-siteverify.ts";
import { type FakeZoom, startFakeZoom } from "../../../tests/support/fake-zoom.ts";
import {
  type MeetingInput,
  MeetingProviderRequestError,
  MeetingProviderUnavailableError,
} from "./meeting-provider.ts";
import { createZoomProvider, type ZoomProviderOptions } from "./zoom-provider.ts";

let fake: FakeZoom;

beforeAll(async () => {
  fake = await startFakeZoom();
});
afterEach(() => {
  fake.reset();
});
afterAll(async () => {
  await fake.close();
});

/** A provider on the fake with a clock the test moves and waits it records instead of sleeping. */
function zoom(overrides: Partial<ZoomProviderOptions> = {}) {
  const clock = { now: Date.UTC(2027, 0, 4, 9, 0, 0) };
  const waits: number[] = [];
  const provider = createZoomProvider({
    accountId: fake.accountId,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    apiBase: fake.url,
    oauthBase: fake.url,
    now: () => clock.now,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...overrides,
  });
  return { provider, clock, waits };
}

const input = (overrides: Partial<MeetingInput> = {}): MeetingInput => ({
  topic: "Prompt engineering, week 3",
  startsAt: new Date("2027-01-11T14:30:00.000Z"),
  durationMinutes: 90,
  timeZone: "Asia/Kolkata",
  agenda: "Few-shot prompting; evaluation",
  ...overrides,
});

const apiRequests = (method: string, path?: string) =>
  fake.requests.filter((r) => r.method === method && r.path !== "/oauth/token" && (!path || r.path === path));

async function failure(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!("error" in outcome)) throw new Error(`expected a rejection, got ${JSON.stringify(outcome.value)}`);
  return outcome.error as Error;
}

describe("Zoom provider: meetings", () => {
  it("creates a scheduled meeting with the start in UTC and returns Zoom's id and links", async () => {
    const { provider } = zoom();
    const created = await provider.createMeeting(input());

    const request = apiRequests("POST", "/v2/users/me/meetings").at(-1);
    expect(request?.body).toEqual({
      topic: "Prompt engineering, week 3",
      type: 2,
      start_time: "2027-01-11T14:30:00Z",
      duration: 90,
      timezone: "Asia/Kolkata",
      agenda: "Few-shot prompting; evaluation",
      settings: { join_before_host: false },
    });
    expect(request?.authorization).toMatch(/^Bearer /);
    const stored = fake.meetings.get(created.meetingId);
    expect(stored).toBeDefined();
    expect(created).toEqual({
      meetingId: String(stored?.id),
      joinUrl: stored?.join_url,
      hostUrl: stored?.start_url,
    });
    expect(created.meetingId).toMatch(/^\d{11}$/);
  });

  it("cuts a topic and agenda to Zoom's limits instead of having the meeting refused", async () => {
    const { provider } = zoom();
    const created = await provider.createMeeting(input({ topic: "t".repeat(250), agenda: "a".repeat(2500) }));
    expect(fake.meetings.get(created.meetingId)?.topic).toBe("t".repeat(200));
    expect(fake.meetings.get(created.meetingId)?.agenda).toBe("a".repeat(2000));
  });

  it("moves a meeting (the join link stays), gives a fresh host link, deletes it; a second delete is fine", async () => {
    const { provider } = zoom();
    const created = await provider.createMeeting(input());

    await provider.updateMeeting(
      created.meetingId,
      input({ topic: "Moved", startsAt: new Date("2027-01-12T15:00:00Z"), durationMinutes: 60 }),
    );
    expect(fake.meetings.get(created.meetingId)).toMatchObject({
      topic: "Moved",
      start_time: "2027-01-12T15:00:00Z",
      duration: 60,
      join_url: created.joinUrl,
    });

    const hostUrl = await provider.getHostUrl(created.meetingId);
    expect(hostUrl).toBe(fake.meetings.get(created.meetingId)?.start_url);
    expect(hostUrl).not.toBe(created.hostUrl);

    await provider.deleteMeeting(created.meetingId);
    expect(fake.meetings.has(created.meetingId)).toBe(false);
    await expect(provider.deleteMeeting(created.meetingId)).resolves.toBeUndefined();
  });

  it("refuses input that would make a wrong meeting before calling Zoom", async () => {
    const { provider } = zoom();
    const before = fake.requests.length;
    for (const bad of [
      input({ timeZone: "Mars/Olympus_Mons" }),
      input({ timeZone: "+05:30" }),
      input({ durationMinutes: 0 }),
      input({ topic: "  " }),
      input({ startsAt: new Date("not a date") }),
    ]) {
      expect(await failure(provider.createMeeting(bad))).toBeInstanceOf(ZodError);
    }
    await expect(provider.deleteMeeting("../users/me")).rejects.toThrow(TypeError);
    expect(fake.requests.length).toBe(before);
  });
});

describe("Zoom provider: access token", () => {
  it("asks for a token with the account id and Basic client credentials, and reuses it across calls", async () => {
    const { provider } = zoom();
    const before = fake.tokenRequests();
    const created = await provider.createMeeting(input());
    await provider.updateMeeting(created.meetingId, input({ topic: "Renamed" }));
    await provider.getHostUrl(created.meetingId);
    await provider.deleteMeeting(created.meetingId);

    expect(fake.tokenRequests()).toBe(before + 1);
    const tokenRequest = fake.requests.filter((r) => r.path === "/oauth/token").at(-1);
    expect(tokenRequest).toMatchObject({
      method: "POST",
      query: { grant_type: "account_credentials", account_id: fake.accountId },
      authorization: `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString("base64")}`,
    });
  });

  it("calls made together before there is a token share one token request", async () => {
    const { provider } = zoom();
    const before = fake.tokenRequests();
    await Promise.all([
      provider.createMeeting(input()),
      provider.createMeeting(input()),
      provider.createMeeting(input()),
    ]);
    expect(fake.tokenRequests()).toBe(before + 1);
  });

  it("asks for a new token shortly before the old one expires", async () => {
    fake.tokenLifetimeSeconds = 120; // reset after each test
    const { provider, clock } = zoom();
    const created = await provider.createMeeting(input());
    const afterFirst = fake.tokenRequests();
    const firstToken = fake.requests.at(-1)?.authorization;

    clock.now += 59_000; // 61 s before expiry: still reused
    await provider.getHostUrl(created.meetingId);
    expect(fake.tokenRequests()).toBe(afterFirst);

    clock.now += 2_000; // 59 s before expiry: replaced
    await provider.getHostUrl(created.meetingId);
    expect(fake.tokenRequests()).toBe(afterFirst + 1);
    expect(fake.requests.at(-1)?.authorization).not.toBe(firstToken);
  });

  it("a token Zoom stopped accepting (401) is replaced once and the call goes through", async () => {
    const { provider } = zoom();
    const created = await provider.createMeeting(input());
    const before = fake.tokenRequests();
    fake.revokeTokens();

    await provider.updateMeeting(created.meetingId, input({ topic: "After rotation" }));
    expect(fake.meetings.get(created.meetingId)?.topic).toBe("After rotation");
    expect(fake.tokenRequests()).toBe(before + 1);
  });

  it("a 401 that persists with a new token is a request error, after exactly one new token", async () => {
    const { provider } = zoom();
    const created = await provider.createMeeting(input());
    const before = fake.tokenRequests();
    fake.answerNext(2, { status: 401, body: { code: 124, message: "Invalid access token." } });

    const error = await failure(provider.updateMeeting(created.meetingId, input()));
    expect(error).toBeInstanceOf(MeetingProviderRequestError);
    expect(error.message).toBe(`Zoom refused to update meeting ${created.meetingId}: Invalid access token.`);
    expect((error as MeetingProviderRequestError).code).toBe(124);
    expect(fake.tokenRequests()).toBe(before + 1);
  });

  it("wrong credentials are a request error naming the variables to check", async () => {
    const { provider } = zoom({ clientSecret: "not-the-secret" });
    const before = apiRequests("POST").length;
    const error = await failure(provider.createMeeting(input()));
    expect(error).toBeInstanceOf(MeetingProviderRequestError);
    expect(error.message).toBe(
      "Zoom refused the Server-to-Server OAuth credentials (ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET): Invalid client_id or client_secret",
    );
    expect(apiRequests("POST").length).toBe(before);
  });
});

describe("Zoom provider: rate limits, outages and timeouts", () => {
  it("429 with Retry-After: waits that long and sends again; one meeting", async () => {
    const { provider, waits } = zoom();
    const before = apiRequests("POST", "/v2/users/me/meetings").length;
    const meetingsBefore = fake.meetings.size;
    fake.answerNext(2, { status: 429, retryAfter: "1" });

    const created = await provider.createMeeting(input());
    expect(waits).toEqual([1000, 1000]);
    expect(apiRequests("POST", "/v2/users/me/meetings").length).toBe(before + 3);
    expect(fake.meetings.size).toBe(meetingsBefore + 1);
    expect(fake.meetings.has(created.meetingId)).toBe(true);
  });

  it("429 with Retry-After as a date waits until then", async () => {
    const { provider, waits, clock } = zoom();
    fake.answerNext(1, { status: 429, retryAfter: new Date(clock.now + 3_000).toUTCString() });
    await provider.createMeeting(input());
    expect(waits).toEqual([3000]);
  });

  it("429 without Retry-After backs off exponentially, and gives up after the retries", async () => {
    const { provider, waits } = zoom();
    const meetingsBefore = fake.meetings.size;
    fake.answerNext(4, { status: 429 });

    const error = await failure(provider.createMeeting(input()));
    expect(error).toBeInstanceOf(MeetingProviderUnavailableError);
    expect(error.message).toBe(
      "Zoom kept rate limiting (429 after 3 retries), so it did not create the meeting. Try again in a minute.",
    );
    expect(waits).toEqual([500, 1000, 2000]);
    expect(fake.meetings.size).toBe(meetingsBefore);
  });

  it("a Retry-After beyond the wait we accept (a daily limit) gives up at once", async () => {
    const { provider, waits } = zoom();
    fake.answerNext(1, { status: 429, retryAfter: "3600" });
    const error = await failure(provider.createMeeting(input()));
    expect(error).toBeInstanceOf(MeetingProviderUnavailableError);
    expect(error.message).toBe(
      "Zoom's rate limit is used up, so it did not create the meeting; it accepts requests again in about 60 minute(s).",
    );
    expect(waits).toEqual([]);
  });

  it("the token endpoint's 429 is retried too", async () => {
    const { provider, waits } = zoom();
    fake.answerNext(1, { status: 429, retryAfter: "2" }, "token");
    await provider.createMeeting(input());
    expect(waits).toEqual([2000]);
  });

  it("a timed-out create rejects (the caller has no meeting), even when Zoom made one whose answer was lost", async () => {
    const { provider } = zoom({ timeoutMs: 200 });
    await provider.getHostUrl((await provider.createMeeting(input())).meetingId); // token in hand
    const meetingsBefore = fake.meetings.size;
    fake.hangNext(1, { afterWork: true });

    const error = await failure(provider.createMeeting(input()));
    expect(error).toBeInstanceOf(MeetingProviderUnavailableError);
    expect(error.message).toBe("Zoom did not answer within 200 ms when asked to create the meeting.");
    // Zoom has it, nobody has its link: the orphan the interface documents.
    expect(fake.meetings.size).toBe(meetingsBefore + 1);
  });

  it("a hung token request times out before any meeting is asked for", async () => {
    const { provider } = zoom({ timeoutMs: 200 });
    const before = apiRequests("POST", "/v2/users/me/meetings").length;
    fake.hangNext(1, { target: "token" });
    const error = await failure(provider.createMeeting(input()));
    expect(error).toBeInstanceOf(MeetingProviderUnavailableError);
    expect(error.message).toBe("Zoom did not answer within 200 ms when asked to issue an access token.");
    expect(apiRequests("POST", "/v2/users/me/meetings").length).toBe(before);
  });

  it("a 5xx is unavailable and not sent again (a create may have happened)", async () => {
    const { provider, waits } = zoom();
    const created = await provider.createMeeting(input());
    const before = apiRequests("PATCH").length;
    fake.answerNext(1, { status: 503, body: { code: 503, message: "Service temporarily unavailable" } });

    const error = await failure(provider.updateMeeting(created.meetingId, input()));
    expect(error).toBeInstanceOf(MeetingProviderUnavailableError);
    expect(error.message).toBe(
      `Zoom failed to update meeting ${created.meetingId} (HTTP 503: Service temporarily unavailable).`,
    );
    expect(apiRequests("PATCH").length).toBe(before + 1);
    expect(waits).toEqual([]);
  });

  it("an unreachable Zoom is unavailable, with the reason", async () => {
    const nowhere = new URL(await unreachableUrl()).origin;
    const { provider } = zoom({ apiBase: nowhere, oauthBase: nowhere });
    const error = await failure(provider.createMeeting(input()));
    expect(error).toBeInstanceOf(MeetingProviderUnavailableError);
    expect(error.message).toMatch(
      /^Zoom could not be reached to issue an access token \(.*ECONNREFUSED.*\)\.$/,
    );
  });
});

describe("Zoom provider: refused requests", () => {
  it("a meeting Zoom does not have: request error with Zoom's message and code", async () => {
    const { provider } = zoom();
    const error = await failure(provider.updateMeeting("12345678901", input()));
    expect(error).toBeInstanceOf(MeetingProviderRequestError);
    expect(error.message).toBe(
      "Zoom refused to update meeting 12345678901: Meeting does not exist: 12345678901.",
    );
    expect((error as MeetingProviderRequestError).status).toBe(404);
    expect((error as MeetingProviderRequestError).code).toBe(3001);
  });

  it("a validation failure names the fields Zoom listed", async () => {
    const { provider } = zoom();
    fake.answerNext(1, {
      status: 400,
      body: {
        code: 300,
        message: "Validation Failed.",
        errors: [{ field: "timezone", message: "Invalid field." }],
      },
    });
    const error = await failure(provider.createMeeting(input()));
    expect(error).toBeInstanceOf(MeetingProviderRequestError);
    expect(error.message).toBe(
      "Zoom refused to create the meeting: Validation Failed. (timezone: Invalid field.)",
    );
  });
});
