import { enrollmentMessages, progressMax } from "#contracts/enrollments.ts";

// SPEC.md section 3: a missing batch type reads 'Regular', a missing schedule 'Not specified'; progress is
// a percent, never below 0 or above the maximum of section 9.

const batchTypeNames: Record<string, string> = {
  weekend: "Weekend",
  fast_track: "Fast Track",
  regular: "Regular",
};

/** Batch type as shown: the known types by name, any other text as given, nothing as 'Regular'. */
export function batchTypeName(batchType: string | null | undefined): string {
  const value = batchType?.trim();
  if (!value) return enrollmentMessages.batchTypeFallback;
  return batchTypeNames[value] ?? value;
}

export function scheduleText(schedule: string | null | undefined): string {
  const value = schedule?.trim();
  return value ? value : enrollmentMessages.scheduleFallback;
}

/** Whole percent in 0..100; anything that is not a finite number counts as no progress. */
export function progressPercent(progress: unknown): number {
  if (typeof progress !== "number" || !Number.isFinite(progress)) return 0;
  return Math.min(progressMax, Math.max(0, Math.round(progress)));
}
