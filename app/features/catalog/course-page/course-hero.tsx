import { ArrowDown } from "lucide-react";
import { LazyImage } from "#app/components/ui/lazy-image.tsx";
import { formatBatchDate } from "#app/features/banner/batch-labels.ts";
import { CourseBadges } from "#app/features/catalog/course-badges.tsx";
import { priceDisplay } from "#app/features/catalog/course-price.ts";
import { RatingStars } from "#app/features/catalog/rating-stars.tsx";
import type { CourseDetail } from "#contracts/catalog.ts";

/** The first screen: what the course is, what it costs now, and the way to the batches. */
export function CourseHero({ course }: { course: CourseDetail }) {
  const firstOpen = course.batches.find((batch) => batch.seatsAvailable > 0);
  const price = priceDisplay(course, firstOpen?.earlyBird ?? false);
  return (
    <section className="bg-gradient-to-br from-slate-950 via-indigo-950 to-indigo-800 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[1.25fr_1fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-indigo-200">
            AI Labs certification
          </p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{course.title}</h1>
          {course.tagline ? <p className="mt-4 text-xl text-indigo-100">{course.tagline}</p> : null}
          <div className="mt-6">
            <CourseBadges course={course} tone="dark" />
          </div>
          <RatingStars rating={course.rating} tone="dark" className="mt-5" />
          <div className="mt-6 flex flex-wrap items-end gap-x-3 gap-y-1">
            {price.original ? (
              <>
                <p className="w-full text-xs font-semibold uppercase tracking-wide text-emerald-300">
                  Early-bird price{firstOpen ? ` until ${formatBatchDate(firstOpen.earlyBirdDeadline)}` : ""}
                </p>
                <p className="text-3xl font-bold">{price.current}</p>
                <p className="pb-1 text-lg text-indigo-200">
                  <del>
                    <span className="sr-only">regular price </span>
                    {price.original}
                  </del>
                </p>
              </>
            ) : (
              <p className="text-3xl font-bold">{price.current}</p>
            )}
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href="#batches"
              className="inline-flex items-center gap-2 rounded-md bg-white px-5 py-3 font-semibold text-indigo-900 shadow-sm hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              See upcoming batches <ArrowDown aria-hidden="true" className="size-4" />
            </a>
            <a
              href="#curriculum"
              className="inline-flex items-center rounded-md px-5 py-3 font-semibold text-white ring-1 ring-white/40 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              View the curriculum
            </a>
          </div>
        </div>
        {course.imagePath ? (
          <LazyImage
            src={course.imagePath}
            alt=""
            width={1200}
            height={800}
            priority
            className="hidden w-full rounded-2xl shadow-2xl ring-1 ring-white/10 lg:block"
          />
        ) : null}
      </div>
    </section>
  );
}
