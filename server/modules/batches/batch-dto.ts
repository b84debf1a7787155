import type { AdminBatch } from "#contracts/admin-batches.ts";
import { batchEarlyBirdDeadline } from "#contracts/batch-price.ts";
import type { BatchRecord } from "./batches-repository.ts";

/** A batch as the admin page shows it: seats sold, held and free, and the status with "full" derived. */
export function toAdminBatch(record: BatchRecord): AdminBatch {
  return {
    id: record.id,
    course: { slug: record.courseSlug, title: record.courseTitle, priceCents: record.coursePriceCents },
    type: record.type,
    startDate: record.startDate,
    endDate: record.endDate,
    schedule: record.schedule,
    timeZone: record.timeZone,
    seatsTotal: record.seatsTotal,
    seatsSold: record.seatsSold,
    seatsHeld: record.seatsHeld,
    seatsFree: Math.max(0, record.seatsTotal - record.seatsSold - record.seatsHeld),
    waitlistCount: record.waitlistCount,
    earlyBirdDeadline: record.earlyBirdDeadline,
    earlyBirdEnds: batchEarlyBirdDeadline(record),
    priceOverrideCents: record.priceOverrideCents,
    instructors: record.instructors,
    status: record.status,
    listStatus: record.status === "open" && record.seatsAvailable <= 0 ? "full" : record.status,
    version: record.version,
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** What the audit trail keeps of a batch: its editable facts, not the moving seat counts. */
export function auditedBatch(record: BatchRecord) {
  return {
    course: record.courseSlug,
    type: record.type,
    startDate: record.startDate,
    endDate: record.endDate,
    schedule: record.schedule,
    timeZone: record.timeZone,
    seatsTotal: record.seatsTotal,
    earlyBirdDeadline: record.earlyBirdDeadline,
    priceOverrideCents: record.priceOverrideCents,
    instructors: record.instructors.map((person) => person.name),
    status: record.status,
    version: record.version,
  };
}
