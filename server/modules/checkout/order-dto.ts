import { batchEarlyBirdDeadline } from "#contracts/batch-price.ts";
import { earlyBirdDeadline } from "#contracts/catalog-text.ts";
import type { Order } from "#contracts/checkout.ts";
import { orderNumberLabel } from "#contracts/checkout-text.ts";
import type { OrderDetails } from "./orders-repository.ts";
import type { CheckoutBatchRow } from "./seat-holds-repository.ts";

/** A batch as the quote and the bootcamp enrollment answer it. */
export function toBatchDto(batch: CheckoutBatchRow) {
  return {
    id: batch.id,
    type: batch.type,
    startDate: batch.startDate,
    schedule: batch.schedule,
    seatsAvailable: batch.seatsAvailable,
    earlyBirdDeadline: batchEarlyBirdDeadline(batch),
  };
}

/**
 * An order as its buyer (and the admin's refund answer) sees it at `at`: a pending order whose hold ran
 * out reads as expired. `paymentsOn` is false without a provider (PAYMENTS_PROVIDER=none): an earlier
 * session's page cannot take the payment then.
 */
export function toOrderDto(order: OrderDetails, at: Date, paymentsOn: boolean): Order {
  const holding = order.status === "pending" && order.seatHeldUntil !== null && order.seatHeldUntil > at;
  return {
    id: order.id,
    number: orderNumberLabel(order.number),
    kind: order.kind,
    status: order.status === "pending" && !holding ? "expired" : order.status,
    course: order.course,
    batch: order.batch
      ? { ...order.batch, earlyBirdDeadline: earlyBirdDeadline(order.batch.startDate) }
      : null,
    plan: order.plan,
    price: {
      listPriceCents: order.listPriceCents,
      earlyBirdDiscountCents: order.earlyBirdDiscountCents,
      couponDiscountCents: order.couponDiscountCents,
      totalCents: order.totalCents,
      currency: order.currency,
    },
    couponCode: order.couponCode,
    provider: order.provider,
    seatHeldUntil: holding ? (order.seatHeldUntil?.toISOString() ?? null) : null,
    paymentUrl: holding && paymentsOn ? order.providerSessionUrl : null,
    lastError: order.lastError,
    paidAt: order.paidAt?.toISOString() ?? null,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    instalments: order.instalments.map((item) => ({
      number: item.number,
      dueDate: item.dueDate,
      amountCents: item.amountCents,
      status: item.status,
    })),
    payments: order.payments.map((payment) => ({
      id: payment.id,
      amountCents: payment.amountCents,
      currency: payment.currency,
      method: payment.method,
      instalmentNumber: payment.instalmentNumber,
      status: payment.status,
      receiptNumber: payment.receiptNumber,
      refundedAmountCents: payment.refundedAmountCents,
      paidAt: payment.paidAt.toISOString(),
      receiptUrl: `/api/student/payments/${payment.id}/receipt`,
    })),
  };
}
