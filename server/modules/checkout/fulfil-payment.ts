import { orderNumberLabel } from "#contracts/checkout-text.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import {
  paymentConfirmationMail,
  paymentConfirmationMailKind,
} from "#server/modules/mail/templates/payment-confirmation.ts";
import type { PaymentEvent, PaymentProvider } from "#server/providers/payments/payment-provider.ts";
import type { FulfilmentRepository } from "./fulfilment-repository.ts";
import { type ReceiptDeps, receiptData } from "./get-receipt.ts";
import type { OrdersRepository, PaymentRow } from "./orders-repository.ts";
import type { EventRecord, PaymentEventsRepository } from "./payment-events-repository.ts";
import { describePurchase, planLabelOf } from "./purchase-words.ts";
import type { ReceiptData } from "./receipt-data.ts";
import type { RefundsRepository } from "./refunds-repository.ts";

export type FulfilmentDeps = ReceiptDeps & {
  provider: PaymentProvider;
  orders: Pick<OrdersRepository, "findOrder">;
  events: Pick<PaymentEventsRepository, "recordEvent">;
  fulfilment: Pick<FulfilmentRepository, "fulfil">;
  refunds: Pick<RefundsRepository, "recordRefund">;
  /** Renders a receipt PDF (server/modules/checkout/receipt-pdf.ts). */
  renderReceipt: (data: ReceiptData) => Promise<Buffer>;
  /** Starts mail delivery after a fulfilment committed (the mail service's deliverPending). */
  deliverMail: () => Promise<unknown>;
  background: BackgroundTasks;
  log: (event: string, details: Record<string, unknown>) => void;
  now: () => Date;
};

/**
 * A payment the provider confirmed: checked against the order, then recorded with its seat, enrollment
 * and confirmation mail (receipt attached) in one step. Money that does not match is never fulfilled on;
 * a payment that arrives after the last seat went elsewhere is refunded.
 */
export async function fulfilPayment(
  deps: FulfilmentDeps,
  event: Extract<PaymentEvent, { kind: "payment_succeeded" }>,
  record: EventRecord,
) {
  const { provider, now } = deps;
  const order = await deps.orders.findOrder(event.orderId);
  if (!order) {
    await deps.events.recordEvent({ ...record, orderId: null, outcome: "ignored: unknown order" });
    return "ignored: unknown order";
  }
  const instalment = order.instalments.find((item) => item.number === event.instalmentNumber);
  const expected = instalment?.amountCents ?? order.totalCents;
  if (event.amountCents !== expected || event.currency !== order.currency) {
    // Money arrived that does not match the order: never fulfil on it; a person must look.
    deps.log("checkout.amount_mismatch", { orderId: order.id, expected, received: event.amountCents });
    await deps.events.recordEvent({ ...record, orderId: order.id, outcome: "ignored: amount mismatch" });
    return "ignored: amount mismatch";
  }
  const at = now();
  const payment: PaymentRow = {
    id: "",
    orderId: order.id,
    provider: provider.name,
    providerPaymentId: event.paymentId,
    amountCents: event.amountCents,
    currency: event.currency,
    method: event.method,
    instalmentNumber: event.instalmentNumber,
    status: "succeeded",
    receiptNumber: `R-${String(order.number).padStart(6, "0")}-${event.instalmentNumber}`,
    refundedAmountCents: 0,
    paidAt: at,
    refundedAt: null,
  };
  const receipt = await deps.renderReceipt(await receiptData(deps, order, payment));
  const upcoming = order.instalments
    .filter((item) => item.number > event.instalmentNumber && item.status === "due")
    .map((item) => ({ dueDate: item.dueDate, amountCents: item.amountCents }));
  const rendered = paymentConfirmationMail({
    name: order.buyer.name,
    orderNumber: orderNumberLabel(order.number),
    receiptNumber: payment.receiptNumber,
    description: describePurchase(order.course.title, order.batch),
    amountCents: payment.amountCents,
    planLabel: planLabelOf(order, event.instalmentNumber),
    upcoming,
    coursesLink: `${deps.publicUrl}/dashboard/student/courses`,
    paymentsLink: `${deps.publicUrl}/dashboard/student/payments`,
  });
  // The row's own columns (id, status, refunds) are the database's to set.
  const { id: _unset, status: _status, refundedAmountCents: _refunded, refundedAt: _at, ...values } = payment;
  const result = await deps.fulfilment.fulfil(
    record,
    values,
    {
      to: order.buyer.email,
      kind: paymentConfirmationMailKind,
      ...rendered,
      attachments: [
        {
          filename: `AI-Labs-receipt-${payment.receiptNumber}.pdf`,
          contentType: "application/pdf",
          content: receipt.toString("base64"),
        },
      ],
    },
    at,
  );
  if (result === "fulfilled" || result === "instalment-paid") {
    deps.background.run("mail.deliver", deps.deliverMail);
    deps.log("checkout.fulfilled", { orderId: order.id, instalment: event.instalmentNumber });
  }
  if (result === "no-seat") {
    // Paid after the hold ran out and the last seat went to someone else: give the money back.
    deps.log("checkout.no_seat_refund", { orderId: order.id });
    deps.background.run("checkout.refund", async () => {
      await provider.refund({
        paymentId: event.paymentId,
        amountCents: event.amountCents,
        idempotencyKey: `refund-${event.paymentId}`,
      });
      await deps.refunds.recordRefund(null, provider.name, event.paymentId, event.amountCents, now());
    });
  }
  return result;
}
