import type { WaitlistEntry } from "#contracts/admin-batches.ts";
import {
  adminBatchesLimits,
  adminBatchesMessages,
  batchTypeLabels,
  waitlistMessages,
} from "#contracts/admin-batches-text.ts";
import type { BatchType } from "#contracts/batches-text.ts";
import { checkoutPath, coursePath } from "#contracts/catalog-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { WaitlistOffer } from "#server/modules/checkout/resolve-purchase.ts";
import type { NewMail } from "#server/modules/mail/repository.ts";
import {
  type WaitlistBatchFacts,
  waitlistJoinedMail,
  waitlistJoinedMailKind,
  waitlistOfferMail,
  waitlistOfferMailKind,
} from "#server/modules/mail/templates/waitlist.ts";
import type { OfferLinks } from "./offer-link.ts";
import type { WaitlistBatch, WaitlistRepository, WaitlistRow } from "./waitlist-repository.ts";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const offerMs = adminBatchesLimits.offerHours * 60 * 60_000;

export type WaitlistDeps = {
  waitlist: WaitlistRepository;
  links: OfferLinks;
  audit: AuditTrail;
  publicUrl: string;
  /** Queues a mail in the outbox and starts its delivery. */
  enqueueMail: (mail: NewMail) => Promise<unknown>;
  /** Starts delivering what a transaction wrote to the outbox. */
  deliverMail: () => Promise<unknown>;
  log: (event: string, details: Record<string, unknown>) => void;
  now: () => Date;
};

function facts(batch: WaitlistBatch): WaitlistBatchFacts {
  return {
    courseTitle: batch.courseTitle,
    typeLabel: batchTypeLabels[batch.type as BatchType] ?? batch.type,
    startDate: batch.startDate,
    schedule: batch.schedule,
  };
}

/** The same answer whether the address was in line already or not: nobody learns who waits (no enumeration). */
export async function joinWaitlist(
  deps: WaitlistDeps,
  batchId: string,
  input: { name: string; email: string },
): Promise<{ message: string }> {
  if (!uuidPattern.test(batchId)) throw new HttpError(404, waitlistMessages.batchNotFound);
  const outcome = await deps.waitlist.join(batchId, input, deps.now());
  if (outcome.kind === "not-found") throw new HttpError(404, waitlistMessages.batchNotFound);
  if (outcome.kind === "seats-available") throw new HttpError(409, waitlistMessages.seatsAvailable);
  if (outcome.kind === "joined") {
    const mail = waitlistJoinedMail({
      name: outcome.entry.name,
      batch: facts(outcome.batch),
      coursePage: new URL(coursePath(outcome.batch.courseSlug), deps.publicUrl).href,
    });
    await deps.enqueueMail({ to: outcome.entry.email, kind: waitlistJoinedMailKind, ...mail });
  }
  return { message: waitlistMessages.joined };
}

/** The checkout link that claims an offer. */
function offerLink(deps: WaitlistDeps, entry: WaitlistRow, batch: WaitlistBatch): string {
  if (!entry.offerExpiresAt) throw new Error("an offer without its end");
  const path = `${checkoutPath(batch.courseSlug, batch.id)}&offer=${encodeURIComponent(
    deps.links.token(entry.id, entry.offerExpiresAt),
  )}`;
  return new URL(path, deps.publicUrl).href;
}

/** Offers one batch's free seats to its line (exactly one offer per free seat); answers how many. */
export async function serveWaitlist(deps: WaitlistDeps, batchId: string): Promise<number> {
  const offers = await deps.waitlist.offerFreeSeats(batchId, deps.now(), offerMs, (entry, batch) => ({
    to: entry.email,
    kind: waitlistOfferMailKind,
    ...waitlistOfferMail({
      name: entry.name,
      batch: facts(batch),
      link: offerLink(deps, entry, batch),
      expiresAt: entry.offerExpiresAt ?? new Date(),
    }),
  }));
  if (offers.length > 0) {
    deps.log("waitlist.offered", { batchId, count: offers.length });
    await deps.deliverMail();
  }
  return offers.length;
}

/**
 * The sweep every instance runs each minute (server/main.ts): every batch whose line may be owed a seat
 * (a hold lapsed, an order was refunded or cancelled, an offer ran out). Safe on any number of instances
 * at once: each batch is served under its row lock (decision 0030: a database change in one transaction).
 */
export async function sweepWaitlists(deps: WaitlistDeps): Promise<number> {
  let offered = 0;
  for (const batchId of await deps.waitlist.batchesToServe(deps.now())) {
    offered += await serveWaitlist(deps, batchId);
  }
  return offered;
}

/** The live offer a link's token names; null for a forged, lapsed, claimed or removed one. */
export async function verifyOffer(
  deps: WaitlistDeps,
  token: string,
  at: Date,
): Promise<WaitlistOffer | null> {
  const entryId = deps.links.entryIdOf(token);
  if (!entryId) return null;
  const entry = await deps.waitlist.findEntry(entryId);
  if (entry?.status !== "offered" || !entry.offerExpiresAt || entry.offerExpiresAt <= at) return null;
  if (!deps.links.verifies(token, entryId, entry.offerExpiresAt)) return null;
  return { offerId: entry.id, batchId: entry.batchId, expiresAt: entry.offerExpiresAt };
}

function toEntry(row: WaitlistRow, at: Date): WaitlistEntry {
  const lapsed = row.status === "offered" && (row.offerExpiresAt === null || row.offerExpiresAt <= at);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: lapsed ? "expired" : row.status,
    joinedAt: row.joinedAt.toISOString(),
    offerExpiresAt: row.offerExpiresAt?.toISOString() ?? null,
  };
}

export async function listWaitlist(deps: WaitlistDeps, batchId: string): Promise<{ items: WaitlistEntry[] }> {
  if (!uuidPattern.test(batchId) || !(await deps.waitlist.exists(batchId)))
    throw new HttpError(404, adminBatchesMessages.batchNotFound);
  const at = deps.now();
  return { items: (await deps.waitlist.list(batchId)).map((row) => toEntry(row, at)) };
}

/** Takes someone off a batch's line; an offer they held frees its seat for the next in line at once. */
export async function removeFromWaitlist(
  deps: WaitlistDeps,
  batchId: string,
  entryId: string,
  by: AuditActor,
): Promise<{ items: WaitlistEntry[] }> {
  if (!uuidPattern.test(batchId) || !uuidPattern.test(entryId))
    throw new HttpError(404, adminBatchesMessages.entryNotFound);
  const before = await deps.waitlist.remove(batchId, entryId, deps.now(), (tx, row) =>
    deps.audit.record(
      by,
      {
        action: "waitlist.remove",
        entityType: "batch",
        entityId: batchId,
        summary: `${row.email} removed from the waitlist (was ${row.status})`,
        before: { name: row.name, email: row.email, status: row.status },
        after: { name: row.name, email: row.email, status: "removed" },
      },
      tx,
    ),
  );
  if (!before) throw new HttpError(404, adminBatchesMessages.entryNotFound);
  if (before.status === "offered") await serveWaitlist(deps, batchId);
  return listWaitlist(deps, batchId);
}
