import { describe, expect, it } from "vitest";
import type { LiveSchedule } from "#contracts/live-schedule.ts";
import { generateSessionTimes } from "./generate-session-times.ts";

const schedule = (overrides: Partial<LiveSchedule>): LiveSchedule => ({
  weekdays: ["tue", "thu"],
  startTime: "19:00",
  durationMinutes: 90,
  timeZone: "America/New_York",
  firstDate: "2026-10-20",
  lastDate: "2026-11-12",
  ...overrides,
});

/** [localDate, startsAt, endsAt] as ISO strings, easy to read in a failure. */
const table = (s: LiveSchedule) =>
  generateSessionTimes(s).map((t) => [t.localDate, t.startsAt.toISOString(), t.endsAt.toISOString()]);

describe("generateSessionTimes", () => {
  it("keeps 19:00 in New York across the November change: 23:00Z before it, 00:00Z the next UTC day after", () => {
    // Tuesday 2026-10-20 to Thursday 2026-11-12; clocks go back on Sunday 2026-11-01.
    expect(table(schedule({}))).toEqual([
      ["2026-10-20", "2026-10-20T23:00:00.000Z", "2026-10-21T00:30:00.000Z"],
      ["2026-10-22", "2026-10-22T23:00:00.000Z", "2026-10-23T00:30:00.000Z"],
      ["2026-10-27", "2026-10-27T23:00:00.000Z", "2026-10-28T00:30:00.000Z"],
      ["2026-10-29", "2026-10-29T23:00:00.000Z", "2026-10-30T00:30:00.000Z"],
      ["2026-11-03", "2026-11-04T00:00:00.000Z", "2026-11-04T01:30:00.000Z"],
      ["2026-11-05", "2026-11-06T00:00:00.000Z", "2026-11-06T01:30:00.000Z"],
      ["2026-11-10", "2026-11-11T00:00:00.000Z", "2026-11-11T01:30:00.000Z"],
      ["2026-11-12", "2026-11-13T00:00:00.000Z", "2026-11-13T01:30:00.000Z"],
    ]);
  });

  it("follows London's own change, a week before New York's", () => {
    // British Summer Time ends on Sunday 2026-10-25.
    const london = schedule({
      timeZone: "Europe/London",
      weekdays: ["mon", "wed"],
      startTime: "18:30",
      durationMinutes: 60,
      firstDate: "2026-10-19",
      lastDate: "2026-10-28",
    });
    expect(table(london)).toEqual([
      ["2026-10-19", "2026-10-19T17:30:00.000Z", "2026-10-19T18:30:00.000Z"],
      ["2026-10-21", "2026-10-21T17:30:00.000Z", "2026-10-21T18:30:00.000Z"],
      ["2026-10-26", "2026-10-26T18:30:00.000Z", "2026-10-26T19:30:00.000Z"],
      ["2026-10-28", "2026-10-28T18:30:00.000Z", "2026-10-28T19:30:00.000Z"],
    ]);
  });

  it("gives Kolkata (no daylight saving) the same UTC time all along", () => {
    const sessions = generateSessionTimes(schedule({ timeZone: "Asia/Kolkata", weekdays: ["sat", "sun"] }));
    expect(sessions.map((s) => s.localDate)).toEqual([
      "2026-10-24",
      "2026-10-25",
      "2026-10-31",
      "2026-11-01",
      "2026-11-07",
      "2026-11-08",
    ]);
    for (const s of sessions) expect(s.startsAt.toISOString()).toBe(`${s.localDate}T13:30:00.000Z`);
  });

  it("counts days on the zone's calendar: a late Kolkata class falls on the previous UTC day", () => {
    const [first] = generateSessionTimes(
      schedule({
        timeZone: "Asia/Kolkata",
        startTime: "01:00",
        firstDate: "2026-10-20",
        lastDate: "2026-10-20",
      }),
    );
    expect(first).toEqual({
      localDate: "2026-10-20",
      startsAt: new Date("2026-10-19T19:30:00.000Z"),
      endsAt: new Date("2026-10-19T21:00:00.000Z"),
    });
  });

  it("starts a class in the spring-forward gap at the change", () => {
    const [gap] = generateSessionTimes(
      schedule({ weekdays: ["sun"], startTime: "02:30", firstDate: "2027-03-14", lastDate: "2027-03-14" }),
    );
    // 02:30 does not exist that night; 03:00 EDT, the first time that does, is 07:00Z.
    expect(gap?.startsAt.toISOString()).toBe("2027-03-14T07:00:00.000Z");
    expect(gap?.endsAt.toISOString()).toBe("2027-03-14T08:30:00.000Z");
  });

  it("starts a class in the fall-back overlap at its first occurrence, and lasts its real minutes", () => {
    const [overlap] = generateSessionTimes(
      schedule({
        weekdays: ["sun"],
        startTime: "01:30",
        durationMinutes: 60,
        firstDate: "2026-11-01",
        lastDate: "2026-11-01",
      }),
    );
    // 01:30 EDT (05:30Z), not 01:30 EST (06:30Z); an hour later the clocks read 01:30 again.
    expect(overlap?.startsAt.toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(overlap?.endsAt.toISOString()).toBe("2026-11-01T06:30:00.000Z");
  });

  it("yields only the chosen days, in date order, with both ends of the range included", () => {
    // Saturday 2026-10-17 to Sunday 2026-10-25 holds the whole week of 19-23 October.
    const weekdays = generateSessionTimes(
      schedule({
        weekdays: ["mon", "tue", "wed", "thu", "fri"],
        firstDate: "2026-10-17",
        lastDate: "2026-10-25",
      }),
    );
    expect(weekdays.map((s) => s.localDate)).toEqual([
      "2026-10-19",
      "2026-10-20",
      "2026-10-21",
      "2026-10-22",
      "2026-10-23",
    ]);
    const weekends = generateSessionTimes(
      schedule({ weekdays: ["sat", "sun"], firstDate: "2026-10-17", lastDate: "2026-10-25" }),
    );
    expect(weekends.map((s) => s.localDate)).toEqual([
      "2026-10-17",
      "2026-10-18",
      "2026-10-24",
      "2026-10-25",
    ]);
  });

  it("is empty when no chosen day falls in the range", () => {
    // Monday 2026-10-19 to Friday 2026-10-23.
    expect(
      generateSessionTimes(
        schedule({ weekdays: ["sat", "sun"], firstDate: "2026-10-19", lastDate: "2026-10-23" }),
      ),
    ).toEqual([]);
  });

  it("covers a year-long schedule, a session a week", () => {
    const sessions = generateSessionTimes(
      schedule({ weekdays: ["wed"], firstDate: "2026-01-01", lastDate: "2026-12-31" }),
    );
    expect(sessions).toHaveLength(52);
    // Every one at 19:00 in New York, whatever the season.
    const clock = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      hourCycle: "h23",
      hour: "2-digit",
      minute: "2-digit",
    });
    expect(new Set(sessions.map((s) => clock.format(s.startsAt)))).toEqual(new Set(["19:00"]));
  });
});
