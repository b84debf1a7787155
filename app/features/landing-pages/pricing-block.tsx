import { CalendarDays, Users } from "lucide-react";
import { Link } from "react-router";
import { batchTypeLabel, formatBatchDate, seatsLeftLabel } from "#app/features/banner/batch-labels.ts";
import { priceDisplay } from "#app/features/catalog/course-price.ts";
import type { CourseCard } from "#contracts/catalog.ts";
import { BlockSection } from "./block-section.tsx";
import { primaryButtonClass } from "./block-styles.ts";
import type { BlockComponentProps } from "./block-types.ts";

function PriceCard({ course, titleLevel }: { course: CourseCard; titleLevel: "h2" | "h3" }) {
  const Title = titleLevel;
  const batch = course.nextBatch;
  // The catalog's rule: the early-bird price while the next batch is early bird, the list price struck through.
  const price = priceDisplay(course, batch?.earlyBird ?? false);
  const soldOut = batch !== null && batch.seatsAvailable <= 0;
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <Title className="text-xl font-bold tracking-tight text-slate-900">{course.title}</Title>
      {course.tagline ? <p className="mt-2 text-slate-700">{course.tagline}</p> : null}
      <div className="mt-5">
        {price.original ? (
          <p className="text-xs font-semibold uppercase tracking-wide text-emerald-800">
            Early-bird price{price.savingPercent ? `: save ${price.savingPercent}%` : ""}
          </p>
        ) : null}
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
          <span className="text-3xl font-bold text-slate-900">{price.current}</span>
          {price.original ? (
            <del className="text-lg text-slate-500">
              <span className="sr-only">regular price </span>
              {price.original}
            </del>
          ) : null}
        </p>
      </div>
      <ul className="mt-5 space-y-2 border-t border-slate-100 pt-4 text-sm text-slate-700">
        <li className="flex gap-2">
          <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
          {batch ? (
            <span>
              Next start:{" "}
              <span className="font-medium text-slate-900">
                {formatBatchDate(batch.startDate)} · {batchTypeLabel(batch.type)}
              </span>
            </span>
          ) : (
            <span>New dates coming soon</span>
          )}
        </li>
        {batch ? (
          <li className="flex gap-2">
            <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
            <span className={soldOut ? "font-medium text-rose-700" : "font-medium text-indigo-800"}>
              {seatsLeftLabel(batch.seatsAvailable)}
            </span>
          </li>
        ) : null}
      </ul>
      <div className="mt-auto pt-6">
        <Link
          to={course.path}
          aria-label={`View course: ${course.title}`}
          className={`${primaryButtonClass} w-full`}
        >
          View course
        </Link>
      </div>
    </li>
  );
}

/** Up to four cards: one stays card-wide, more share the row. */
function gridOf(count: number): string {
  if (count <= 1) return "max-w-md";
  if (count === 2) return "max-w-4xl md:grid-cols-2";
  if (count === 3) return "md:grid-cols-3";
  return "md:grid-cols-2 lg:grid-cols-4";
}

/** A price card per chosen course: what a seat costs now, the next start and the seats left. */
export function PricingBlock({ props }: BlockComponentProps<"Pricing">) {
  const titleLevel = props.heading.trim() ? "h3" : "h2";
  const columns = gridOf(props.courses.length);
  return (
    <BlockSection heading={props.heading} background="muted">
      <ul className={`grid gap-6 ${columns}`}>
        {props.courses.map((course) => (
          <PriceCard key={course.slug} course={course} titleLevel={titleLevel} />
        ))}
      </ul>
    </BlockSection>
  );
}
