import type { BootcampBatch } from "#contracts/admissions.ts";

// How a cohort reads in mail and on the admin's screens: "Weekend cohort starting Mar 7, 2027 (Sat-Sun)".
const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const typeNames: Record<BootcampBatch["type"], string> = {
  weekend: "Weekend cohort",
  fast_track: "Fast-track cohort",
  regular: "Regular cohort",
};

/** The cohort in words, from its type, start date and schedule. */
export function describeCohort(batch: Pick<BootcampBatch, "type" | "startDate" | "schedule">): string {
  const [year, month, day] = batch.startDate.split("-").map(Number);
  const date = year && month && day ? `${monthNames[month - 1]} ${day}, ${year}` : batch.startDate;
  return `${typeNames[batch.type]} starting ${date} (${batch.schedule})`;
}
