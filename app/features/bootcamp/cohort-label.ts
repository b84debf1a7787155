import { batchTypeLabel, formatBatchDate, seatsLeftLabel } from "#app/features/banner/batch-labels.ts";
import type { BootcampBatch } from "#contracts/admissions.ts";

/** "Weekend batch · starts Jan 2, 2027 · Sat & Sun, 10:00-14:00 ET · 11 seats left" */
export function cohortOptionLabel(
  batch: Pick<BootcampBatch, "type" | "startDate" | "schedule" | "seatsAvailable">,
): string {
  const seats = batch.seatsAvailable > 0 ? seatsLeftLabel(batch.seatsAvailable) : "full, waitlist only";
  return `${batchTypeLabel(batch.type)} · starts ${formatBatchDate(batch.startDate)} · ${batch.schedule} · ${seats}`;
}
