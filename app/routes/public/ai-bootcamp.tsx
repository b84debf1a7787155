import { ArrowRight, CalendarDays, Clock, GraduationCap, Star } from "lucide-react";
import { Link } from "react-router";
import { Prose } from "#app/components/ui/prose.tsx";
import { formatBatchDate } from "#app/features/banner/batch-labels.ts";
import { CohortList } from "#app/features/bootcamp/cohort-list.tsx";
import { FaqList } from "#app/features/bootcamp/faq-list.tsx";
import { MentorList } from "#app/features/bootcamp/mentor-list.tsx";
import { TuitionCard } from "#app/features/bootcamp/tuition-card.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { loadOptional, loadSitePage } from "#app/features/site-content/load-site-page.ts";
import { PageHero } from "#app/features/site-content/page-hero.tsx";
import type { BootcampOverview } from "#contracts/admissions.ts";
import { admissionsApi } from "#contracts/api/admissions.ts";
import type { Route } from "./+types/ai-bootcamp";

export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, overview, seo] = await Promise.all([
    loadSitePage(context, "/ai-bootcamp"),
    loadOptional(context, admissionsApi.overview),
    loadPageMeta(context, request),
  ]);
  return { page, overview, seo, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta(loaderData?.seo, {
    title: "AI Engineering Bootcamp | AI Labs",
    description: loaderData?.page.summary,
  });

const primaryCta =
  "inline-flex items-center gap-2 rounded-md bg-indigo-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";
const secondaryCta =
  "inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

function KeyFacts({ overview }: { overview: BootcampOverview | null }) {
  const course = overview?.course;
  const next = overview?.batches[0];
  const facts = [
    {
      icon: Clock,
      label: "Length",
      value: course ? `${course.durationWeeks} weeks, live online` : "16 weeks, live online",
    },
    {
      icon: CalendarDays,
      label: "Next cohort",
      value: next ? formatBatchDate(next.startDate) : "Dates announced soon",
    },
    { icon: GraduationCap, label: "Certificate", value: "AI Engineering certificate" },
  ];
  if (overview?.rating) {
    facts.push({
      icon: Star,
      label: "Graduate rating",
      value: `${overview.rating.average.toFixed(1)} / 5 from ${overview.rating.count} reviews`,
    });
  }
  return (
    <dl className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {facts.map(({ icon: Icon, label, value }) => (
        <div key={label}>
          <dt className="flex items-center gap-2 text-sm text-slate-600">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-indigo-700" />
            {label}
          </dt>
          <dd className="pl-7 font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function AiBootcampRoute({ loaderData }: Route.ComponentProps) {
  const { page, overview } = loaderData;
  const now = new Date(loaderData.now);
  return (
    <>
      <PageHero
        eyebrow="Live cohort bootcamp"
        title={page.title}
        summary={page.summary}
        aside={<KeyFacts overview={overview} />}
      >
        <Link to="/ai-bootcamp/apply" className={primaryCta}>
          Apply now <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to="/ai-bootcamp/start" className={secondaryCta}>
          How to start
        </Link>
      </PageHero>

      <article className="mx-auto max-w-3xl px-4 py-12">
        <Prose html={page.html} />
      </article>

      <section aria-labelledby="cohorts-heading" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="cohorts-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Upcoming cohorts
          </h2>
          <p className="mt-2 text-slate-700">
            All times are US Eastern. Seats are limited to keep groups small.
          </p>
          {overview ? (
            <CohortList batches={overview.batches} now={now} />
          ) : (
            <p className="mt-4 text-slate-700">
              Cohort dates could not be loaded just now. Please reload the page.
            </p>
          )}
        </div>
      </section>

      {overview && overview.mentors.length > 0 ? (
        <section aria-labelledby="mentors-heading" className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="mentors-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Your mentors
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">
            Practitioners who build LLM systems for a living lead every cohort, with a teaching assistant for
            every 15 learners.
          </p>
          <MentorList people={overview.mentors} />
        </section>
      ) : null}

      {overview?.course ? (
        <section aria-labelledby="tuition-heading" className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="tuition-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Tuition
          </h2>
          <div className="mt-6">
            <TuitionCard course={overview.course} />
          </div>
        </section>
      ) : null}

      {overview && overview.faqs.length > 0 ? (
        <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-14">
          <h2 id="faq-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Frequently asked questions
          </h2>
          <FaqList faqs={overview.faqs} />
        </section>
      ) : null}

      <section aria-labelledby="cta-heading" className="bg-indigo-700">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="cta-heading" className="text-2xl font-bold text-white">
              Ready to build with AI?
            </h2>
            <p className="mt-2 text-indigo-100">
              The application takes about 10 minutes. We reply within 3 business days.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link
              to="/ai-bootcamp/apply"
              className="rounded-md bg-white px-5 py-3 font-semibold text-indigo-800 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Apply now
            </Link>
            <Link
              to="/ai-bootcamp/start"
              className="rounded-md border border-indigo-300 px-5 py-3 font-semibold text-white hover:bg-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              See the admissions steps
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
