import { ClockIcon, DownloadIcon, TriangleAlertIcon } from "lucide-react";
import { useId, useSyncExternalStore } from "react";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { Table, type TableColumn, tableCell } from "#app/components/ui/table.tsx";
import { batchTypeName } from "#app/features/enrollments/enrollment-display.ts";
import { cn } from "#app/lib/cn.ts";
import type { Order, OrderPayment } from "#contracts/checkout.ts";
import { paymentPlanLabels } from "#contracts/checkout-text.ts";
import { formatUsd } from "#contracts/money.ts";
import {
  formatDate,
  openPaymentUrl,
  paymentStatusLabel,
  priceLines,
  statusBadgeClass,
  statusLabel,
  paymentsText as t,
} from "./payment-display.ts";

/** One order on the student's Payments page: what was bought, its price, schedule and payments. */
export function OrderCard({ order, now }: { order: Order; now: number }) {
  const titleId = useId();
  const batch = order.batch;
  const paymentUrl = openPaymentUrl(order, now);
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {order.course.title}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {batch
              ? `${batchTypeName(batch.type)} batch, starts ${formatDate(batch.startDate)} · ${batch.schedule}`
              : "Self-paced"}
          </p>
        </div>
        <span
          className={cn(
            "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
            statusBadgeClass[order.status],
          )}
        >
          <span className="sr-only">Status: </span>
          {statusLabel(order.status)}
        </span>
      </header>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
        <Fact label="Order number" value={order.number} />
        <Fact label="Date" value={formatDate(order.paidAt ?? order.createdAt)} />
        <Fact label="Plan" value={paymentPlanLabels[order.plan]} />
        <Fact label="Total" value={formatUsd(order.price.totalCents)} strong />
      </dl>

      {paymentUrl && order.seatHeldUntil ? (
        <div className="mt-4 flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2">
            <ClockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Your seat is held until <LocalTime iso={order.seatHeldUntil} />. Complete payment to keep it.
            </span>
          </p>
          <a href={paymentUrl} className={buttonClassName({ size: "sm" })}>
            {t.completePayment}
            <span className="sr-only"> for {order.number}</span>
          </a>
        </div>
      ) : null}
      {order.status === "failed" && order.lastError ? (
        <p className="mt-4 flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {order.lastError}
        </p>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <PriceSection order={order} />
        {order.instalments.length > 1 ? <InstalmentSchedule order={order} /> : null}
      </div>
      <PaymentsSection order={order} />
    </article>
  );
}

function Fact({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className={cn("mt-0.5 break-words text-slate-900", strong && "font-semibold")}>{value}</dd>
    </div>
  );
}

function PriceSection({ order }: { order: Order }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Price
      </h3>
      <dl className="mt-2 divide-y divide-slate-100 text-sm">
        {priceLines(order).map((line) => (
          <div
            key={line.label}
            className={cn("flex justify-between gap-4 py-1.5", line.total && "font-semibold")}
          >
            <dt className={line.total ? "text-slate-900" : "text-slate-700"}>{line.label}</dt>
            <dd className="tabular-nums text-slate-900">{formatUsd(line.amountCents)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const instalmentColumns: readonly TableColumn[] = [
  { label: "#" },
  { label: "Due date" },
  { label: "Amount", align: "right" },
  { label: "Status", align: "right" },
];

function InstalmentSchedule({ order }: { order: Order }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Instalment schedule
      </h3>
      <Table
        className="mt-2"
        caption="Instalment schedule"
        minWidth="min-w-[20rem]"
        columns={instalmentColumns}
      >
        {order.instalments.map((instalment) => (
          <tr key={instalment.number}>
            <td className={tableCell("tabular-nums text-slate-700")}>{instalment.number}</td>
            <td className={tableCell("text-slate-900")}>{formatDate(instalment.dueDate)}</td>
            <td className={tableCell("text-right tabular-nums text-slate-900")}>
              {formatUsd(instalment.amountCents)}
            </td>
            <td className={tableCell("text-right")}>
              <InstalmentStatus status={instalment.status} />
            </td>
          </tr>
        ))}
      </Table>
    </section>
  );
}

const instalmentStatusText = { paid: "Paid", due: "Due", refunded: "Refunded" } as const;

function InstalmentStatus({ status }: { status: keyof typeof instalmentStatusText }) {
  return (
    <span
      className={cn(
        "font-medium",
        status === "paid" ? "text-emerald-800" : status === "due" ? "text-amber-800" : "text-violet-800",
      )}
    >
      {instalmentStatusText[status]}
    </span>
  );
}

function PaymentsSection({ order }: { order: Order }) {
  const headingId = useId();
  const several = order.instalments.length > 1;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Payments
      </h3>
      {order.payments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No payments on this order yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200">
          {order.payments.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} several={several} />
          ))}
        </ul>
      )}
    </section>
  );
}

// One markup for every width: stacked on a phone, a row of columns from the sm breakpoint.
function PaymentRow({ payment, several }: { payment: OrderPayment; several: boolean }) {
  const refunded = payment.refundedAmountCents > 0;
  return (
    <li className="grid gap-1 p-3 text-sm sm:grid-cols-[8rem_1fr_auto_auto] sm:items-center sm:gap-4">
      <span className="text-slate-700">{formatDate(payment.paidAt)}</span>
      <span className="min-w-0 text-slate-900">
        <span className="font-semibold tabular-nums">{formatUsd(payment.amountCents)}</span>
        {" · "}
        {payment.method}
        {several ? <span className="text-slate-600"> · Instalment {payment.instalmentNumber}</span> : null}
        <span className="block text-xs text-slate-600">Receipt {payment.receiptNumber}</span>
      </span>
      <span className={cn("font-medium", refunded ? "text-violet-800" : "text-emerald-800")}>
        {paymentStatusLabel(payment)}
        {refunded ? ` (${formatUsd(payment.refundedAmountCents)})` : ""}
      </span>
      <a
        href={payment.receiptUrl}
        download
        className={buttonClassName({ variant: "outline", size: "sm", className: "justify-self-start" })}
      >
        <DownloadIcon aria-hidden="true" />
        {t.downloadReceipt}
        <span className="sr-only"> {payment.receiptNumber}</span>
      </a>
    </li>
  );
}

const subscribeNothing = () => () => {};

/**
 * A time of day in the reader's own time zone. The server does not know that zone, so it (and the first
 * render in the browser, which must match it) shows UTC; after hydration the local time replaces it.
 */
function LocalTime({ iso }: { iso: string }) {
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const date = new Date(iso);
  const text = hydrated
    ? date.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" })
    : `${date.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" })} UTC`;
  return <time dateTime={iso}>{text}</time>;
}
