import { Link } from "react-router";
import type { BootcampOverview } from "#contracts/admissions.ts";
import { limits } from "#contracts/limits.ts";
import { formatUsd } from "#contracts/money.ts";

/** Tuition from the AI Engineering course's price and early-bird price. */
export function TuitionCard({ course }: { course: NonNullable<BootcampOverview["course"]> }) {
  const instalment = Math.ceil(course.priceCents / 3 / 100) * 100;
  return (
    <div className="grid gap-6 rounded-2xl border border-indigo-100 bg-indigo-50 p-6 sm:grid-cols-3 sm:p-8">
      <div>
        <p className="text-sm font-medium text-slate-700">Full tuition</p>
        <p className="mt-1 text-3xl font-bold text-slate-900">{formatUsd(course.priceCents)}</p>
        <p className="mt-1 text-sm text-slate-700">
          {course.durationWeeks} weeks, live online, all projects and cloud credits included.
        </p>
      </div>
      {course.earlyBirdPriceCents !== null ? (
        <div>
          <p className="text-sm font-medium text-slate-700">Early-bird tuition</p>
          <p className="mt-1 text-3xl font-bold text-indigo-800">{formatUsd(course.earlyBirdPriceCents)}</p>
          <p className="mt-1 text-sm text-slate-700">
            For cohorts starting more than {limits.earlyBirdDays} days from your enrollment.
          </p>
        </div>
      ) : null}
      <div>
        <p className="text-sm font-medium text-slate-700">Or in 3 monthly instalments</p>
        <p className="mt-1 text-3xl font-bold text-slate-900">3 × {formatUsd(instalment)}</p>
        <p className="mt-1 text-sm text-slate-700">
          Interest-free, no credit check; the first one reserves your seat.
        </p>
      </div>
      <p className="text-sm text-slate-700 sm:col-span-3">
        Full refund up to 14 days before the start. Need-based scholarships are available each cohort: mention
        it in your{" "}
        <Link to="/ai-bootcamp/apply" className="font-medium text-indigo-700 underline underline-offset-4">
          application
        </Link>
        .
      </p>
    </div>
  );
}
