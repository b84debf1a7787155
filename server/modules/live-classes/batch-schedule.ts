import type { SavedSchedule } from "#contracts/live-classes.ts";
import type { LiveSchedule } from "#contracts/live-schedule.ts";
import { generateSessionTimes } from "./generate-session-times.ts";
import type { LiveClassesDeps } from "./live-classes-deps.ts";
import { type StaffUser, staffBatch } from "./session-access.ts";

/** The batch's schedule as saved, or null before one is set. */
export async function getBatchSchedule(
  deps: Pick<LiveClassesDeps, "repository">,
  user: StaffUser,
  batchId: string,
): Promise<SavedSchedule | null> {
  const batch = await staffBatch(deps, user, batchId);
  return (await deps.repository.scheduleOf(batch.id)) ?? null;
}

/**
 * Saves a batch's schedule and generates its sessions from it (repository.applySchedule says which sessions
 * a new schedule replaces). Generated sessions are named "<course>: class N" by their place in the schedule;
 * the instructor gives each its topic afterwards.
 */
export async function setBatchSchedule(
  deps: Pick<LiveClassesDeps, "repository" | "now">,
  user: StaffUser,
  batchId: string,
  schedule: LiveSchedule,
): Promise<{ created: number; removed: number }> {
  const batch = await staffBatch(deps, user, batchId);
  const times = generateSessionTimes(schedule).map((time) => ({
    startsAt: time.startsAt,
    durationMinutes: schedule.durationMinutes,
  }));
  return deps.repository.applySchedule(
    batch.id,
    {
      weekdays: [...schedule.weekdays],
      startTime: schedule.startTime,
      durationMinutes: schedule.durationMinutes,
      timeZone: schedule.timeZone,
      firstDate: schedule.firstDate,
      lastDate: schedule.lastDate,
    },
    times,
    (index) => `${batch.courseTitle}: class ${index + 1}`,
    deps.now(),
  );
}
