import { CalendarDays, Clock, Tag } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { batchTypeLabel, formatBatchDate } from "#app/features/banner/batch-labels.ts";
import { formatPrice } from "#app/features/catalog/course-price.ts";
import type { PriceLines } from "#contracts/checkout.ts";
import type { ScheduleItem } from "./instalment-schedule.tsx";

// Only the bootcamp's instalment plan has a schedule, so it is not part of the checkout pages' first load
// (they sit at the 120 KB budget). The server renders it completely; the browser keeps that HTML until the
// chunk is in (entry.server waits for every boundary).
const LazyInstalmentSchedule = lazy(() =>
  import("./instalment-schedule.tsx").then((module) => ({ default: module.InstalmentSchedule })),
);

export type SummaryBatch = { type: string; startDate: string; schedule: string; earlyBirdDeadline: string };

type OrderSummaryProps = {
  heading?: string;
  courseTitle: string;
  /** "Live online · 8 weeks", or what else describes the course in one line. */
  courseFacts?: string;
  batch: SummaryBatch | null;
  price: PriceLines;
  earlyBird: boolean;
  couponCode?: string | null;
  instalments: ScheduleItem[];
  /** The coupon field, or anything else the page adds under the lines. */
  children?: ReactNode;
  /** Shown dimmed while a new quote is being read. */
  busy?: boolean;
};

function Line({ label, value, tone }: { label: ReactNode; value: string; tone?: "saving" }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1">
      <dt className="text-slate-700">{label}</dt>
      <dd className={tone === "saving" ? "font-medium text-emerald-700" : "text-slate-900"}>{value}</dd>
    </div>
  );
}

/** The order summary: what is bought, when it runs, each price line and the total. */
export function OrderSummary(props: OrderSummaryProps) {
  const { price, batch } = props;
  const currency = price.currency;
  return (
    <section
      aria-labelledby="order-summary-heading"
      aria-busy={props.busy || undefined}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="order-summary-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {props.heading ?? "Order summary"}
      </h2>
      <p className="mt-3 text-xl font-bold text-slate-900">{props.courseTitle}</p>
      {props.courseFacts ? <p className="mt-1 text-sm text-slate-600">{props.courseFacts}</p> : null}
      {batch ? (
        <ul className="mt-4 grid gap-2 text-sm text-slate-800">
          <li className="flex gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
            <span>
              {batchTypeLabel(batch.type)} · starts <strong>{formatBatchDate(batch.startDate)}</strong>
            </span>
          </li>
          <li className="flex gap-2">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
            <span>{batch.schedule}</span>
          </li>
        </ul>
      ) : (
        <p className="mt-4 text-sm text-slate-800">Self-paced: start right after payment.</p>
      )}
      <div className={props.busy ? "opacity-60 transition-opacity" : "transition-opacity"}>
        <dl className="mt-5 border-t border-slate-100 pt-4 text-sm">
          <Line label="Course price" value={formatPrice(price.listPriceCents, currency)} />
          {price.earlyBirdDiscountCents > 0 ? (
            <Line
              label={
                <>
                  Early-bird discount
                  {props.earlyBird && batch ? (
                    <span className="block text-xs text-slate-600">
                      Until {formatBatchDate(batch.earlyBirdDeadline)}
                    </span>
                  ) : null}
                </>
              }
              value={formatPrice(-price.earlyBirdDiscountCents, currency)}
              tone="saving"
            />
          ) : null}
          {price.couponDiscountCents > 0 ? (
            <Line
              label={
                <span className="inline-flex items-center gap-1.5">
                  <Tag aria-hidden="true" className="size-3.5" />
                  Coupon {props.couponCode}
                </span>
              }
              value={formatPrice(-price.couponDiscountCents, currency)}
              tone="saving"
            />
          ) : null}
          <div className="mt-3 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
            <dt className="font-semibold text-slate-900">
              Total <span className="text-xs font-normal text-slate-600">({currency})</span>
            </dt>
            <dd className="text-2xl font-bold text-slate-900" data-testid="order-total">
              {formatPrice(price.totalCents, currency)}
            </dd>
          </div>
        </dl>
        {props.instalments.length > 1 ? (
          <div className="mt-4">
            <Suspense fallback={null}>
              <LazyInstalmentSchedule items={props.instalments} currency={currency} />
            </Suspense>
          </div>
        ) : null}
      </div>
      {props.children}
    </section>
  );
}
