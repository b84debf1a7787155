import type { PaymentEvent } from "./payment-provider.ts";

// Reads an event in Stripe's format (https://docs.stripe.com/api/events/object) into what checkout acts
// on. Both providers emit this format. Unknown types and malformed objects are "ignored" with a reason,
// never thrown: the webhook answers 2xx for them so the provider stops retrying.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);
const integer = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) ? value : undefined;

/** The id of a field that Stripe sends either as an id or as an expanded object. */
function idOf(value: unknown): string | undefined {
  return text(value) ?? (isObject(value) ? text(value.id) : undefined);
}

function cardLabel(session: Json): string {
  const label = text(session.payment_method_label);
  if (label) return label;
  const intent = session.payment_intent;
  const method = isObject(intent) && isObject(intent.payment_method) ? intent.payment_method : undefined;
  const card = method && isObject(method.card) ? method.card : undefined;
  if (card && text(card.brand) && text(card.last4)) {
    const brand = String(card.brand);
    return `${brand.charAt(0).toUpperCase()}${brand.slice(1)} •••• ${card.last4}`;
  }
  return "Card";
}

export function readStripeEvent(event: unknown): PaymentEvent {
  if (!isObject(event)) return ignored("", "", new Date(0), "not an event object");
  const eventId = text(event.id) ?? "";
  const type = text(event.type) ?? "";
  const createdSeconds = integer(event.created);
  const created = new Date((createdSeconds ?? 0) * 1000);
  const object = isObject(event.data) && isObject(event.data.object) ? event.data.object : undefined;
  if (!eventId || !type || createdSeconds === undefined || !object) {
    return ignored(eventId, type, created, "malformed event");
  }

  switch (type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      // A completed session with a delayed method (bank debit) is not paid yet: the async event follows.
      if (type === "checkout.session.completed" && object.payment_status !== "paid") {
        return ignored(eventId, type, created, `payment_status ${String(object.payment_status)}`);
      }
      const sessionId = text(object.id);
      const metadata = isObject(object.metadata) ? object.metadata : {};
      const orderId = text(metadata.order_id) ?? text(object.client_reference_id);
      const paymentId = idOf(object.payment_intent);
      const amountCents = integer(object.amount_total);
      const currency = text(object.currency);
      if (!sessionId || !orderId || !paymentId || amountCents === undefined || !currency) {
        return ignored(eventId, type, created, "session without order, payment or amount");
      }
      const instalment = Number(text(metadata.instalment) ?? "1");
      return {
        kind: "payment_succeeded",
        eventId,
        type,
        created,
        sessionId,
        orderId,
        instalmentNumber: Number.isInteger(instalment) && instalment > 0 ? instalment : 1,
        paymentId,
        amountCents,
        currency: currency.toUpperCase(),
        method: cardLabel(object),
      };
    }
    case "checkout.session.async_payment_failed": {
      const sessionId = text(object.id);
      const metadata = isObject(object.metadata) ? object.metadata : {};
      const orderId = text(metadata.order_id) ?? text(object.client_reference_id);
      if (!sessionId || !orderId) return ignored(eventId, type, created, "session without order");
      return {
        kind: "payment_failed",
        eventId,
        type,
        created,
        sessionId,
        orderId,
        message: "The payment did not go through.",
      };
    }
    case "charge.refunded": {
      const paymentId = idOf(object.payment_intent);
      const amountRefundedCents = integer(object.amount_refunded);
      if (!paymentId || amountRefundedCents === undefined) {
        return ignored(eventId, type, created, "charge without payment intent or amount");
      }
      return { kind: "refunded", eventId, type, created, paymentId, amountRefundedCents };
    }
    default:
      return ignored(eventId, type, created, "not an event checkout acts on");
  }
}

function ignored(eventId: string, type: string, created: Date, reason: string): PaymentEvent {
  return { kind: "ignored", eventId, type, created, reason };
}
