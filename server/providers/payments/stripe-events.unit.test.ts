// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readStripeEvent } from "./stripe-events.ts";

const created = 1_800_000_000;
const orderId = "7d3f0c1e-2b4a-4c5d-8e6f-0a1b2c3d4e5f";

function event(type: string, object: Record<string, unknown>) {
  return { id: "evt_1", object: "event", type, created, data: { object } };
}

const paidSession = {
  id: "cs_test_1",
  object: "checkout.session",
  amount_total: 49_900,
  currency: "usd",
  client_reference_id: orderId,
  metadata: { order_id: orderId, instalment: "2" },
  payment_intent: "pi_1",
  payment_status: "paid",
  status: "complete",
};

describe("readStripeEvent", () => {
  it("reads a paid checkout.session.completed as a successful payment", () => {
    expect(readStripeEvent(event("checkout.session.completed", paidSession))).toEqual({
      kind: "payment_succeeded",
      eventId: "evt_1",
      type: "checkout.session.completed",
      created: new Date(created * 1000),
      sessionId: "cs_test_1",
      orderId,
      instalmentNumber: 2,
      paymentId: "pi_1",
      amountCents: 49_900,
      currency: "USD",
      method: "Card",
    });
  });

  it("names the card when the payment intent is expanded, and falls back to client_reference_id", () => {
    const read = readStripeEvent(
      event("checkout.session.completed", {
        ...paidSession,
        metadata: {},
        payment_intent: { id: "pi_2", payment_method: { card: { brand: "visa", last4: "4242" } } },
      }),
    );
    expect(read).toMatchObject({ orderId, paymentId: "pi_2", method: "Visa •••• 4242", instalmentNumber: 1 });
  });

  it("ignores a completed session that is not paid yet (a delayed method), then reads its async success", () => {
    const unpaid = { ...paidSession, payment_status: "unpaid" };
    expect(readStripeEvent(event("checkout.session.completed", unpaid))).toMatchObject({
      kind: "ignored",
      eventId: "evt_1",
      reason: "payment_status unpaid",
    });
    expect(
      readStripeEvent(
        event("checkout.session.async_payment_succeeded", { ...paidSession, payment_status: "paid" }),
      ),
    ).toMatchObject({ kind: "payment_succeeded", type: "checkout.session.async_payment_succeeded", orderId });
  });

  it("reads checkout.session.async_payment_failed as a failed payment of the order", () => {
    expect(
      readStripeEvent(
        event("checkout.session.async_payment_failed", { ...paidSession, payment_status: "unpaid" }),
      ),
    ).toMatchObject({ kind: "payment_failed", eventId: "evt_1", sessionId: "cs_test_1", orderId });
  });

  it("reads charge.refunded with the total refunded so far", () => {
    const charge = {
      id: "ch_1",
      object: "charge",
      payment_intent: "pi_1",
      amount: 49_900,
      amount_refunded: 10_000,
    };
    expect(readStripeEvent(event("charge.refunded", charge))).toEqual({
      kind: "refunded",
      eventId: "evt_1",
      type: "charge.refunded",
      created: new Date(created * 1000),
      paymentId: "pi_1",
      amountRefundedCents: 10_000,
    });
  });

  it("ignores types checkout does not act on", () => {
    expect(readStripeEvent(event("customer.created", { id: "cus_1" }))).toMatchObject({
      kind: "ignored",
      type: "customer.created",
      reason: "not an event checkout acts on",
    });
  });

  it("ignores malformed events instead of throwing", () => {
    expect(readStripeEvent(null)).toMatchObject({ kind: "ignored", reason: "not an event object" });
    expect(readStripeEvent([1, 2])).toMatchObject({ kind: "ignored", reason: "not an event object" });
    expect(readStripeEvent({ id: "evt_1", type: "charge.refunded", created })).toMatchObject({
      kind: "ignored",
      eventId: "evt_1",
      reason: "malformed event",
    });
    expect(readStripeEvent({ ...event("charge.refunded", {}), created: "yesterday" })).toMatchObject({
      kind: "ignored",
      reason: "malformed event",
    });
    const { amount_total: _, ...withoutAmount } = paidSession;
    expect(readStripeEvent(event("checkout.session.completed", withoutAmount))).toMatchObject({
      kind: "ignored",
      reason: "session without order, payment or amount",
    });
    expect(
      readStripeEvent(
        event("checkout.session.completed", { ...paidSession, metadata: {}, client_reference_id: null }),
      ),
    ).toMatchObject({ kind: "ignored", reason: "session without order, payment or amount" });
    expect(readStripeEvent(event("charge.refunded", { id: "ch_1", amount_refunded: 5 }))).toMatchObject({
      kind: "ignored",
      reason: "charge without payment intent or amount",
    });
  });
});
