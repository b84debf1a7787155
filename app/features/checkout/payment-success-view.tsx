import { CircleAlert, CircleCheck, Download, Hourglass } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { batchTypeLabel, formatBatchDate } from "#app/features/banner/batch-labels.ts";
import { formatPrice } from "#app/features/catalog/course-price.ts";
import { formatLongDate } from "#app/features/site-pages/load-site-page.ts";
import type { Order } from "#contracts/checkout.ts";
import { checkoutPageMessages, orderStatusLabels, paymentPlanLabels } from "#contracts/checkout-text.ts";
import { InstalmentSchedule } from "./instalment-schedule.tsx";
import { LazyInlineAccount } from "./lazy-inline-account.tsx";
import { useOrderPoll } from "./use-order-poll.ts";

export type SuccessKind = "course" | "bootcamp";

type PaymentSuccessViewProps = {
  kind: SuccessKind;
  orderId: string | null;
  /** The loader's read: the order, or why there is none. */
  initialOrder: Order | null;
  initialProblem: "signed-out" | "not-found" | null;
  /** After an inline sign-in: read the order again. */
  onSignedIn?: () => void;
  pollIntervalMs?: number;
  pollLimitMs?: number;
};

const linkClass = "font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900";
const paymentsPath = "/dashboard/student/payments";
const coursesPath = "/dashboard/student/courses";

function Panel({
  tone,
  icon,
  title,
  children,
}: {
  tone: "ok" | "wait" | "problem";
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const ring = { ok: "border-emerald-200", wait: "border-indigo-200", problem: "border-amber-200" }[tone];
  return (
    <section className={`rounded-2xl border ${ring} bg-white p-6 shadow-sm sm:p-8`}>
      <div className="flex flex-col items-start gap-3">
        {icon}
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      </div>
      <div className="mt-4 grid gap-4 text-slate-800">{children}</div>
    </section>
  );
}

function retryPath(order: Order): string {
  if (order.kind === "bootcamp") return `/ai-bootcamp/payment?order=${encodeURIComponent(order.id)}`;
  const params = new URLSearchParams({ course: order.course.slug });
  if (order.batch) params.set("batch", order.batch.id);
  if (order.couponCode) params.set("coupon", order.couponCode);
  return `/courses/checkout?${params.toString()}`;
}

function OrderFacts({ order }: { order: Order }) {
  const paid = order.payments.filter((payment) => payment.status === "succeeded");
  const paidCents = paid.reduce((sum, payment) => sum + payment.amountCents, 0);
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-slate-600">Order</dt>
        <dd className="font-semibold text-slate-900" data-testid="order-number">
          {order.number}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">Course</dt>
        <dd className="font-medium text-slate-900">{order.course.title}</dd>
      </div>
      {order.batch ? (
        <div>
          <dt className="text-slate-600">Batch</dt>
          <dd className="text-slate-900">
            {batchTypeLabel(order.batch.type)} · starts {formatBatchDate(order.batch.startDate)}
            <span className="block text-slate-700">{order.batch.schedule}</span>
          </dd>
        </div>
      ) : null}
      <div>
        <dt className="text-slate-600">{order.plan === "instalments" ? "Paid today" : "Amount paid"}</dt>
        <dd className="text-slate-900">
          {formatPrice(paidCents || order.price.totalCents, order.price.currency)}
          {paid[0] ? <span className="block text-slate-700">{paid[0].method}</span> : null}
        </dd>
      </div>
      {order.plan === "instalments" ? (
        <div>
          <dt className="text-slate-600">Plan</dt>
          <dd className="text-slate-900">
            {paymentPlanLabels.instalments}, {formatPrice(order.price.totalCents, order.price.currency)} in
            all
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function Receipts({ order }: { order: Order }) {
  if (order.payments.length === 0) return null;
  return (
    <ul className="grid gap-2">
      {order.payments.map((payment) => (
        <li key={payment.id}>
          <a href={payment.receiptUrl} className={`inline-flex items-center gap-2 ${linkClass}`}>
            <Download aria-hidden="true" className="size-4" />
            Download receipt {payment.receiptNumber} (PDF)
          </a>
        </li>
      ))}
    </ul>
  );
}

function NextSteps({ order }: { order: Order }) {
  const steps: ReactNode[] =
    order.kind === "bootcamp"
      ? [
          <>
            Your seat in the cohort is confirmed. The course is in{" "}
            <Link to={coursesPath} className={linkClass}>
              My Enrolled Courses
            </Link>
            .
          </>,
          "Two weeks before the start, onboarding and pre-work begin; watch your inbox.",
          order.batch
            ? `The cohort starts on ${formatBatchDate(order.batch.startDate)} (${order.batch.schedule}).`
            : "We will confirm your cohort's start date by email.",
          order.plan === "instalments"
            ? "The remaining instalments are due on the dates above; each comes with its own receipt."
            : "Your receipt is below and under Payments in your dashboard.",
        ]
      : [
          <>
            The course is in{" "}
            <Link to={coursesPath} className={linkClass}>
              My Enrolled Courses
            </Link>
            .
          </>,
          order.batch
            ? `Your first live class is on ${formatBatchDate(order.batch.startDate)} (${order.batch.schedule}); the join link appears under Join Class.`
            : "Start the first lesson from My Enrolled Courses whenever you like.",
          "Your receipt is below and under Payments in your dashboard.",
        ];
  return (
    <div>
      <h2 className="text-lg font-semibold text-slate-900">What happens next</h2>
      <ol className="mt-2 list-decimal space-y-1.5 pl-6">
        {steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list in a fixed order
          <li key={index}>{step}</li>
        ))}
      </ol>
    </div>
  );
}

function Paid({ order, kind }: { order: Order; kind: SuccessKind }) {
  return (
    <Panel
      tone="ok"
      icon={<CircleCheck aria-hidden="true" className="size-12 text-emerald-600" />}
      title={kind === "bootcamp" ? "Payment received: welcome to the bootcamp" : "Payment successful"}
    >
      <p>
        Thank you! Your order <strong>{order.number}</strong> is paid
        {order.paidAt ? ` (${formatLongDate(order.paidAt)})` : ""}.
      </p>
      <OrderFacts order={order} />
      {order.plan === "instalments" && order.instalments.length > 0 ? (
        <InstalmentSchedule
          items={order.instalments}
          currency={order.price.currency}
          caption="Instalment schedule"
        />
      ) : null}
      <NextSteps order={order} />
      <Receipts order={order} />
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <Link to={coursesPath} className={buttonClassName({ size: "lg" })}>
          Go to My Enrolled Courses
        </Link>
        <Link to={paymentsPath} className={buttonClassName({ size: "lg", variant: "outline" })}>
          View payments and receipts
        </Link>
      </div>
    </Panel>
  );
}

/** /payment-success and /ai-bootcamp/payment-success: the order as it is now, confirmed by the webhook. */
export function PaymentSuccessView(props: PaymentSuccessViewProps) {
  const { kind, orderId } = props;
  const poll = useOrderPoll(props.initialProblem ? null : orderId, props.initialOrder, {
    intervalMs: props.pollIntervalMs,
    limitMs: props.pollLimitMs,
  });
  const order = poll.order;

  if (props.initialProblem === "signed-out" || poll.errorStatus === 401) {
    return (
      <Panel
        tone="wait"
        icon={<Hourglass aria-hidden="true" className="size-10 text-indigo-600" />}
        title="Sign in to see your order"
      >
        <p>Your order belongs to your account. Sign in and it appears right here.</p>
        <LazyInlineAccount initialTab="signin" onSignedIn={props.onSignedIn} />
      </Panel>
    );
  }
  if (
    !orderId ||
    props.initialProblem === "not-found" ||
    (poll.errorStatus !== null && poll.errorStatus !== 0)
  ) {
    return (
      <Panel
        tone="problem"
        icon={<CircleAlert aria-hidden="true" className="size-10 text-amber-600" />}
        title={checkoutPageMessages.orderNotFound}
      >
        <p>
          Your orders and receipts are under{" "}
          <Link to={paymentsPath} className={linkClass}>
            Payments
          </Link>
          .
        </p>
      </Panel>
    );
  }
  if (!order || (order.status === "pending" && !poll.timedOut)) {
    return (
      <Panel
        tone="wait"
        icon={<Spinner label="Confirming your payment..." />}
        title="Confirming your payment"
      >
        <p role="status">
          {poll.errorStatus === 0
            ? "We can't reach the server right now. Your payment is safe; this page retries on reload."
            : "This usually takes a few seconds. Please keep this page open."}
        </p>
        {order ? <OrderFacts order={order} /> : null}
      </Panel>
    );
  }
  if (order.status === "pending") {
    return (
      <Panel
        tone="wait"
        icon={<Hourglass aria-hidden="true" className="size-10 text-indigo-600" />}
        title="Your payment is still being confirmed"
      >
        <p>
          The payment service has not confirmed order <strong>{order.number}</strong> yet. There is no need to
          pay again: it will appear under{" "}
          <Link to={paymentsPath} className={linkClass}>
            Payments
          </Link>{" "}
          as soon as it is confirmed.
        </p>
        <OrderFacts order={order} />
      </Panel>
    );
  }
  if (order.status === "paid") return <Paid order={order} kind={kind} />;
  const message =
    order.status === "failed"
      ? (order.lastError ?? checkoutPageMessages.cardDeclined)
      : order.status === "expired"
        ? checkoutPageMessages.holdExpired
        : `This order is ${orderStatusLabels[order.status].toLowerCase()}.`;
  const retryUrl = order.paymentUrl ?? (order.kind === "bootcamp" ? "/ai-bootcamp/enroll" : retryPath(order));
  return (
    <Panel
      tone="problem"
      icon={<CircleAlert aria-hidden="true" className="size-10 text-amber-600" />}
      title={orderStatusLabels[order.status]}
    >
      <p role="alert">{message}</p>
      <OrderFacts order={order} />
      {order.status !== "refunded" ? (
        <p>
          <a href={retryUrl} className={buttonClassName({ size: "lg" })}>
            {order.paymentUrl ? "Try the payment again" : "Start a new checkout"}
          </a>
        </p>
      ) : null}
    </Panel>
  );
}
