import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Prose } from "#app/components/ui/prose.tsx";
import type { BootcampBatch } from "#contracts/admissions.ts";
import type { SitePageContent } from "#contracts/site-pages.ts";
import { CohortList } from "./cohort-list.tsx";

const steps = ["Apply", "Interview", "Enroll", "Pay", "Onboarding"] as const;

type BootcampStartPageProps = { page: SitePageContent; batches: BootcampBatch[] | null; now: Date };

/** /ai-bootcamp/start: the admissions steps, the page's prose and the cohorts one can apply for. */
export function BootcampStartPage({ page, batches, now }: BootcampStartPageProps) {
  return (
    <>
      <PageHero eyebrow="AI Engineering Bootcamp" title={page.title} summary={page.summary}>
        <Link
          to="/ai-bootcamp/apply"
          className="inline-flex items-center gap-2 rounded-md bg-indigo-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          Start your application <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link
          to="/ai-bootcamp"
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          Bootcamp overview
        </Link>
      </PageHero>

      <nav aria-label="Admissions steps" className="mx-auto max-w-6xl px-4">
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {steps.map((step, index) => (
            <li
              key={step}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white">
                {index + 1}
              </span>
              <span className="font-medium text-slate-900">{step}</span>
            </li>
          ))}
        </ol>
      </nav>

      <article className="mx-auto max-w-3xl px-4 py-12">
        <Prose html={page.html} />
      </article>

      <section aria-labelledby="next-cohorts-heading" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="next-cohorts-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Cohorts you can apply for
          </h2>
          {batches ? (
            <CohortList batches={batches} now={now} />
          ) : (
            <p className="mt-4 text-slate-700">
              Cohort dates could not be loaded just now. Please reload the page.
            </p>
          )}
        </div>
      </section>
    </>
  );
}
