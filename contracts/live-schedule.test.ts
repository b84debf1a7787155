import { describe, expect, it } from "vitest";
import { liveScheduleSchema, liveScheduleMessages as m, scheduleWeekdayOf } from "./live-schedule.ts";

const valid = {
  weekdays: ["thu", "tue"],
  startTime: "19:00",
  durationMinutes: 90,
  timeZone: "America/New_York",
  firstDate: "2026-10-20",
  lastDate: "2026-11-12",
};

function messagesOf(input: Record<string, unknown>) {
  const result = liveScheduleSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("liveScheduleSchema", () => {
  it("takes a schedule and returns its days Monday first", () => {
    expect(liveScheduleSchema.parse(valid)).toEqual({ ...valid, weekdays: ["tue", "thu"] });
  });

  it("takes UTC and a browser's legacy zone name, kept as written", () => {
    expect(liveScheduleSchema.parse({ ...valid, timeZone: "UTC" }).timeZone).toBe("UTC");
    expect(liveScheduleSchema.parse({ ...valid, timeZone: "Asia/Calcutta" }).timeZone).toBe("Asia/Calcutta");
  });

  it("gives one message per field of an empty form", () => {
    expect(messagesOf({})).toEqual({
      weekdays: m.weekdaysRequired,
      startTime: m.startTimeInvalid,
      durationMinutes: m.durationInvalid,
      timeZone: m.timeZoneInvalid,
      firstDate: m.firstDateInvalid,
      lastDate: m.lastDateInvalid,
    });
  });

  it("answers a body that is not an object with a message, not an exception", () => {
    expect(liveScheduleSchema.safeParse(null).success).toBe(false);
    expect(liveScheduleSchema.safeParse("Tue, Thu 19:00").success).toBe(false);
  });

  it("wants at least one known day, each once", () => {
    expect(messagesOf({ ...valid, weekdays: [] })).toEqual({ weekdays: m.weekdaysRequired });
    expect(messagesOf({ ...valid, weekdays: ["tue", "tuesday"] })).toEqual({
      "weekdays.1": m.weekdayInvalid,
    });
    expect(messagesOf({ ...valid, weekdays: [2] })).toEqual({ "weekdays.0": m.weekdayInvalid });
    expect(messagesOf({ ...valid, weekdays: ["tue", "tue"] })).toEqual({ weekdays: m.weekdaysRepeated });
  });

  it("wants a 24-hour HH:MM start", () => {
    for (const bad of ["7pm", "7:00", "24:00", "19:60", "19:00:00", " 19:00"]) {
      expect(messagesOf({ ...valid, startTime: bad }), bad).toEqual({ startTime: m.startTimeInvalid });
    }
    expect(messagesOf({ ...valid, startTime: "00:00" })).toEqual({});
    expect(messagesOf({ ...valid, startTime: "23:59" })).toEqual({});
  });

  it("wants a duration of 15 to 600 whole minutes", () => {
    for (const bad of [14, 601, 60.5, "60", Number.NaN]) {
      expect(messagesOf({ ...valid, durationMinutes: bad }), String(bad)).toEqual({
        durationMinutes: m.durationInvalid,
      });
    }
    expect(messagesOf({ ...valid, durationMinutes: 15 })).toEqual({});
    expect(messagesOf({ ...valid, durationMinutes: 600 })).toEqual({});
  });

  it("wants an IANA time zone name, not an offset", () => {
    for (const bad of ["Eastern", "+05:30", "Mars/Olympus_Mons", ""]) {
      expect(messagesOf({ ...valid, timeZone: bad }), bad).toEqual({ timeZone: m.timeZoneInvalid });
    }
  });

  it("wants real dates, the last not before the first and at most 366 days after it", () => {
    expect(messagesOf({ ...valid, firstDate: "2026-02-30" })).toEqual({ firstDate: m.firstDateInvalid });
    expect(messagesOf({ ...valid, lastDate: "12/11/2026" })).toEqual({ lastDate: m.lastDateInvalid });
    expect(messagesOf({ ...valid, lastDate: "2026-10-19" })).toEqual({ lastDate: m.lastDateBeforeFirst });
    expect(messagesOf({ ...valid, firstDate: "2028-01-01", lastDate: "2029-01-01" })).toEqual({});
    expect(messagesOf({ ...valid, firstDate: "2028-01-01", lastDate: "2029-01-02" })).toEqual({
      lastDate: m.spanTooLong,
    });
  });

  it("takes a one-day schedule on a chosen day and refuses one whose days never come", () => {
    const oneDay = { ...valid, firstDate: "2026-10-20", lastDate: "2026-10-20" };
    expect(messagesOf({ ...oneDay, weekdays: ["tue"] })).toEqual({});
    expect(messagesOf({ ...oneDay, weekdays: ["wed"] })).toEqual({ weekdays: m.noClassDay });
    // Monday 2026-10-19 to Friday 2026-10-23 has no weekend.
    const workWeek = { ...valid, firstDate: "2026-10-19", lastDate: "2026-10-23" };
    expect(messagesOf({ ...workWeek, weekdays: ["sat", "sun"] })).toEqual({ weekdays: m.noClassDay });
  });

  it("reports each broken field at once, without guessing about the ones it cannot judge", () => {
    expect(messagesOf({ ...valid, startTime: "7pm", weekdays: ["someday"], lastDate: "2026-10-01" })).toEqual(
      {
        startTime: m.startTimeInvalid,
        "weekdays.0": m.weekdayInvalid,
        lastDate: m.lastDateBeforeFirst,
      },
    );
  });
});

describe("scheduleWeekdayOf", () => {
  it("names the day of a calendar date", () => {
    expect(scheduleWeekdayOf("2026-11-01")).toBe("sun");
    expect(scheduleWeekdayOf("2026-10-20")).toBe("tue");
  });
});
