import type { PaymentEvent, PaymentProvider } from "#server/providers/payments/payment-provider.ts";
import { type FulfilmentDeps, fulfilPayment } from "./fulfil-payment.ts";
import type { FulfilmentRepository } from "./fulfilment-repository.ts";
import type { OrdersRepository } from "./orders-repository.ts";
import type { EventRecord, PaymentEventsRepository } from "./payment-events-repository.ts";

type Deps = Omit<FulfilmentDeps, "provider"> & {
  /** null when online payment is off; an event can then only come from a misconfiguration. */
  provider: PaymentProvider | null;
  orders: Pick<OrdersRepository, "findOrder">;
  events: PaymentEventsRepository;
  fulfilment: FulfilmentRepository;
};

/**
 * One provider event (webhook or reconciliation). Recorded by id: a duplicate or a replay changes
 * nothing. Order does not matter: every handler checks the state it moves from.
 */
export async function handlePaymentEvent(
  deps: Deps,
  event: PaymentEvent,
  payload: unknown,
): Promise<{ outcome: string; duplicate: boolean }> {
  if (!deps.provider) throw new Error("no payment provider (PAYMENTS_PROVIDER=none)");
  const provider = deps.provider;
  if (event.eventId && (await deps.events.hasEvent(provider.name, event.eventId))) {
    return { outcome: "duplicate", duplicate: true };
  }
  const record: EventRecord = {
    provider: provider.name,
    eventId: event.eventId,
    type: event.type,
    createdAt: event.created,
    orderId: null,
    providerPaymentId: null,
    amountCents: null,
    outcome: "",
    payload,
  };
  switch (event.kind) {
    case "payment_succeeded": {
      const outcome = await fulfilPayment({ ...deps, provider }, event, {
        ...record,
        orderId: event.orderId,
        providerPaymentId: event.paymentId,
        amountCents: event.amountCents,
      });
      return { outcome, duplicate: outcome === "duplicate" };
    }
    case "payment_failed": {
      const order = await deps.orders.findOrder(event.orderId);
      if (!order) {
        await deps.events.recordEvent({ ...record, outcome: "ignored: unknown order" });
        return { outcome: "ignored: unknown order", duplicate: false };
      }
      const outcome = await deps.fulfilment.failOrder(
        { ...record, orderId: order.id },
        order.id,
        event.message,
        deps.now(),
      );
      return { outcome, duplicate: outcome === "duplicate" };
    }
    case "refunded": {
      const outcome = await deps.refunds.recordRefund(
        { ...record, providerPaymentId: event.paymentId, amountCents: event.amountRefundedCents },
        provider.name,
        event.paymentId,
        event.amountRefundedCents,
        deps.now(),
      );
      return { outcome, duplicate: outcome === "duplicate" };
    }
    case "ignored": {
      if (!event.eventId) return { outcome: `ignored: ${event.reason}`, duplicate: false };
      const fresh = await deps.events.recordEvent({ ...record, outcome: `ignored: ${event.reason}` });
      return { outcome: `ignored: ${event.reason}`, duplicate: !fresh };
    }
  }
}
