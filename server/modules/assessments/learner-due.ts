import type { AssignmentSettings } from "#contracts/assignment.ts";
import { schoolTimeZone } from "#contracts/learning-text.ts";
import { type ZoneClock, zoneClock } from "#server/lib/time-zone.ts";
import type { AssignmentDeps } from "./assignment-deps.ts";
import { assignmentDueAt } from "./assignment-due-at.ts";

// A clock builds a formatter: one per zone, kept (a school uses a handful of zones).
const clocks = new Map<string, ZoneClock>();
function clockOf(timeZone: string): ZoneClock {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = zoneClock(timeZone);
    if (clocks.size >= 64) clocks.clear();
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** A learner's footing for an assignment: their batch (null: self-paced) and when it is due for them. */
export type LearnerDue = { batchId: string | null; dueAt: Date | null; timeZone: string };

/**
 * When the assignment is due for this learner. Their batch is the player's (learning/read-course.ts): a
 * self-paced enrollment in the course wins (no due date), else the batch that started first. The due moment
 * is on the wall clock of the batch's schedule zone, else the school's.
 */
export async function learnerDue(
  deps: Pick<AssignmentDeps, "repository">,
  userId: string,
  courseId: string,
  rule: Pick<AssignmentSettings, "dueDays" | "dueTime">,
): Promise<LearnerDue> {
  const batches = await deps.repository.learnerBatches(userId, courseId);
  const batch = batches.includes(null) ? null : (batches[0] ?? null);
  if (!batch) return { batchId: null, dueAt: null, timeZone: schoolTimeZone };
  const timeZone = batch.timeZone ?? schoolTimeZone;
  const dueAt = assignmentDueAt(rule, { startDate: batch.startDate, clock: clockOf(timeZone) });
  return { batchId: batch.batchId, dueAt, timeZone };
}
