import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { paymentEvents } from "#server/db/schema/checkout.ts";
import type { ProviderName } from "#server/providers/payments/payment-provider.ts";
import type { Tx } from "./seat-holds-repository.ts";

export type EventRecord = {
  provider: ProviderName;
  eventId: string;
  type: string;
  createdAt: Date;
  orderId: string | null;
  providerPaymentId: string | null;
  amountCents: number | null;
  outcome: string;
  payload: unknown;
};

/**
 * Records the event as being processed, inside the transaction that acts on it; false when it was
 * recorded before. The unique (provider, event id) makes a duplicate or a replay stop here.
 */
export async function claimEvent(tx: Tx, event: EventRecord): Promise<boolean> {
  const recorded = await tx
    .insert(paymentEvents)
    .values({ ...event, outcome: "processing" })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return recorded.length > 0;
}

/** Writes what a claimed event did (and the order it turned out to concern, when that was learnt late). */
export async function finishEvent(
  tx: Tx,
  event: EventRecord,
  result: { outcome: string; orderId?: string | null },
): Promise<void> {
  await tx
    .update(paymentEvents)
    .set(result)
    .where(and(eq(paymentEvents.provider, event.provider), eq(paymentEvents.eventId, event.eventId)));
}

// The provider's events that change no order (duplicates, ignored types, unknown orders) are recorded
// here; the ones that do are recorded in the transaction of their change (fulfilment, refunds).
export function createPaymentEventsRepository(db: Database) {
  return {
    /** Whether this event was recorded already (duplicates and replays change nothing). */
    async hasEvent(provider: ProviderName, eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ eventId: paymentEvents.eventId })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
      return row !== undefined;
    },

    /** Records an event that changes nothing (ignored, unknown order); false when it was recorded before. */
    async recordEvent(event: EventRecord): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      return rows.length > 0;
    },
  };
}
export type PaymentEventsRepository = ReturnType<typeof createPaymentEventsRepository>;
