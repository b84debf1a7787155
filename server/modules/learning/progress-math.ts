import { progressMax } from "#contracts/enrollments.ts";
import type { CourseProgress } from "#contracts/learning.ts";

/**
 * A learner's progress in a course: the share of its published required lessons they completed, rounded
 * to a whole percent, and 100 only when every one is done (rounding must not show 100 with one left). A
 * course without required lessons shows 0: nothing to complete yet is not "finished".
 */
export function courseProgress(completedRequired: number, totalRequired: number): CourseProgress {
  const done = Math.max(0, Math.min(completedRequired, totalRequired));
  if (totalRequired <= 0) return { percent: 0, completedRequired: 0, totalRequired: 0 };
  const rounded = Math.round((done / totalRequired) * progressMax);
  const percent = done < totalRequired ? Math.min(rounded, progressMax - 1) : progressMax;
  return { percent, completedRequired: done, totalRequired };
}
