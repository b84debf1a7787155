import { calendarWeekday } from "./calendar-date.ts";

// A batch's live-class schedule (issue 15): its words, limits and days, without zod, so a page that prints
// a schedule loads no schema; the form and the API validate with contracts/live-schedule.ts.

// Days are named, not numbered: 0..6 reads as Sunday-first in JavaScript and Monday-first in ISO 8601, and
// a stored "tue" cannot be misread by either. Listed in the order a week is shown (Monday first).
export const scheduleWeekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type ScheduleWeekday = (typeof scheduleWeekdays)[number];

export const scheduleWeekdayLabels: Record<ScheduleWeekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** Indexed by Date#getUTCDay (0 = Sunday). */
const byDayNumber = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/** The day of the week of a YYYY-MM-DD calendar date (a date in the batch's zone, so no zone is needed). */
export function scheduleWeekdayOf(isoDate: string): ScheduleWeekday {
  return byDayNumber[calendarWeekday(isoDate)]!;
}

export const liveScheduleLimits = {
  durationMinutesMin: 15,
  durationMinutesMax: 600,
  /** Longest distance from the first class date to the last: a year, leap years included. */
  maxSpanDays: 366,
} as const;

export const liveScheduleMessages = {
  weekdaysRequired: "Choose at least one day of the week",
  weekdayInvalid: "Choose the days of the week from the list",
  weekdaysRepeated: "Choose each day of the week only once",
  startTimeInvalid: "Enter the start time as HH:MM on a 24-hour clock, e.g. 19:00",
  durationInvalid: `Enter a duration in whole minutes, from ${liveScheduleLimits.durationMinutesMin} to ${liveScheduleLimits.durationMinutesMax}`,
  timeZoneInvalid: "Choose a time zone from the list, e.g. America/New_York",
  firstDateInvalid: "Enter the first class date as YYYY-MM-DD, e.g. 2026-10-20",
  lastDateInvalid: "Enter the last class date as YYYY-MM-DD, e.g. 2026-12-17",
  lastDateBeforeFirst: "The last class date cannot be before the first one",
  spanTooLong: `The first and last class dates can be at most ${liveScheduleLimits.maxSpanDays} days apart`,
  noClassDay: "None of the chosen days falls between the first and last class dates",
} as const;
