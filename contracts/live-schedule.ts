import { z } from "zod";
import "./zod-messages.ts";
import { addCalendarDays, calendarDaysBetween, isCalendarDate } from "./calendar-date.ts";
import {
  liveScheduleLimits,
  liveScheduleMessages,
  type ScheduleWeekday,
  scheduleWeekdayLabels,
  scheduleWeekdayOf,
  scheduleWeekdays,
} from "./live-schedule-text.ts";
import { isTimeZoneName } from "./time-zone-name.ts";

export {
  liveScheduleLimits,
  liveScheduleMessages,
  type ScheduleWeekday,
  scheduleWeekdayLabels,
  scheduleWeekdayOf,
  scheduleWeekdays,
};

// The structured schedule a batch's live sessions are generated from (issue 15): on these days of the week,
// at this wall-clock time in the batch's IANA time zone, from the first class date to the last (both
// inclusive, calendar dates in that zone). server/modules/live-classes/generate-session-times.ts turns it
// into UTC instants. The form and the API validate with this one schema, so both show the same message.

const m = liveScheduleMessages;

/** 24-hour HH:MM, "00:00" to "23:59". */
const startTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

const isScheduleWeekday = (day: unknown): day is ScheduleWeekday =>
  (scheduleWeekdays as readonly unknown[]).includes(day);

function calendarDate(message: string) {
  return z.string({ error: message }).refine(isCalendarDate, message);
}

export const liveScheduleSchema = z
  .object({
    /** A set of days: no repeats; given in any order, returned Monday first. */
    weekdays: z
      .array(z.enum(scheduleWeekdays, { error: m.weekdayInvalid }), { error: m.weekdaysRequired })
      .min(1, m.weekdaysRequired)
      .refine((days) => new Set(days).size === days.length, m.weekdaysRepeated)
      .transform((days) => scheduleWeekdays.filter((day) => days.includes(day))),
    startTime: z.string({ error: m.startTimeInvalid }).regex(startTimePattern, m.startTimeInvalid),
    durationMinutes: z
      .number({ error: m.durationInvalid })
      .int(m.durationInvalid)
      .min(liveScheduleLimits.durationMinutesMin, m.durationInvalid)
      .max(liveScheduleLimits.durationMinutesMax, m.durationInvalid),
    /** An IANA name ("Asia/Kolkata", "UTC"), kept as written. */
    timeZone: z.string({ error: m.timeZoneInvalid }).refine(isTimeZoneName, m.timeZoneInvalid),
    firstDate: calendarDate(m.firstDateInvalid),
    lastDate: calendarDate(m.lastDateInvalid),
  })
  .superRefine(
    (schedule, context) => {
      // Runs even when a field failed (see `when`: only a non-object is left out), so every value here may be the raw input: each check
      // judges only fields that are valid, and a bad start time does not hide a backwards date range.
      const { firstDate, lastDate, weekdays } = schedule as Partial<Record<keyof LiveScheduleInput, unknown>>;
      if (typeof firstDate !== "string" || typeof lastDate !== "string") return;
      if (!isCalendarDate(firstDate) || !isCalendarDate(lastDate)) return;
      const span = calendarDaysBetween(firstDate, lastDate);
      if (span < 0) {
        context.addIssue({ code: "custom", path: ["lastDate"], message: m.lastDateBeforeFirst });
        return;
      }
      if (span > liveScheduleLimits.maxSpanDays) {
        context.addIssue({ code: "custom", path: ["lastDate"], message: m.spanTooLong });
        return;
      }
      // A schedule that yields no session is a slip (a Saturday chosen for a Mon-Fri week), not a wish.
      if (!Array.isArray(weekdays) || weekdays.length === 0 || !weekdays.every(isScheduleWeekday)) return;
      const daysInRange = new Set<ScheduleWeekday>();
      for (let offset = 0; offset <= Math.min(span, 6); offset++) {
        daysInRange.add(scheduleWeekdayOf(addCalendarDays(firstDate, offset)));
      }
      if (!weekdays.some((day) => daysInRange.has(day))) {
        context.addIssue({ code: "custom", path: ["weekdays"], message: m.noClassDay });
      }
    },
    { when: ({ value }) => typeof value === "object" && value !== null },
  );

export type LiveScheduleInput = z.input<typeof liveScheduleSchema>;
export type LiveSchedule = z.output<typeof liveScheduleSchema>;
export type LiveScheduleField = keyof LiveScheduleInput;
