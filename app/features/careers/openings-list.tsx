import { Briefcase, ChevronDown, Clock, MapPin } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Prose } from "#app/components/ui/prose.tsx";
import type { OpeningDetail } from "#contracts/careers.ts";

// The form (and zod, which validates it) loads when a visitor opens "Apply for this role", so the page's
// first load stays within the public JavaScript budget.
const JobApplicationForm = lazy(() =>
  import("./job-application-form.tsx").then((module) => ({ default: module.JobApplicationForm })),
);

function ApplyPanel({ slug, title }: { slug: string; title: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDetailsElement>(null);
  // Opened before the page hydrated: no toggle event reached React, so read the element once.
  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);
  return (
    <details
      ref={ref}
      className="group rounded-lg border border-indigo-200 bg-indigo-50/40"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={summaryClassName}>
        <span>Apply for this role</span>
        <ChevronDown aria-hidden="true" className="size-5 transition group-open:rotate-180" />
      </summary>
      <div className="rounded-b-lg border-t border-indigo-100 bg-white px-4 py-5">
        {open ? (
          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
                <span
                  aria-hidden="true"
                  className="size-4 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600"
                />
                Loading the application form...
              </p>
            }
          >
            <JobApplicationForm slug={slug} title={title} />
          </Suspense>
        ) : null}
      </div>
    </details>
  );
}

const postedFormat = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** The description's own h2/h3 sit below the opening's h3 on these pages. */
export function demoteHeadings(html: string): string {
  return html.replace(
    /<(\/?)h([23])(?=[\s>])/g,
    (_match, slash: string, level: string) => `<${slash}h${Number(level) + 2}`,
  );
}

const summaryClassName =
  "flex cursor-pointer list-none items-center justify-between gap-3 rounded-md px-4 py-3 font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 [&::-webkit-details-marker]:hidden";

/** Each opening as an anchor section: facts, summary, the full description and its application form. */
export function OpeningsList({
  openings,
  emptyText,
}: {
  openings: OpeningDetail[];
  emptyText: React.ReactNode;
}) {
  if (openings.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
        {emptyText}
      </div>
    );
  }
  return (
    <ul className="grid gap-6">
      {openings.map((opening) => {
        const headingId = `${opening.slug}-title`;
        return (
          <li key={opening.slug}>
            <article
              id={opening.slug}
              aria-labelledby={headingId}
              className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
            >
              <p className="text-sm font-semibold text-indigo-700">{opening.team}</p>
              <h3 id={headingId} className="mt-1 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
                {opening.title}
              </h3>
              <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
                <li className="flex items-center gap-1.5">
                  <MapPin aria-hidden="true" className="size-4 text-slate-500" />
                  {opening.location}
                </li>
                <li className="flex items-center gap-1.5">
                  <Briefcase aria-hidden="true" className="size-4 text-slate-500" />
                  {opening.employmentType}
                </li>
                <li className="flex items-center gap-1.5">
                  <Clock aria-hidden="true" className="size-4 text-slate-500" />
                  Posted{" "}
                  <time dateTime={opening.postedAt}>{postedFormat.format(new Date(opening.postedAt))}</time>
                </li>
              </ul>
              <p className="mt-4 text-slate-800">{opening.summary}</p>
              <div className="mt-5 grid gap-3">
                <details className="group rounded-lg border border-slate-200">
                  <summary className={summaryClassName}>
                    <span>Read the full description</span>
                    <ChevronDown aria-hidden="true" className="size-5 transition group-open:rotate-180" />
                  </summary>
                  <Prose
                    html={demoteHeadings(opening.html)}
                    className="border-t border-slate-200 px-4 py-5"
                  />
                </details>
                <ApplyPanel slug={opening.slug} title={opening.title} />
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
