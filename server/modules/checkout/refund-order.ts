import { refundMessages } from "#contracts/admin-payments-text.ts";
import type { Order } from "#contracts/checkout.ts";
import { checkoutMessages } from "#contracts/checkout-text.ts";
import { HttpError } from "#server/http-error.ts";
import {
  type PaymentProvider,
  ProviderRequestError,
  ProviderUnavailableError,
} from "#server/providers/payments/payment-provider.ts";
import { toOrderDto } from "./order-dto.ts";
import type { OrdersRepository } from "./orders-repository.ts";
import type { RefundsRepository } from "./refunds-repository.ts";

type Deps = {
  provider: PaymentProvider | null;
  orders: Pick<OrdersRepository, "findOrder">;
  refunds: Pick<RefundsRepository, "recordRefund">;
  log: (event: string, details: Record<string, unknown>) => void;
  now: () => Date;
};

/**
 * Refunds every payment of a paid order through the provider, then records it (the provider's
 * charge.refunded event later finds it done). The seat is released and the enrollment cancelled.
 */
export async function refundOrder(deps: Deps, orderId: string, actor: { id: string }): Promise<Order> {
  const { provider, now } = deps;
  const order = await deps.orders.findOrder(orderId);
  if (!order) throw new HttpError(404, checkoutMessages.orderNotFound);
  if (order.status !== "paid") throw new HttpError(409, refundMessages.notAllowed);
  if (!provider) throw new HttpError(503, refundMessages.withoutProvider);
  for (const payment of order.payments) {
    const remaining = payment.amountCents - payment.refundedAmountCents;
    if (payment.status !== "succeeded" || remaining <= 0) continue;
    try {
      await provider.refund({
        paymentId: payment.providerPaymentId,
        amountCents: remaining,
        // The key names the amount: a retry of the same refund is one refund, a later top-up another.
        idempotencyKey: `refund-${payment.id}-${remaining}`,
      });
    } catch (error) {
      deps.log("checkout.refund_failed", {
        orderId,
        error: error instanceof Error ? error.message : String(error),
      });
      if (error instanceof ProviderUnavailableError)
        throw new HttpError(503, checkoutMessages.providerUnavailable);
      if (error instanceof ProviderRequestError) throw new HttpError(502, refundMessages.providerFailed);
      throw error;
    }
    await deps.refunds.recordRefund(
      null,
      provider.name,
      payment.providerPaymentId,
      payment.amountCents,
      now(),
    );
  }
  deps.log("checkout.refunded", { orderId, by: actor.id });
  const updated = await deps.orders.findOrder(orderId);
  if (!updated) throw new HttpError(404, checkoutMessages.orderNotFound);
  // A provider is present here, so the answer is built as with one.
  return toOrderDto(updated, now(), true);
}
