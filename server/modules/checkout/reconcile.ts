import type { PaymentEvent, PaymentProvider } from "#server/providers/payments/payment-provider.ts";

// Repairs missed webhooks (our server down, a network split, a webhook endpoint misconfigured): asks the
// provider for the events of a recent window and hands each to the same handler the webhook uses. Events
// are recorded by id there, so the ones that did arrive come back as duplicates and change nothing;
// running it twice, or while webhooks are flowing, is safe. `npm run payments:reconcile` runs it.

export type EventHandler = {
  handleEvent(event: PaymentEvent, payload: unknown): Promise<{ outcome: string; duplicate: boolean }>;
};

export type ReconcileSummary = {
  seen: number;
  /** Already recorded (the webhook arrived, or an earlier run handled it). */
  duplicates: number;
  /**
   * Newly handled, by what checkout did: fulfilled (an order or an instalment paid), failed, refunded,
   * ignored, or another outcome (already paid, no seat left, a refund kept until its payment arrives...).
   */
  fulfilled: number;
  failed: number;
  refunded: number;
  ignored: number;
  other: number;
  /** Events whose handling threw; the others are still handled, and the next run retries these. */
  errors: { eventId: string; type: string; message: string }[];
};

export async function reconcilePayments({
  provider,
  checkout,
  since,
}: {
  provider: Pick<PaymentProvider, "listEventsSince">;
  checkout: EventHandler;
  since: Date;
}): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = {
    seen: 0,
    duplicates: 0,
    fulfilled: 0,
    failed: 0,
    refunded: 0,
    ignored: 0,
    other: 0,
    errors: [],
  };
  // Oldest first, as they happened: a refund is then normally seen after the payment it refunds.
  for (const event of await provider.listEventsSince(since)) {
    summary.seen += 1;
    try {
      // The provider hands back events already read; what it read is what gets recorded as the payload.
      const { outcome, duplicate } = await checkout.handleEvent(event, event);
      if (duplicate) summary.duplicates += 1;
      else if (outcome === "fulfilled" || outcome === "instalment-paid") summary.fulfilled += 1;
      else if (outcome === "failed") summary.failed += 1;
      else if (outcome === "refunded") summary.refunded += 1;
      else if (outcome.startsWith("ignored")) summary.ignored += 1;
      else summary.other += 1;
    } catch (error) {
      summary.errors.push({
        eventId: event.eventId,
        type: event.type,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return summary;
}

export function formatReconcileSummary(summary: ReconcileSummary, since: Date): string {
  const lines = [
    `Payment events since ${since.toISOString()}: ${summary.seen}`,
    `  fulfilled:  ${summary.fulfilled}`,
    `  failed:     ${summary.failed}`,
    `  refunded:   ${summary.refunded}`,
    `  ignored:    ${summary.ignored}`,
    `  other:      ${summary.other}`,
    `  duplicates: ${summary.duplicates} (already handled, nothing changed)`,
    `  errors:     ${summary.errors.length}`,
    ...summary.errors.map((e) => `    ${e.eventId} (${e.type}): ${e.message}`),
  ];
  return lines.join("\n");
}
