import { checkoutMessages, orderNumberLabel, paymentPlanLabels } from "#contracts/checkout-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { OrderDetails, OrdersRepository, PaymentRow } from "./orders-repository.ts";
import { describePurchase, planLabelOf } from "./purchase-words.ts";
import type { ReceiptData } from "./receipt-data.ts";

export type ReceiptDeps = {
  publicUrl: string;
  /** The address printed as the seller's (the site settings' contact email). */
  seller: () => Promise<{ email: string }>;
};

/**
 * What the receipt of one payment shows. A full payment itemises the price; an instalment shows the
 * order total and the part paid. Used for the mailed receipt at fulfilment and for the download.
 */
export async function receiptData(
  deps: ReceiptDeps,
  order: OrderDetails,
  payment: PaymentRow,
): Promise<ReceiptData> {
  const seller = await deps.seller();
  const lines =
    payment.instalmentNumber === 1 && order.plan === "full"
      ? [
          { label: "Course price", amountCents: order.listPriceCents },
          ...(order.earlyBirdDiscountCents
            ? [{ label: "Early-bird discount", amountCents: -order.earlyBirdDiscountCents }]
            : []),
          ...(order.couponDiscountCents
            ? [{ label: `Coupon ${order.couponCode ?? ""}`.trim(), amountCents: -order.couponDiscountCents }]
            : []),
          { label: "Total", amountCents: order.totalCents },
        ]
      : [
          { label: `Order total (${paymentPlanLabels[order.plan]})`, amountCents: order.totalCents },
          { label: planLabelOf(order, payment.instalmentNumber), amountCents: payment.amountCents },
        ];
  return {
    receiptNumber: payment.receiptNumber,
    orderNumber: orderNumberLabel(order.number),
    paidAt: payment.paidAt,
    buyer: order.buyer,
    description: describePurchase(order.course.title, order.batch),
    planLabel: planLabelOf(order, payment.instalmentNumber),
    lines,
    amountPaidCents: payment.amountCents,
    currency: payment.currency,
    method: payment.method,
    refundedAmountCents: payment.refundedAmountCents,
    seller: { name: "AI Labs", email: seller.email, website: deps.publicUrl },
  };
}

/** The receipt of the caller's own payment; anyone else's (admins' included) is "not found". */
export async function getReceipt(
  deps: ReceiptDeps & { orders: Pick<OrdersRepository, "findPaymentOfUser"> },
  paymentId: string,
  userId: string,
): Promise<ReceiptData> {
  const found = await deps.orders.findPaymentOfUser(paymentId, userId);
  if (!found) throw new HttpError(404, checkoutMessages.orderNotFound);
  return receiptData(deps, found.order, found.payment);
}
