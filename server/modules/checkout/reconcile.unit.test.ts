// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentEvent } from "#server/providers/payments/payment-provider.ts";
import { createStripeProvider } from "#server/providers/payments/stripe-provider.ts";
import { type FakeStripe, startFakeStripe } from "../../../tests/support/fake-stripe.ts";
import { type EventHandler, formatReconcileSummary, reconcilePayments } from "./reconcile.ts";

// The counting and error handling of reconciliation, with Stripe's events from the local fake and a
// stand-in handler that records events by id the way checkout does (the real one: the integration test).

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake.close();
});

function recordingHandler(failOn?: string): EventHandler & { handled: PaymentEvent[] } {
  const seen = new Set<string>();
  const handled: PaymentEvent[] = [];
  return {
    handled,
    async handleEvent(event) {
      if (event.eventId === failOn) throw new Error("database unavailable");
      if (seen.has(event.eventId)) return { outcome: "duplicate", duplicate: true };
      seen.add(event.eventId);
      handled.push(event);
      const outcome =
        event.kind === "payment_succeeded"
          ? "fulfilled"
          : event.kind === "payment_failed"
            ? "failed"
            : event.kind === "refunded"
              ? "refunded"
              : `ignored: ${event.reason}`;
      return { outcome, duplicate: false };
    },
  };
}

describe("reconcilePayments", () => {
  it("hands every event of the window to checkout, oldest first, counts outcomes, and a rerun only finds duplicates", async () => {
    const since = new Date(Date.now() - 1000);
    const provider = createStripeProvider({
      secretKey: fake.secretKey,
      webhookSecret: fake.webhookSecret,
      apiBase: fake.url,
    });
    const session = (n: number) =>
      provider.createCheckoutSession({
        orderId: `0b4f2c7e-1111-4222-8333-00000000000${n}`,
        orderNumber: `AIL-00000${n}`,
        instalmentNumber: 1,
        amountCents: 10_000,
        currency: "USD",
        description: "Course",
        customerEmail: "ada@example.com",
        successUrl: "http://localhost/success",
        cancelUrl: "http://localhost/cancel",
        expiresAt: new Date(Date.now() + 30 * 60_000),
        idempotencyKey: `reconcile-${n}`,
      });
    const paid = await session(1);
    const failed = await session(2);
    const unpaid = await session(3);
    const completed = fake.completeSession(paid.id).event;
    fake.asyncFailed(failed.id);
    fake.completeSessionUnpaid(unpaid.id);
    fake.refundEvent(String(completed.data.object.payment_intent), 2_500);

    const checkout = recordingHandler();
    const summary = await reconcilePayments({ provider, checkout, since });
    expect(summary).toEqual({
      seen: 4,
      duplicates: 0,
      fulfilled: 1,
      failed: 1,
      refunded: 1,
      ignored: 1,
      other: 0,
      errors: [],
    });
    expect(checkout.handled.map((e) => e.type)).toEqual([
      "checkout.session.completed",
      "checkout.session.async_payment_failed",
      "checkout.session.completed",
      "charge.refunded",
    ]);

    const again = await reconcilePayments({ provider, checkout, since });
    expect(again).toMatchObject({ seen: 4, duplicates: 4, fulfilled: 0, refunded: 0 });
    expect(formatReconcileSummary(again, since)).toContain(
      "duplicates: 4 (already handled, nothing changed)",
    );
  });

  it("keeps going past an event whose handling fails and reports it", async () => {
    const events: PaymentEvent[] = [1, 2, 3].map((n) => ({
      kind: "ignored",
      eventId: `evt_${n}`,
      type: "customer.created",
      created: new Date(),
      reason: "test",
    }));
    const summary = await reconcilePayments({
      provider: { listEventsSince: async () => events },
      checkout: recordingHandler("evt_2"),
      since: new Date(),
    });
    expect(summary).toMatchObject({
      seen: 3,
      ignored: 2,
      errors: [{ eventId: "evt_2", type: "customer.created", message: "database unavailable" }],
    });
  });
});
