import type {
  AdminBatch,
  AdminBatchesPage,
  AdminBatchesQuery,
  BatchCreate,
  BatchUpdate,
} from "#contracts/admin-batches.ts";
import { adminBatchesMessages } from "#contracts/admin-batches-text.ts";
import { recordVersionMessages } from "#contracts/record-version.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import { auditedBatch, toAdminBatch } from "./batch-dto.ts";
import type { BatchesRepository } from "./batches-repository.ts";

const m = adminBatchesMessages;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ManageDeps = {
  batches: BatchesRepository;
  audit: AuditTrail;
  now: () => Date;
  /** After a change that may free seats: offer them to the waitlist at once. */
  serveWaitlist: (batchId: string) => Promise<unknown>;
};

/** The batches of every course, filtered and paged, with what the filters and the form choose from. */
export async function listBatches(deps: ManageDeps, query: AdminBatchesQuery): Promise<AdminBatchesPage> {
  const today = deps.now().toISOString().slice(0, 10);
  const [{ items, total }, options] = await Promise.all([
    deps.batches.list(query, today),
    deps.batches.options(),
  ]);
  return { items: items.map(toAdminBatch), total, page: query.page, pageSize: query.pageSize, ...options };
}

/** A new batch; it shows in the banner and on its course page at once when open. */
export async function createBatch(deps: ManageDeps, input: BatchCreate, by: AuditActor): Promise<AdminBatch> {
  const today = deps.now().toISOString().slice(0, 10);
  if (input.startDate < today) throw new HttpError(400, m.startDateInPast, "startDate");
  const courseId = await deps.batches.courseIdOf(input.course);
  if (!courseId) throw new HttpError(400, m.courseNotFound, "course");
  const { course, instructorIds, ...values } = input;
  const created = await deps.batches.create(courseId, values, instructorIds, (tx, record) =>
    deps.audit.record(
      by,
      {
        action: "batch.create",
        entityType: "batch",
        entityId: record.id,
        summary: `${record.courseTitle}: ${record.type} batch starting ${record.startDate} created`,
        before: null,
        after: auditedBatch(record),
      },
      tx,
    ),
  );
  if (!created) throw new HttpError(400, m.instructorNotFound, "instructorIds");
  return toAdminBatch(created);
}

/** Changes a batch opened at `version`; seats never below what is sold plus held. */
export async function updateBatch(
  deps: ManageDeps,
  id: string,
  input: BatchUpdate,
  by: AuditActor,
): Promise<AdminBatch> {
  if (!uuidPattern.test(id)) throw new HttpError(404, m.batchNotFound);
  const { version, ...change } = input;
  if (Object.values(change).every((value) => value === undefined))
    throw new HttpError(400, m.nothingToChange);
  const outcome = await deps.batches.update(id, version, change, (tx, before, after) =>
    deps.audit.record(
      by,
      {
        action:
          before.status !== after.status && Object.keys(change).length === 1
            ? "batch.status"
            : "batch.update",
        entityType: "batch",
        entityId: id,
        summary:
          before.status !== after.status
            ? `${after.courseTitle} ${after.startDate}: status ${before.status} -> ${after.status}`
            : undefined,
        before: auditedBatch(before),
        after: auditedBatch(after),
      },
      tx,
    ),
  );
  switch (outcome.kind) {
    case "not-found":
      throw new HttpError(404, m.batchNotFound);
    case "conflict":
      throw new HttpError(409, recordVersionMessages.conflict("batch"));
    case "seats-below":
      throw new HttpError(409, m.seatsBelowTaken(outcome.sold, outcome.held), "seatsTotal");
    case "dates":
      throw new HttpError(
        400,
        outcome.field === "endDate" ? m.endBeforeStart : m.earlyBirdAfterStart,
        outcome.field,
      );
    case "instructors":
      throw new HttpError(400, m.instructorNotFound, "instructorIds");
  }
  // More seats, or a batch opened again: the first in line may be owed one.
  await deps.serveWaitlist(id);
  return toAdminBatch((await deps.batches.findRecord(id)) ?? outcome.after);
}
