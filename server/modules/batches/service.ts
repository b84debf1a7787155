import type {
  AdminBatch,
  AdminBatchesPage,
  AdminBatchesQuery,
  BatchCreate,
  BatchUpdate,
  WaitlistEntry,
} from "#contracts/admin-batches.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import { type SweepJob, sweepJob } from "#server/lib/periodic-job.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { WaitlistOfferReader } from "#server/modules/checkout/resolve-purchase.ts";
import type { NewMail } from "#server/modules/mail/repository.ts";
import type { BatchesRepository } from "./batches-repository.ts";
import { createBatch, listBatches, updateBatch } from "./manage-batches.ts";
import type { OfferLinks } from "./offer-link.ts";
import {
  joinWaitlist,
  listWaitlist,
  removeFromWaitlist,
  serveWaitlist,
  sweepWaitlists,
  verifyOffer,
} from "./waitlist.ts";
import type { WaitlistRepository } from "./waitlist-repository.ts";

export type BatchesDeps = {
  batches: BatchesRepository;
  waitlist: WaitlistRepository;
  links: OfferLinks;
  audit: AuditTrail;
  publicUrl: string;
  enqueueMail: (mail: NewMail) => Promise<unknown>;
  deliverMail: () => Promise<unknown>;
  background: BackgroundTasks;
  log: (event: string, details: Record<string, unknown>) => void;
  now?: () => Date;
};

/**
 * Bootcamp Batches (decision 0045): the admin's batches of every course and the waitlist of full ones.
 * A thin facade over the use cases in manage-batches.ts and waitlist.ts.
 */
export function createBatchesService(deps: BatchesDeps) {
  const now = deps.now ?? (() => new Date());
  const waitlistDeps = { ...deps, now };
  const manageDeps = {
    ...deps,
    now,
    serveWaitlist: (batchId: string) => serveWaitlist(waitlistDeps, batchId),
  };
  const waitlistSweep: SweepJob = sweepJob(
    deps.background,
    "batches.waitlist-offers",
    () => sweepWaitlists(waitlistDeps),
    60_000,
  );
  const offers: WaitlistOfferReader = { verify: (token, at) => verifyOffer(waitlistDeps, token, at) };
  return {
    list: (query: AdminBatchesQuery): Promise<AdminBatchesPage> => listBatches(manageDeps, query),
    create: (input: BatchCreate, by: AuditActor): Promise<AdminBatch> => createBatch(manageDeps, input, by),
    update: (id: string, input: BatchUpdate, by: AuditActor): Promise<AdminBatch> =>
      updateBatch(manageDeps, id, input, by),
    waitlist: (batchId: string): Promise<{ items: WaitlistEntry[] }> => listWaitlist(waitlistDeps, batchId),
    removeFromWaitlist: (batchId: string, entryId: string, by: AuditActor) =>
      removeFromWaitlist(waitlistDeps, batchId, entryId, by),
    joinWaitlist: (batchId: string, input: { name: string; email: string }) =>
      joinWaitlist(waitlistDeps, batchId, input),
    /** Offers one batch's free seats to its line now (tests; the sweep does it for every batch). */
    serveWaitlist: (batchId: string): Promise<number> => serveWaitlist(waitlistDeps, batchId),
    /** Every minute on every instance (server/main.ts); tests sweep on demand. */
    waitlistSweep,
    /** Checkout checks offer links with this (decision 0045). */
    offers,
  };
}
export type BatchesService = ReturnType<typeof createBatchesService>;
