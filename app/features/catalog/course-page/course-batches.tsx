import { Link } from "react-router";
import { batchTypeLabel, formatBatchDate, seatsLeftLabel } from "#app/features/banner/batch-labels.ts";
import { formatPrice } from "#app/features/catalog/course-price.ts";
import { LazyPaymentsUnavailable } from "#app/features/checkout/lazy-payments-unavailable.tsx";
import { useContactDialog } from "#app/features/contact/contact-dialog-context.tsx";
import { NewsletterForm } from "#app/features/newsletter/newsletter-form.tsx";
import { LazyWaitlistForm } from "#app/features/waitlist/lazy-waitlist-form.tsx";
import { usePayments } from "#app/lib/use-site-data.ts";
import type { CourseBatch, CourseDetail } from "#contracts/catalog.ts";
import { checkoutPath } from "#contracts/catalog-text.ts";

const primaryClass =
  "mt-4 block w-full rounded-md bg-indigo-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

function BatchCard({ course, batch, online }: { course: CourseDetail; batch: CourseBatch; online: boolean }) {
  const { openContactDialog } = useContactDialog();
  const soldOut = batch.seatsAvailable === 0;
  const label = batchTypeLabel(batch.type);
  const start = formatBatchDate(batch.startDate);
  const showListPrice = batch.priceCents < batch.listPriceCents;
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{label}</h3>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
          <dt className="text-slate-600">Starts</dt>
          <dd className="font-medium text-slate-900">{start}</dd>
          <dt className="text-slate-600">Schedule</dt>
          <dd className="text-slate-800">{batch.schedule}</dd>
          <dt className="text-slate-600">Seats</dt>
          <dd className={soldOut ? "font-semibold text-rose-700" : "font-medium text-slate-900"}>
            {soldOut ? "Sold out" : seatsLeftLabel(batch.seatsAvailable)}
          </dd>
        </dl>
      </div>
      <div className="mt-auto border-t border-slate-100 pt-4">
        <p>
          <span className="text-2xl font-bold text-slate-900">
            {formatPrice(batch.priceCents, course.currency)}
          </span>
          {showListPrice ? (
            <del className="ml-2 text-slate-500">
              <span className="sr-only">regular price </span>
              {formatPrice(batch.listPriceCents, course.currency)}
            </del>
          ) : null}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {batch.earlyBird ? (
            <>
              <span className="font-medium text-emerald-700">Early-bird deadline:</span>{" "}
              {formatBatchDate(batch.earlyBirdDeadline)}
            </>
          ) : (
            <>Early-bird deadline passed ({formatBatchDate(batch.earlyBirdDeadline)})</>
          )}
        </p>
        {soldOut ? (
          <>
            <p className="mt-4 rounded-md bg-slate-100 px-4 py-2.5 text-center font-semibold text-slate-600">
              Sold out
            </p>
            <LazyWaitlistForm batchId={batch.id} label={`${label.toLowerCase()} starting ${start}`} />
          </>
        ) : online ? (
          <Link
            to={checkoutPath(course.slug, batch.id)}
            aria-label={`Enroll in the ${label.toLowerCase()} starting ${start}`}
            className={primaryClass}
          >
            Enroll
          </Link>
        ) : (
          // No online payment (decision 0018): admissions enrolls instead.
          <button
            type="button"
            onClick={openContactDialog}
            aria-label={`Contact admissions about the ${label.toLowerCase()} starting ${start}`}
            className={primaryClass}
          >
            Contact admissions
          </button>
        )}
      </div>
    </li>
  );
}

function NoBatches() {
  const { openContactDialog } = useContactDialog();
  return (
    <div className="mt-6 grid gap-6 rounded-2xl border border-dashed border-slate-300 p-6 md:grid-cols-2">
      <div>
        <p className="text-lg font-semibold text-slate-900">No upcoming batches are scheduled yet</p>
        <p className="mt-2 text-slate-700">
          New dates are announced every month. Leave your email to hear first, or ask our admissions team
          about the next start date.
        </p>
        <button
          type="button"
          onClick={openContactDialog}
          className="mt-4 rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-900 hover:bg-slate-50"
        >
          Contact admissions
        </button>
      </div>
      <div className="rounded-xl bg-slate-50 p-4">
        <NewsletterForm />
      </div>
    </div>
  );
}

const selfPacedClass =
  "rounded-md bg-indigo-600 px-5 py-2.5 text-center font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/** A self-paced course needs no batch: one card that goes straight to checkout (no ?batch=). */
function SelfPacedEnroll({ course, online }: { course: CourseDetail; online: boolean }) {
  const { openContactDialog } = useContactDialog();
  return (
    <div className="mt-6 flex flex-col gap-4 rounded-2xl border border-indigo-200 bg-indigo-50 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-lg font-semibold text-slate-900">Self-paced: start today</p>
        <p className="mt-1 text-slate-700">Learn at your own pace with lifetime access to the lessons.</p>
      </div>
      <div className="flex items-center gap-4">
        <span className="text-2xl font-bold text-slate-900">
          {formatPrice(course.priceCents, course.currency)}
        </span>
        {online ? (
          <Link
            to={`/courses/checkout?${new URLSearchParams({ course: course.slug }).toString()}`}
            aria-label={`Enroll in ${course.title} (self-paced)`}
            className={selfPacedClass}
          >
            Enroll now
          </Link>
        ) : (
          <button
            type="button"
            onClick={openContactDialog}
            aria-label={`Contact admissions about ${course.title} (self-paced)`}
            className={selfPacedClass}
          >
            Contact admissions
          </button>
        )}
      </div>
    </div>
  );
}

/** The upcoming batches of the course, each with its own enroll link to checkout. */
export function CourseBatches({ course }: { course: CourseDetail }) {
  const { online } = usePayments();
  // PAYMENTS_PROVIDER=none: the same dates and prices, and admissions in place of checkout.
  const offline = online ? null : <LazyPaymentsUnavailable className="mt-6" />;
  if (course.format === "self_paced" && course.batches.length === 0) {
    return (
      <section id="batches" aria-labelledby="batches-heading" className="scroll-mt-28">
        <h2 id="batches-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Enroll in {course.title}
        </h2>
        {offline}
        <SelfPacedEnroll course={course} online={online} />
      </section>
    );
  }
  return (
    <section id="batches" aria-labelledby="batches-heading" className="scroll-mt-28">
      <h2 id="batches-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Upcoming {course.title} batches
      </h2>
      {course.batches.length > 0 ? offline : null}
      {course.format === "self_paced" ? <SelfPacedEnroll course={course} online={online} /> : null}
      <p className="mt-2 text-slate-700">
        All times are US Eastern. The early-bird price applies until 30 days before a batch starts.
      </p>
      {course.batches.length === 0 ? (
        <NoBatches />
      ) : (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {course.batches.map((batch) => (
            <BatchCard key={batch.id} course={course} batch={batch} online={online} />
          ))}
        </ul>
      )}
    </section>
  );
}
