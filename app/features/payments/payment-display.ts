import type { Order, OrderPayment } from "#contracts/checkout.ts";
import { type OrderStatus, orderStatusLabels } from "#contracts/checkout-text.ts";

// What the Payments page says, and how it reads an order: labels, dates and the price lines.

export const paymentsText = {
  heading: "Payments",
  intro: "Your orders, instalment schedules and receipts.",
  loading: "Loading your payments...",
  loadFailed: "We couldn't load your payments. Please try again.",
  retry: "Try again",
  emptyTitle: "No payments yet",
  emptyBody: "When you enroll in a course, your orders and receipts appear here.",
  browseCourses: "Browse courses",
  signedOutTitle: "Please Login",
  signedOutBody: "Sign in to see your orders and receipts.",
  downloadReceipt: "Download receipt",
  completePayment: "Complete payment",
} as const;

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/**
 * "Mar 5, 2027". Calendar dates (YYYY-MM-DD) and timestamps are both shown in UTC, like the receipt PDF,
 * so the server's render and the browser's agree.
 */
export function formatDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

export const statusBadgeClass: Record<OrderStatus, string> = {
  pending: "bg-amber-100 text-amber-900 ring-amber-300",
  paid: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  failed: "bg-red-100 text-red-900 ring-red-300",
  expired: "bg-slate-100 text-slate-800 ring-slate-300",
  cancelled: "bg-slate-100 text-slate-800 ring-slate-300",
  refunded: "bg-violet-100 text-violet-900 ring-violet-300",
};

export function statusLabel(status: OrderStatus): string {
  return orderStatusLabels[status];
}

export type PriceLine = { label: string; amountCents: number; total?: boolean };

/** The order's price as lines: list price, the discounts that applied (negative), the total. */
export function priceLines(order: Order): PriceLine[] {
  const { price } = order;
  const lines: PriceLine[] = [{ label: "List price", amountCents: price.listPriceCents }];
  if (price.earlyBirdDiscountCents > 0)
    lines.push({ label: "Early-bird discount", amountCents: -price.earlyBirdDiscountCents });
  if (price.couponDiscountCents > 0)
    lines.push({
      label: order.couponCode ? `Coupon ${order.couponCode}` : "Coupon",
      amountCents: -price.couponDiscountCents,
    });
  lines.push({ label: "Total", amountCents: price.totalCents, total: true });
  return lines;
}

/**
 * The provider's payment page of a pending order whose seat is still held, or null. The server gives the
 * page only while the order can be paid; the hold is checked here too, as the page may stay open a while.
 */
export function openPaymentUrl(order: Order, now: number): string | null {
  if (order.status !== "pending" || !order.paymentUrl || !order.seatHeldUntil) return null;
  return new Date(order.seatHeldUntil).getTime() > now ? order.paymentUrl : null;
}

export function paymentStatusLabel(payment: OrderPayment): string {
  if (payment.status === "succeeded") return "Paid";
  return payment.refundedAmountCents >= payment.amountCents ? "Refunded" : "Partly refunded";
}
