import { ArrowRight, CalendarDays, GraduationCap, Users } from "lucide-react";
import { Link, type MetaFunction } from "react-router";
import { coursePages } from "../../../contracts/courses.ts";
import { NextBatches } from "../../features/home/next-batches.tsx";
import { NewsletterForm } from "../../features/newsletter/newsletter-form.tsx";
import { pageMeta } from "../../features/site/page-meta.ts";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "AI Labs | AI Certification Courses and AI Engineering Bootcamp",
    description:
      "Live AI certification courses and a cohort bootcamp: AI engineering, machine learning, deep learning, prompt engineering and AI for business leaders.",
  });

const highlights = [
  {
    icon: Users,
    title: "Live cohorts",
    text: "Small batches taught live by practitioners, on weekends or fast track.",
  },
  {
    icon: GraduationCap,
    title: "Certification",
    text: "Graded projects and a verifiable certificate for every program.",
  },
  {
    icon: CalendarDays,
    title: "Flexible schedules",
    text: "Weekend, fast-track and regular batches start every month.",
  },
];

export default function Home() {
  return (
    <>
      <section className="bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
            AI certification and bootcamp
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Learn to build with AI, taught live by people who ship it
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700">
            Certification courses in AI engineering, machine learning, deep learning and prompt engineering,
            and a cohort bootcamp that takes you from first model to production.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/courses"
              className="inline-flex items-center gap-2 rounded-md bg-indigo-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              Explore courses <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link
              to="/ai-bootcamp"
              className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              See the bootcamp
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="paths-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="paths-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          AI learning paths
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {coursePages.map((course) => (
            <li key={course.slug}>
              <Link
                to={course.path}
                className="group block h-full rounded-xl border border-slate-200 p-5 transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <span className="text-lg font-semibold text-slate-900 group-hover:text-indigo-700">
                  {course.title}
                </span>
                <span className="mt-2 block text-slate-700">{course.tagline}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <NextBatches />

      <section aria-labelledby="why-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="why-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Why learners choose AI Labs
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-3">
          {highlights.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl bg-slate-50 p-5">
              <Icon aria-hidden="true" className="size-6 text-indigo-700" />
              <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="newsletter-heading" className="bg-indigo-700">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="newsletter-heading" className="text-2xl font-bold text-white">
              Get new batch dates and free webinars
            </h2>
            <p className="mt-2 text-indigo-100">One email a month. Unsubscribe at any time.</p>
          </div>
          <div className="w-full max-w-md rounded-lg bg-white p-4">
            <NewsletterForm />
          </div>
        </div>
      </section>
    </>
  );
}
