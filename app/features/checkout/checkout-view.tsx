import { ArrowRight, CircleAlert, Lock, UserCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { PendingLabel } from "#app/components/ui/submit-button.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { formatPrice, formatWeeks } from "#app/features/catalog/course-price.ts";
import { usePayments } from "#app/lib/use-site-data.ts";
import { type CourseFormat, courseFormatLabels, coursePath } from "#contracts/catalog-text.ts";
import type { Quote } from "#contracts/checkout.ts";
import { paymentPlanLabels } from "#contracts/checkout-text.ts";
import type { Cart } from "./cart-params.ts";
import { CouponField } from "./coupon-field.tsx";
import { LazyInlineAccount } from "./lazy-inline-account.tsx";
import { LazyPaymentsUnavailable } from "./lazy-payments-unavailable.tsx";
import { OrderSummary } from "./order-summary.tsx";
import { TrustCues } from "./trust-cues.tsx";
import { useHydrated } from "./use-hydrated.ts";
import { goToPaymentPage, useStartPayment } from "./use-start-payment.ts";

type CheckoutViewProps = {
  cart: Cart | null;
  quote: Quote | null;
  /** Why the summary could not be priced (unknown course, batch no longer open, outage). */
  loadError: string | null;
  /** Where "Continue to payment" sends the browser; tests record it instead. */
  redirect?: (url: string) => void;
};

function StepHeading({ step, title, done }: { step: number; title: string; done?: boolean }) {
  return (
    <h2 className="flex items-center gap-3 text-lg font-semibold text-slate-900">
      <span
        aria-hidden="true"
        className={
          done
            ? "flex size-7 items-center justify-center rounded-full bg-emerald-600 text-sm text-white"
            : "flex size-7 items-center justify-center rounded-full bg-indigo-600 text-sm text-white"
        }
      >
        {done ? "✓" : step}
      </span>
      <span>
        <span className="sr-only">Step {step}: </span>
        {title}
      </span>
    </h2>
  );
}

function Problem({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-slate-800">
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <CircleAlert aria-hidden="true" className="size-5 text-amber-700" />
        {title}
      </p>
      <div className="mt-2 space-y-3">{children}</div>
    </div>
  );
}

const linkClass = "font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900";

function courseFacts(quote: Quote): string {
  const format = courseFormatLabels[quote.course.format as CourseFormat] ?? quote.course.format;
  return `${format} · ${formatWeeks(quote.course.durationWeeks)}`;
}

/**
 * /courses/checkout: the order summary beside two steps (account, payment). On a phone the summary comes
 * first, then the steps; on a wide screen the steps lead and the summary stays in view beside them.
 */
export function CheckoutView({ cart, quote, loadError, redirect = goToPaymentPage }: CheckoutViewProps) {
  const { user, isLoading } = useAuth();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === "/courses/checkout";
  const payment = useStartPayment(redirect);
  const payButton = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const [justSignedIn, setJustSignedIn] = useState(false);
  const { online } = usePayments();

  useEffect(() => {
    if (justSignedIn && user) payButton.current?.focus();
  }, [justSignedIn, user]);

  if (!cart) {
    return (
      <Problem title="Your cart is empty">
        <p>Pick a course and a batch first; the checkout opens from the course page.</p>
        <Link to="/courses" className={linkClass}>
          Browse courses
        </Link>
      </Problem>
    );
  }
  if (!quote) {
    return (
      <Problem title={loadError ?? "We couldn't load your order."}>
        <Link to={`${coursePath(cart.course)}#batches`} className={linkClass}>
          Choose a batch on the course page
        </Link>
      </Problem>
    );
  }

  const applyCoupon = (code: string | null) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (code) params.set("coupon", code);
        else params.delete("coupon");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const blocked = quote.soldOut || quote.requiresAdmission;
  const serverFieldError = payment.fieldErrors.batchId ?? payment.fieldErrors.plan;
  const couponServerError = payment.fieldErrors.couponCode ?? null;
  const paymentError = serverFieldError ?? (couponServerError ? null : (payment.error?.message ?? null));
  const firstCharge = quote.instalments[0]?.amountCents ?? quote.price.totalCents;

  const summary = (
    <OrderSummary
      courseTitle={quote.course.title}
      courseFacts={courseFacts(quote)}
      batch={quote.batch}
      price={quote.price}
      earlyBird={quote.earlyBird}
      couponCode={quote.coupon?.code ?? null}
      instalments={quote.instalments}
      busy={busy}
    >
      <CouponField
        key={cart.coupon ?? ""}
        code={cart.coupon}
        appliedLabel={quote.coupon?.label ?? null}
        error={couponServerError ?? quote.couponError}
        pending={busy}
        onApply={applyCoupon}
        keep={{
          course: cart.course,
          batch: cart.batch,
          plan: cart.plan === "full" ? null : cart.plan,
          offer: cart.offer,
        }}
      />
      {quote.batch ? (
        <p className="mt-4 text-sm">
          <Link to={`${coursePath(quote.course.slug)}#batches`} className={linkClass}>
            Change batch
          </Link>
        </p>
      ) : null}
    </OrderSummary>
  );

  if (!online) {
    // PAYMENTS_PROVIDER=none (decision 0018): the summary stays, admissions takes the order.
    return (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-10">
        <div className="lg:col-start-2 lg:row-start-1">{summary}</div>
        <section aria-labelledby="payment-step" className="min-w-0 lg:col-start-1 lg:row-start-1">
          <h2 id="payment-step" className="sr-only">
            Payment
          </h2>
          <LazyPaymentsUnavailable />
        </section>
      </div>
    );
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-10">
      <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
        {summary}
        <TrustCues className="mt-5 hidden px-1 lg:grid" />
      </div>
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6 lg:col-start-1 lg:row-start-1">
        {quote.soldOut ? (
          <Problem title="This batch is sold out">
            <p>Every seat of this batch is taken. The next dates are on the course page.</p>
            <Link to={`${coursePath(quote.course.slug)}#batches`} className={linkClass}>
              See other batches
            </Link>
          </Problem>
        ) : null}
        {quote.requiresAdmission ? (
          <Problem title="The bootcamp admits by application">
            <p>Apply first (about 10 minutes, no fee). Once accepted, you choose your cohort and plan.</p>
            <p className="flex flex-wrap gap-x-6 gap-y-2">
              <Link to="/ai-bootcamp/apply" className={linkClass}>
                Apply to the bootcamp
              </Link>
              <Link to="/ai-bootcamp/enroll" className={linkClass}>
                Already accepted? Enroll
              </Link>
            </p>
          </Problem>
        ) : null}

        <section
          aria-labelledby="account-step"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <div id="account-step">
            <StepHeading step={1} title="Your account" done={Boolean(user)} />
          </div>
          {isLoading ? (
            <div className="flex justify-center py-8">
              <Spinner label="Checking your account..." />
            </div>
          ) : user ? (
            <p className="mt-3 flex items-center gap-2 text-slate-800">
              <UserCheck aria-hidden="true" className="size-5 text-emerald-700" />
              <span>
                Signed in as <strong>{user.name}</strong>
                <span className="text-slate-600"> ({user.email})</span>
              </span>
            </p>
          ) : (
            <>
              <p className="mt-2 text-slate-700">
                Create an account to enroll, or sign in if you have one. Your order stays as it is.
              </p>
              <div className="mt-5">
                <LazyInlineAccount onSignedIn={() => setJustSignedIn(true)} />
              </div>
            </>
          )}
        </section>

        <section
          aria-labelledby="payment-step"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <div id="payment-step">
            <StepHeading step={2} title="Payment" />
          </div>
          {user ? (
            <div className="mt-4 grid gap-4">
              {paymentError ? <FormAlert tone="error">{paymentError}</FormAlert> : null}
              {couponServerError ? <FormAlert tone="error">{couponServerError}</FormAlert> : null}
              <p className="text-slate-700">
                {quote.plan === "instalments"
                  ? `${paymentPlanLabels.instalments}: ${formatPrice(firstCharge, quote.price.currency)} today.`
                  : `You pay ${formatPrice(quote.price.totalCents, quote.price.currency)} once. No subscription.`}
              </p>
              <Button
                ref={payButton}
                size="lg"
                className="h-auto min-h-12 w-full whitespace-normal py-3 text-base"
                disabled={blocked || payment.isPending || !hydrated}
                onClick={() =>
                  payment.start({
                    course: quote.course.slug,
                    batchId: quote.batch?.id ?? null,
                    couponCode: quote.coupon?.code,
                    plan: quote.plan,
                    offer: cart.offer ?? undefined,
                  })
                }
              >
                {payment.isPending ? (
                  <PendingLabel>Opening the secure payment page...</PendingLabel>
                ) : (
                  <>
                    <Lock aria-hidden="true" />
                    Continue to payment · {formatPrice(firstCharge, quote.price.currency)}
                    <ArrowRight aria-hidden="true" />
                  </>
                )}
              </Button>
            </div>
          ) : (
            <p className="mt-2 text-slate-600">
              {isLoading ? "One moment..." : "Create an account or sign in above to continue to payment."}
            </p>
          )}
          <TrustCues className="mt-5 lg:hidden" />
        </section>
      </div>
    </div>
  );
}
