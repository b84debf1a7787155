import type { CurrentUser } from "#contracts/auth.ts";
import { checkoutMessages, orderNumberLabel } from "#contracts/checkout-text.ts";
import { HttpError } from "#server/http-error.ts";
import {
  type PaymentProvider,
  ProviderRequestError,
  ProviderUnavailableError,
} from "#server/providers/payments/payment-provider.ts";

export type SessionDeps = {
  provider: PaymentProvider;
  publicUrl: string;
  log: (event: string, details: Record<string, unknown>) => void;
};

/**
 * Asks the provider for the hosted payment page of one instalment of the order; a provider failure
 * becomes the buyer's 502 (the provider refused) or 503 (unreachable).
 */
export async function startPaymentSession(
  deps: SessionDeps,
  order: {
    id: string;
    number: number;
    kind: "course" | "bootcamp";
    totalCents: number;
    currency: string;
    batchId: string | null;
    couponCode: string | null;
  },
  courseSlug: string,
  user: CurrentUser,
  description: string,
  instalment: { number: number; amountCents: number },
  expiresAt: Date,
) {
  const id = order.id;
  const base = order.kind === "bootcamp" ? "/ai-bootcamp" : "";
  const successUrl = `${deps.publicUrl}${base}/payment-success?order=${id}`;
  // Cancel goes back to the cart as it was (course, batch, coupon), or to the bootcamp's payment step.
  const cart = new URLSearchParams({ course: courseSlug });
  if (order.batchId) cart.set("batch", order.batchId);
  if (order.couponCode) cart.set("coupon", order.couponCode);
  const cancelUrl =
    order.kind === "bootcamp"
      ? `${deps.publicUrl}/ai-bootcamp/payment?order=${id}`
      : `${deps.publicUrl}/courses/checkout?${cart.toString()}`;
  try {
    return await deps.provider.createCheckoutSession({
      orderId: id,
      orderNumber: orderNumberLabel(order.number),
      instalmentNumber: instalment.number,
      amountCents: instalment.amountCents,
      currency: order.currency,
      description,
      customerEmail: user.email,
      successUrl,
      cancelUrl,
      expiresAt,
      // One key per order and instalment: a retry after a timeout gets the same session, never a second charge.
      idempotencyKey: `order-${id}-instalment-${instalment.number}`,
    });
  } catch (error) {
    deps.log("checkout.provider_error", {
      orderId: id,
      error: error instanceof Error ? error.message : String(error),
    });
    if (error instanceof ProviderRequestError) throw new HttpError(502, error.message);
    if (error instanceof ProviderUnavailableError)
      throw new HttpError(503, checkoutMessages.providerUnavailable);
    throw error;
  }
}
