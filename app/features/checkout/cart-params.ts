import { checkoutLimits, type PaymentPlan, paymentPlans } from "#contracts/checkout-text.ts";

// The cart of /courses/checkout lives in its URL (?course=&batch=&coupon=&plan=): it survives signing in
// inline, a reload, the back button and the payment provider's cancel link, and needs no storage.

/** `offer`: the signed token of a waitlist offer's link (decision 0045), passed on to the quote and the order. */
export type Cart = {
  course: string;
  batch: string | null;
  coupon: string | null;
  plan: PaymentPlan;
  offer?: string | null;
};

export function readCart(params: URLSearchParams): Cart | null {
  const course = params.get("course")?.trim() ?? "";
  if (!course) return null;
  const plan = params.get("plan");
  const coupon = params.get("coupon")?.trim().slice(0, checkoutLimits.couponCodeMax).toUpperCase() || null;
  return {
    course,
    batch: params.get("batch")?.trim() || null,
    coupon,
    plan: paymentPlans.find((value) => value === plan) ?? "full",
    offer: params.get("offer")?.trim().slice(0, 300) || null,
  };
}

/** The checkout URL of a cart; unset parts are left out, so links stay short. */
export function cartPath(cart: Cart, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ course: cart.course });
  if (cart.batch) params.set("batch", cart.batch);
  if (cart.coupon) params.set("coupon", cart.coupon);
  if (cart.plan !== "full") params.set("plan", cart.plan);
  if (cart.offer) params.set("offer", cart.offer);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `/courses/checkout?${params.toString()}`;
}
