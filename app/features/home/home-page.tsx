import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { NewsletterForm } from "#app/features/newsletter/newsletter-form.tsx";
import type { HomeResponse } from "#contracts/home.ts";
import { HomeFaq } from "./home-faq.tsx";
import { LearningPaths } from "./learning-paths.tsx";
import { NextBatches } from "./next-batches.tsx";
import { Outcomes } from "./outcomes.tsx";
import { Testimonials } from "./testimonials.tsx";

/** The home page: hero, then the sections /api/home feeds (each empty or hidden when it could not be read). */
export function HomePage({ home }: { home: HomeResponse | null }) {
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

      <LearningPaths paths={home?.learningPaths ?? []} />

      <NextBatches />

      <Outcomes stats={home?.stats ?? null} />

      <Testimonials testimonials={home?.testimonials ?? []} />

      <HomeFaq faqs={home?.faqs ?? []} />

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
