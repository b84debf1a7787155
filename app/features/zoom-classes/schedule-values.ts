import type { LiveSchedule, LiveScheduleInput } from "#contracts/live-schedule.ts";
import { isTimeZoneName } from "#contracts/time-zone-name.ts";
import { commonTimeZones } from "#contracts/zoom-classes-text.ts";

// The schedule editor's text values and the body the contract's schema checks. The days are one value,
// "mon,thu" (the form hook holds strings), shown as seven checkboxes.

export const scheduleFields = [
  "weekdays",
  "startTime",
  "durationMinutes",
  "timeZone",
  "firstDate",
  "lastDate",
] as const;
export type ScheduleField = (typeof scheduleFields)[number];

export function scheduleValuesOf(
  schedule: LiveSchedule | null,
  defaults: { timeZone: string; firstDate: string },
): Record<ScheduleField, string> {
  if (!schedule) {
    return {
      weekdays: "",
      startTime: "",
      durationMinutes: "90",
      timeZone: defaults.timeZone,
      firstDate: defaults.firstDate,
      lastDate: "",
    };
  }
  return {
    weekdays: schedule.weekdays.join(","),
    startTime: schedule.startTime,
    durationMinutes: String(schedule.durationMinutes),
    timeZone: schedule.timeZone,
    firstDate: schedule.firstDate,
    lastDate: schedule.lastDate,
  };
}

export function scheduleBody(values: Record<ScheduleField, string>): LiveScheduleInput {
  const minutes = values.durationMinutes.trim();
  return {
    weekdays: values.weekdays.split(",").filter(Boolean) as LiveScheduleInput["weekdays"],
    startTime: values.startTime,
    // Not coerced by the schema: text that is no number goes as NaN, which it refuses with its message.
    durationMinutes: minutes === "" ? Number.NaN : Number(minutes),
    timeZone: values.timeZone,
    firstDate: values.firstDate,
    lastDate: values.lastDate,
  };
}

/** The select's zones: the common ones, then the batch's, the chosen and the viewer's when missing. */
export function timeZoneChoices(extra: readonly (string | null | undefined)[]): string[] {
  const zones: string[] = [...commonTimeZones];
  for (const zone of extra) {
    if (zone && !zones.includes(zone) && isTimeZoneName(zone)) zones.push(zone);
  }
  return zones;
}
