import { Link } from "react-router";
import { Prose } from "#app/components/ui/prose.tsx";
import { MentorList } from "#app/features/bootcamp/mentor-list.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { loadOptional, loadSitePage } from "#app/features/site-content/load-site-page.ts";
import { PageHero } from "#app/features/site-content/page-hero.tsx";
import { pagesApi } from "#contracts/api/pages.ts";
import type { AboutResponse } from "#contracts/site-pages.ts";
import type { Route } from "./+types/about";

export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, about, seo] = await Promise.all([
    loadSitePage(context, "/about"),
    loadOptional(context, pagesApi.about),
    loadPageMeta(context, request),
  ]);
  return { page, about, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta(loaderData?.seo, { title: "About AI Labs | AI Labs", description: loaderData?.page.summary });

function numbers(stats: AboutResponse["stats"]) {
  const items = [
    {
      value: String(stats.courses),
      label: stats.courses === 1 ? "certification course" : "certification courses",
    },
    {
      value: String(stats.upcomingBatches),
      label: stats.upcomingBatches === 1 ? "upcoming batch" : "upcoming batches",
    },
    {
      value: String(stats.instructors),
      label: stats.instructors === 1 ? "practitioner instructor" : "practitioner instructors",
    },
  ];
  if (stats.reviews) {
    items.push({
      value: `${stats.reviews.average.toFixed(1)}/5`,
      label: `average rating from ${stats.reviews.count} graduate reviews`,
    });
  }
  if (stats.seatsTaken > 0)
    items.push({ value: String(stats.seatsTaken), label: "seats taken in our cohorts" });
  return items;
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { page, about } = loaderData;
  return (
    <>
      <PageHero eyebrow="Who we are" title={page.title} summary={page.summary}>
        <Link
          to="/courses"
          className="inline-flex items-center gap-2 rounded-md bg-indigo-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          Explore our courses
        </Link>
        <Link
          to="/contact"
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          Contact us
        </Link>
      </PageHero>

      {about ? (
        <section aria-labelledby="numbers-heading" className="mx-auto max-w-6xl px-4">
          <h2 id="numbers-heading" className="sr-only">
            AI Labs in numbers
          </h2>
          <dl className="grid grid-cols-2 gap-4 md:grid-cols-5">
            {numbers(about.stats).map((item) => (
              <div
                key={item.label}
                className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-5"
              >
                <dt className="mt-1 text-sm text-slate-700">{item.label}</dt>
                <dd className="text-3xl font-bold text-indigo-800">{item.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-slate-600">Figures are read live from our course platform.</p>
        </section>
      ) : null}

      <article className="mx-auto max-w-3xl px-4 py-12">
        <Prose html={page.html} />
      </article>

      <section aria-labelledby="team-heading" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="team-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Our teaching team
          </h2>
          {about && about.team.length > 0 ? (
            <MentorList people={about.team} />
          ) : (
            <p className="mt-4 text-slate-700">Our instructors' profiles will be listed here shortly.</p>
          )}
        </div>
      </section>
    </>
  );
}
