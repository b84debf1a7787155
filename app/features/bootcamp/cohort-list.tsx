import { CalendarDays, Clock, Users } from "lucide-react";
import { Link } from "react-router";
import { batchTypeLabel, formatBatchDate, seatsLeftLabel } from "#app/features/banner/batch-labels.ts";
import { isEarlyBird } from "#app/features/banner/early-bird.ts";
import { LazyWaitlistForm } from "#app/features/waitlist/lazy-waitlist-form.tsx";
import type { BootcampBatch } from "#contracts/admissions.ts";

/** Upcoming cohorts as cards, each with a link to apply for it. */
export function CohortList({ batches, now }: { batches: BootcampBatch[]; now: Date }) {
  if (batches.length === 0) {
    return (
      <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
        The next cohort dates are being scheduled. Apply now without choosing a cohort and we will offer you
        the first one that fits, or{" "}
        <Link to="/webinars" className="font-medium text-indigo-700 underline underline-offset-4">
          join a free webinar
        </Link>{" "}
        meanwhile.
      </p>
    );
  }
  return (
    <ul className="mt-6 grid gap-4 md:grid-cols-2">
      {batches.map((batch) => {
        const earlyBird = isEarlyBird(batch.startDate, now);
        return (
          <li
            key={batch.id}
            className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <div>
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                {batchTypeLabel(batch.type)}
                {earlyBird ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    Early bird
                  </span>
                ) : null}
              </p>
              <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
                <li className="flex items-center gap-2">
                  <CalendarDays aria-hidden="true" className="size-4 text-indigo-700" />
                  Starts {formatBatchDate(batch.startDate)}
                </li>
                <li className="flex items-center gap-2">
                  <Clock aria-hidden="true" className="size-4 text-indigo-700" />
                  {batch.schedule}
                </li>
                <li className="flex items-center gap-2">
                  <Users aria-hidden="true" className="size-4 text-indigo-700" />
                  {batch.seatsAvailable > 0
                    ? seatsLeftLabel(batch.seatsAvailable)
                    : "Full: join the waitlist"}{" "}
                  of {batch.seatsTotal}
                </li>
              </ul>
            </div>
            <Link
              to={`/ai-bootcamp/apply?cohort=${batch.id}`}
              className="mt-auto inline-flex h-10 items-center justify-center rounded-md bg-indigo-600 px-4 font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              aria-label={`Apply for the ${batchTypeLabel(batch.type).toLowerCase()} starting ${formatBatchDate(batch.startDate)}`}
            >
              Apply for this cohort
            </Link>
            {batch.seatsAvailable > 0 ? null : (
              <LazyWaitlistForm
                batchId={batch.id}
                label={`${batchTypeLabel(batch.type).toLowerCase()} starting ${formatBatchDate(batch.startDate)}`}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
