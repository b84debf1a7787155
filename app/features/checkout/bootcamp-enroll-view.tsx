import { ArrowRight, CircleAlert, Lock } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { PendingLabel } from "#app/components/ui/submit-button.tsx";
import { batchTypeLabel, formatBatchDate, seatsLeftLabel } from "#app/features/banner/batch-labels.ts";
import { formatPrice } from "#app/features/catalog/course-price.ts";
import { cn } from "#app/lib/cn.ts";
import { useEarlyInput } from "#app/lib/early-input.ts";
import { usePayments } from "#app/lib/use-site-data.ts";
import type { BootcampEnrollment, Quote } from "#contracts/checkout.ts";
import { checkoutLimits, type PaymentPlan, paymentPlanLabels } from "#contracts/checkout-text.ts";
import { CouponField } from "./coupon-field.tsx";
import { LazyInlineAccount } from "./lazy-inline-account.tsx";
import { LazyPaymentsUnavailable } from "./lazy-payments-unavailable.tsx";
import { OrderSummary } from "./order-summary.tsx";
import { TrustCues } from "./trust-cues.tsx";
import { useHydrated } from "./use-hydrated.ts";
import { goToPaymentPage, useStartPayment } from "./use-start-payment.ts";

export type BootcampSelection = { batch: string | null; plan: PaymentPlan; coupon: string | null };

type BootcampEnrollViewProps = {
  enrollment: BootcampEnrollment | null;
  signedOut: boolean;
  selection: BootcampSelection;
  quote: Quote | null;
  onSignedIn?: () => void;
  redirect?: (url: string) => void;
};

const linkClass = "font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900";

function Card({
  title,
  children,
  labelledBy,
}: {
  title: ReactNode;
  children: ReactNode;
  labelledBy: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={labelledBy} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function choiceClass(selected: boolean, disabled = false) {
  return cn(
    "flex cursor-pointer gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500",
    selected ? "border-indigo-600 bg-indigo-50" : "border-slate-200 bg-white hover:border-slate-300",
    disabled && "cursor-not-allowed opacity-60",
  );
}

/** /ai-bootcamp/enroll: an admitted applicant picks a cohort and a plan, then pays (the choice lives in the URL). */
export function BootcampEnrollView(props: BootcampEnrollViewProps) {
  const { enrollment, selection, quote } = props;
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === "/ai-bootcamp/enroll";
  const payment = useStartPayment(props.redirect ?? goToPaymentPage);
  const hydrated = useHydrated();
  const { online } = usePayments();
  // The cohort and plan radios are not in a form; a choice made before hydration is kept all the same.
  const earlyInput = useEarlyInput<HTMLDivElement>();
  // The radios show a choice at once; the server's price for it follows when the loader has run again.
  const [choice, setChoice] = useState({ batch: selection.batch, plan: selection.plan });
  useEffect(
    () => setChoice({ batch: selection.batch, plan: selection.plan }),
    [selection.batch, selection.plan],
  );

  if (props.signedOut) {
    return (
      <Card title="Sign in to enroll" labelledBy="enroll-account">
        <p className="mb-5 text-slate-700">
          Use the account you applied with (or create one with the same email address) to see your admission
          and reserve your seat.
        </p>
        <LazyInlineAccount initialTab="signin" onSignedIn={props.onSignedIn} />
      </Card>
    );
  }

  if (!enrollment) {
    return (
      <div role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-slate-800">
        <p className="font-semibold text-slate-900">We couldn't load your enrollment.</p>
        <p className="mt-2">Please reload the page in a moment; nothing has been charged.</p>
      </div>
    );
  }

  if (!enrollment.eligible) {
    return (
      <div role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-slate-800">
        <p className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <CircleAlert aria-hidden="true" className="size-5 text-amber-700" />
          You can't enroll yet
        </p>
        <p className="mt-2">{enrollment.reason}</p>
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          {enrollment.application ? null : (
            <Link to="/ai-bootcamp/apply" className={linkClass}>
              Apply to the bootcamp
            </Link>
          )}
          <Link to="/ai-bootcamp/start" className={linkClass}>
            How admissions work
          </Link>
        </p>
      </div>
    );
  }

  const update = (changes: Partial<Record<"batch" | "plan" | "coupon", string | null>>) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) params.set(key, value);
          else params.delete(key);
        }
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const chosenBatch = enrollment.batches.find((batch) => batch.id === selection.batch) ?? null;
  const firstCharge = quote?.instalments[0]?.amountCents ?? quote?.price.totalCents ?? 0;
  const currency = quote?.price.currency ?? "USD";
  const paymentError =
    payment.fieldErrors.batchId ??
    payment.fieldErrors.plan ??
    payment.fieldErrors.couponCode ??
    payment.error?.message ??
    null;
  const basePrice = chosenBatch?.priceCents ?? enrollment.course.priceCents;

  return (
    // Phone: cohort, plan, summary, pay (the total is read before paying). Wide: the summary beside them.
    <div
      {...earlyInput}
      className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-10"
    >
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6 lg:col-start-1 lg:row-start-1">
        <Card title="1. Choose your cohort" labelledBy="enroll-cohort">
          {enrollment.batches.length === 0 ? (
            <p className="text-slate-700">
              No cohort is open for enrollment right now. We will email you when the next one opens.
            </p>
          ) : (
            <fieldset>
              <legend className="sr-only">Cohort</legend>
              <div className="grid gap-3">
                {enrollment.batches.map((batch) => {
                  const full = batch.seatsAvailable <= 0;
                  const selected = batch.id === choice.batch;
                  return (
                    <label key={batch.id} className={choiceClass(selected, full)}>
                      <input
                        type="radio"
                        name="batch"
                        value={batch.id}
                        checked={selected}
                        disabled={full}
                        onChange={() => {
                          setChoice((current) => ({ ...current, batch: batch.id }));
                          update({ batch: batch.id });
                        }}
                        className="mt-1 size-4 accent-indigo-600"
                      />
                      <span className="grid flex-1 gap-0.5">
                        <span className="font-semibold text-slate-900">
                          {batchTypeLabel(batch.type)} · starts {formatBatchDate(batch.startDate)}
                        </span>
                        <span className="text-sm text-slate-700">{batch.schedule}</span>
                        <span className="text-sm text-slate-700">{seatsLeftLabel(batch.seatsAvailable)}</span>
                      </span>
                      <span className="text-right">
                        <span className="block font-semibold text-slate-900">
                          {formatPrice(batch.priceCents, currency)}
                        </span>
                        {batch.earlyBird ? (
                          <span className="text-xs font-medium text-emerald-700">Early bird</span>
                        ) : null}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          )}
        </Card>

        <Card title="2. Choose how to pay" labelledBy="enroll-plan">
          <fieldset>
            <legend className="sr-only">Payment plan</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {(["full", "instalments"] as const).map((plan) => (
                <label key={plan} className={choiceClass(choice.plan === plan)}>
                  <input
                    type="radio"
                    name="plan"
                    value={plan}
                    checked={choice.plan === plan}
                    onChange={() => {
                      setChoice((current) => ({ ...current, plan }));
                      update({ plan: plan === "full" ? null : plan });
                    }}
                    className="mt-1 size-4 accent-indigo-600"
                  />
                  <span className="grid gap-0.5">
                    <span className="font-semibold text-slate-900">{paymentPlanLabels[plan]}</span>
                    <span className="text-sm text-slate-700">
                      {plan === "full"
                        ? `${formatPrice(basePrice, currency)} once`
                        : `About ${formatPrice(Math.ceil(basePrice / checkoutLimits.instalmentCount), currency)} a month, the first today`}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </Card>
      </div>

      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <div className="lg:sticky lg:top-24">
          {quote ? (
            <OrderSummary
              courseTitle={quote.course.title}
              courseFacts={`Cohort bootcamp · ${quote.course.durationWeeks} weeks`}
              batch={quote.batch}
              price={quote.price}
              earlyBird={quote.earlyBird}
              couponCode={quote.coupon?.code ?? null}
              instalments={quote.instalments}
              busy={busy}
            >
              <CouponField
                key={selection.coupon ?? ""}
                code={selection.coupon}
                appliedLabel={quote.coupon?.label ?? null}
                error={quote.couponError}
                pending={busy}
                onApply={(code) => update({ coupon: code })}
                keep={{ batch: selection.batch, plan: selection.plan === "full" ? null : selection.plan }}
              />
            </OrderSummary>
          ) : (
            <section className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
              <h2 className="font-semibold text-slate-900">{enrollment.course.title}</h2>
              <p className="mt-2">Choose a cohort to see your order summary.</p>
            </section>
          )}
        </div>
      </div>
      <div className="min-w-0 lg:col-start-1 lg:row-start-2">
        <Card title="3. Pay securely" labelledBy="enroll-pay">
          {online ? (
            <div className="grid gap-4">
              {paymentError ? <FormAlert tone="error">{paymentError}</FormAlert> : null}
              {!chosenBatch ? <p className="text-slate-700">Choose a cohort above to continue.</p> : null}
              <Button
                size="lg"
                className="h-auto min-h-12 w-full whitespace-normal py-3 text-base"
                disabled={!chosenBatch || !quote || quote.soldOut || payment.isPending || busy || !hydrated}
                onClick={() =>
                  chosenBatch &&
                  payment.start({
                    course: enrollment.course.slug,
                    batchId: chosenBatch.id,
                    couponCode: quote?.coupon?.code,
                    plan: selection.plan,
                  })
                }
              >
                {payment.isPending ? (
                  <PendingLabel>Opening the secure payment page...</PendingLabel>
                ) : (
                  <>
                    <Lock aria-hidden="true" />
                    Continue to payment{quote ? ` · ${formatPrice(firstCharge, currency)}` : ""}
                    <ArrowRight aria-hidden="true" />
                  </>
                )}
              </Button>
              <TrustCues />
            </div>
          ) : (
            // PAYMENTS_PROVIDER=none (decision 0018): admissions reserves the seat instead.
            <LazyPaymentsUnavailable />
          )}
        </Card>
      </div>
    </div>
  );
}
