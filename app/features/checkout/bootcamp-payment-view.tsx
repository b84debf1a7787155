import { ArrowRight, CircleAlert, Lock } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { formatPrice } from "#app/features/catalog/course-price.ts";
import { usePayments } from "#app/lib/use-site-data.ts";
import type { Order } from "#contracts/checkout.ts";
import { checkoutPageMessages, orderStatusLabels, paymentPlanLabels } from "#contracts/checkout-text.ts";
import { LazyInlineAccount } from "./lazy-inline-account.tsx";
import { LazyPaymentsUnavailable } from "./lazy-payments-unavailable.tsx";
import { OrderSummary } from "./order-summary.tsx";
import { TrustCues } from "./trust-cues.tsx";

type BootcampPaymentViewProps = {
  order: Order | null;
  problem: "signed-out" | "not-found" | null;
  onSignedIn?: () => void;
};

const linkClass = "font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900";

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-slate-800">
      <p className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CircleAlert aria-hidden="true" className="size-5 text-amber-700" />
        {title}
      </p>
      <div className="mt-2 grid gap-3">{children}</div>
    </div>
  );
}

/**
 * /ai-bootcamp/payment?order=: a bootcamp order waiting for payment (the provider's cancel link comes
 * back here): what is owed, the last failure if any, and the way back to the payment page.
 */
export function BootcampPaymentView({ order, problem, onSignedIn }: BootcampPaymentViewProps) {
  const { online } = usePayments();
  if (problem === "signed-out") {
    return (
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Sign in to pay for your seat</h2>
        <div className="mt-5">
          <LazyInlineAccount initialTab="signin" onSignedIn={onSignedIn} />
        </div>
      </section>
    );
  }
  if (!order) {
    return (
      <Notice title={checkoutPageMessages.orderNotFound}>
        <p>
          <Link to="/ai-bootcamp/enroll" className={linkClass}>
            Choose your cohort and plan
          </Link>
        </p>
      </Notice>
    );
  }
  if (order.status === "paid") {
    return (
      <Notice title="This order is already paid">
        <p>
          <Link
            to={`/ai-bootcamp/payment-success?order=${encodeURIComponent(order.id)}`}
            className={linkClass}
          >
            See your confirmation
          </Link>
        </p>
      </Notice>
    );
  }
  const dueNow =
    order.instalments.find((item) => item.status === "due")?.amountCents ?? order.price.totalCents;
  const payable = online && order.status === "pending" && order.paymentUrl;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-10">
      <div className="lg:col-start-2 lg:row-start-1">
        <OrderSummary
          heading={`Order ${order.number}`}
          courseTitle={order.course.title}
          courseFacts={paymentPlanLabels[order.plan]}
          batch={order.batch}
          price={order.price}
          earlyBird={order.price.earlyBirdDiscountCents > 0}
          couponCode={order.couponCode}
          instalments={order.instalments}
        />
      </div>
      <section
        aria-labelledby="bootcamp-pay"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-start-1 lg:row-start-1"
      >
        <h2 id="bootcamp-pay" className="text-lg font-semibold text-slate-900">
          {payable ? "Complete your payment" : orderStatusLabels[order.status]}
        </h2>
        <div className="mt-4 grid gap-4">
          {order.lastError ? <FormAlert tone="error">{order.lastError}</FormAlert> : null}
          {!online && order.status === "pending" ? (
            // PAYMENTS_PROVIDER=none (decision 0018): an order left from before cannot be paid here.
            <LazyPaymentsUnavailable />
          ) : payable ? (
            <>
              <p className="text-slate-700">
                Nothing has been charged yet.{" "}
                {order.seatHeldUntil ? "Your seat stays reserved while this order is open." : null}
              </p>
              <a
                href={order.paymentUrl ?? "#"}
                className={`${buttonClassName({ size: "lg" })} h-auto min-h-12 w-full whitespace-normal py-3 text-base`}
              >
                <Lock aria-hidden="true" />
                Pay {formatPrice(dueNow, order.price.currency)} now
                <ArrowRight aria-hidden="true" />
              </a>
              <p className="text-sm">
                <Link to="/ai-bootcamp/enroll" className={linkClass}>
                  Change cohort or plan
                </Link>
              </p>
            </>
          ) : (
            <>
              <p className="text-slate-700">
                {order.status === "expired"
                  ? checkoutPageMessages.holdExpired
                  : checkoutPageMessages.orderNotPayable}
              </p>
              <Link to="/ai-bootcamp/enroll" className={`${buttonClassName({ size: "lg" })} w-full`}>
                Start again
              </Link>
            </>
          )}
          <TrustCues />
        </div>
      </section>
    </div>
  );
}
