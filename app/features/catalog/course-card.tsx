import { CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { LazyImage } from "#app/components/ui/lazy-image.tsx";
import { batchTypeLabel, formatBatchDate } from "#app/features/banner/batch-labels.ts";
import type { CourseCard as CourseCardData } from "#contracts/catalog.ts";
import { CourseBadges } from "./course-badges.tsx";
import { priceDisplay } from "./course-price.ts";
import { RatingStars } from "./rating-stars.tsx";

function NextBatchLine({ batch }: { batch: CourseCardData["nextBatch"] }) {
  if (!batch) return <>New dates coming soon</>;
  const when = `${formatBatchDate(batch.startDate)} · ${batchTypeLabel(batch.type)}`;
  return (
    <>
      Next batch: <span className="font-medium text-slate-900">{when}</span>
      {batch.seatsAvailable === 0 ? <span className="font-medium text-rose-700"> · Sold out</span> : null}
    </>
  );
}

/** A catalog card: the whole card opens the course (one link, named by the title). */
export function CourseCard({ course, priority = false }: { course: CourseCardData; priority?: boolean }) {
  const price = priceDisplay(course, course.nextBatch?.earlyBird ?? false);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-within:ring-2 focus-within:ring-indigo-600 focus-within:ring-offset-2">
      {course.imagePath ? (
        <LazyImage
          src={course.imagePath}
          alt=""
          width={1200}
          height={800}
          priority={priority}
          className="aspect-[3/2] w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="aspect-[3/2] w-full bg-gradient-to-br from-indigo-700 to-violet-600"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <CourseBadges course={course} />
        <h2 className="text-xl font-bold tracking-tight text-slate-900">
          <Link
            to={course.path}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-indigo-700"
          >
            {course.title}
          </Link>
        </h2>
        <p className="text-slate-700">{course.tagline || course.summary}</p>
        <RatingStars rating={course.rating} />
        <div className="mt-auto space-y-2 border-t border-slate-100 pt-4">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-2xl font-bold text-slate-900">{price.current}</span>
            {price.original ? (
              <>
                <del className="text-slate-500">
                  <span className="sr-only">regular price </span>
                  {price.original}
                </del>
                <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                  Early-bird price
                </span>
              </>
            ) : null}
          </p>
          <p className="text-sm text-slate-700">
            <CalendarDays aria-hidden="true" className="mr-1 inline size-4 align-[-3px] text-indigo-700" />
            <NextBatchLine batch={course.nextBatch} />
          </p>
        </div>
      </div>
    </article>
  );
}
