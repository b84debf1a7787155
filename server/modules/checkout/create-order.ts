import { bootcampCourseSlug } from "#contracts/admissions-text.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { CreateOrderInput } from "#contracts/checkout.ts";
import { checkoutLimits, checkoutMessages, paymentsUnavailableMessage } from "#contracts/checkout-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { PaymentProvider } from "#server/providers/payments/payment-provider.ts";
import { checkBootcampEligibility, type EligibilityDeps } from "./check-bootcamp-eligibility.ts";
import type { CoursesRepository } from "./courses-repository.ts";
import { OfferGoneError, type OrderRow, type OrdersRepository, SoldOutError } from "./orders-repository.ts";
import { describePurchase } from "./purchase-words.ts";
import { type PurchaseReads, pricePurchase, resolvePurchase } from "./resolve-purchase.ts";
import { type SessionDeps, startPaymentSession } from "./start-payment-session.ts";

const holdMs = checkoutLimits.seatHoldMinutes * 60_000;

type Deps = PurchaseReads &
  EligibilityDeps &
  Omit<SessionDeps, "provider"> & {
    /** null when online payment is off (PAYMENTS_PROVIDER=none, decision 0018): no order is taken. */
    provider: PaymentProvider | null;
    courses: Pick<CoursesRepository, "isEnrolled">;
    orders: Pick<OrdersRepository, "findLivePendingOrder" | "createOrderHoldingSeat" | "setSession">;
    seller: () => Promise<{ email: string }>;
    now: () => Date;
  };

/**
 * Creates the pending order (its seat held for 30 minutes) and the provider's payment session. A
 * retry of the same purchase while its hold lives reuses the order and its session (no second seat,
 * no second charge); a changed purchase (another coupon or plan) replaces it.
 */
export async function createOrder(
  deps: Deps,
  input: CreateOrderInput,
  user: CurrentUser,
): Promise<{ orderId: string; redirectUrl: string }> {
  const { provider, now } = deps;
  // No provider: say so before holding a seat, with the address that sells instead.
  if (!provider) throw new HttpError(503, paymentsUnavailableMessage((await deps.seller()).email));
  const session = { ...deps, provider };
  const at = now();
  const purchase = await resolvePurchase(
    deps,
    { course: input.course, batch: input.batchId, coupon: input.couponCode, offer: input.offer },
    at,
  );
  const { course, batch, offer } = purchase;
  const kind = course.slug === bootcampCourseSlug ? "bootcamp" : "course";
  if (kind === "bootcamp") {
    const eligibility = await checkBootcampEligibility(deps, user);
    if (!eligibility.eligible)
      throw new HttpError(403, eligibility.reason ?? checkoutMessages.bootcampNeedsAdmission);
  } else if (input.plan !== "full") {
    throw new HttpError(400, checkoutMessages.planNotOffered, "plan");
  }
  const price = pricePurchase(purchase, input.plan, at);
  if (price.couponError) throw new HttpError(400, price.couponError, "couponCode");
  if (await deps.courses.isEnrolled(user.id, course.id, batch?.id ?? null)) {
    throw new HttpError(409, checkoutMessages.alreadyEnrolled, "batchId");
  }

  const description = describePurchase(course.title, batch);
  const first = price.instalments[0] ?? { number: 1, amountCents: price.totalCents };
  const existing = await deps.orders.findLivePendingOrder(user.id, course.id, batch?.id ?? null, at);
  const same =
    existing &&
    existing.plan === input.plan &&
    existing.totalCents === price.totalCents &&
    (existing.couponCode ?? null) === (price.coupon?.code ?? null);
  if (existing && same) {
    if (existing.providerSessionUrl)
      return { orderId: existing.id, redirectUrl: existing.providerSessionUrl };
    // The earlier attempt never got a session (the provider timed out): ask again with the same key and
    // the same parameters, so a session the provider did create is returned instead of a second one.
    const expiresAt = existing.seatHeldUntil ?? new Date(at.getTime() + holdMs);
    const started = await startPaymentSession(
      session,
      existing,
      course.slug,
      user,
      description,
      first,
      expiresAt,
    );
    await deps.orders.setSession(existing.id, started.id, started.url, now());
    return { orderId: existing.id, redirectUrl: started.url };
  }

  // No seat left in what the batch read committed just now, and no hold of this buyer's own: sold out
  // without a transaction (at a launch that is almost every buyer). A seat freed after that read is
  // as if the buyer had come a moment earlier; with a seat showing, the locked count below decides.
  if (batch && !existing && batch.seatsAvailable <= 0) {
    throw new HttpError(409, checkoutMessages.soldOut, "batchId");
  }

  // A waitlist offer's seat moves to the order for the rest of the offer's 24 hours (at least the usual 30
  // minutes), so claiming early does not shorten the hold the mail promised.
  const seatHeldUntil = new Date(Math.max(at.getTime() + holdMs, offer?.expiresAt.getTime() ?? 0));
  let order: OrderRow;
  try {
    order = await deps.orders.createOrderHoldingSeat(
      {
        userId: user.id,
        kind,
        courseId: course.id,
        batchId: batch?.id ?? null,
        plan: input.plan,
        listPriceCents: price.listPriceCents,
        earlyBirdDiscountCents: price.earlyBirdDiscountCents,
        couponId: price.coupon?.id ?? null,
        couponCode: price.coupon?.code ?? null,
        couponDiscountCents: price.couponDiscountCents,
        totalCents: price.totalCents,
        currency: course.currency,
        provider: provider.name,
        seatHeldUntil,
        instalments: price.instalments,
      },
      at,
      existing?.id,
      offer?.offerId,
    );
  } catch (error) {
    if (error instanceof SoldOutError) throw new HttpError(409, checkoutMessages.soldOut, "batchId");
    if (error instanceof OfferGoneError) throw new HttpError(403, checkoutMessages.offerInvalid, "offer");
    throw error;
  }
  const started = await startPaymentSession(
    session,
    order,
    course.slug,
    user,
    description,
    first,
    seatHeldUntil,
  );
  await deps.orders.setSession(order.id, started.id, started.url, now());
  deps.log("checkout.order_created", { orderId: order.id, provider: provider.name });
  return { orderId: order.id, redirectUrl: started.url };
}
