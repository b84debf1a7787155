import { Link } from "react-router";
import { batchTypeLabel, formatBatchDate, seatsLeftLabel } from "#app/features/banner/batch-labels.ts";
import { formatPrice } from "#app/features/catalog/course-price.ts";
import type { ViewBatch } from "#contracts/landing-page-view.ts";
import { BlockSection } from "./block-section.tsx";
import { textLinkClass } from "./block-styles.ts";
import type { BlockComponentProps } from "./block-types.ts";

function BatchItem({ batch }: { batch: ViewBatch }) {
  const soldOut = batch.seatsAvailable <= 0;
  return (
    <li className="flex flex-col justify-between gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center">
      <div>
        <p className="font-semibold text-slate-900">
          <Link
            to={batch.coursePath}
            className="text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
          >
            {batch.courseTitle}
          </Link>
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {batchTypeLabel(batch.type)} · starts{" "}
          <time dateTime={batch.startDate} className="font-medium text-slate-900">
            {formatBatchDate(batch.startDate)}
          </time>
        </p>
        {batch.schedule ? <p className="text-sm text-slate-700">{batch.schedule}</p> : null}
        <p
          className={
            soldOut ? "mt-1 text-sm font-medium text-rose-700" : "mt-1 text-sm font-medium text-indigo-800"
          }
        >
          {seatsLeftLabel(batch.seatsAvailable)}
        </p>
      </div>
      <p className="shrink-0 text-2xl font-bold text-slate-900">
        <span className="sr-only">Price: </span>
        {formatPrice(batch.priceCents, batch.currency)}
      </p>
    </li>
  );
}

/** The next batches (of one course or of all), like the home page's list; a friendly line when none. */
export function UpcomingBatchesBlock({ props }: BlockComponentProps<"UpcomingBatches">) {
  return (
    <BlockSection heading={props.heading} background="muted">
      {props.batches.length === 0 ? (
        <p className="text-slate-700">
          New dates are announced soon.{" "}
          <Link to="/courses" className={textLinkClass}>
            Browse the courses
          </Link>
          .
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {props.batches.map((batch) => (
            <BatchItem key={batch.id} batch={batch} />
          ))}
        </ul>
      )}
    </BlockSection>
  );
}
