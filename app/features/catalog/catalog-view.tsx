import { SearchX } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { cn } from "#app/lib/cn.ts";
import type { CourseCard as CourseCardData } from "#contracts/catalog.ts";
import { catalogMessages } from "#contracts/catalog-text.ts";
import { CatalogFilterForm } from "./catalog-filter-form.tsx";
import { type CatalogFilters, hasActiveFilters } from "./catalog-filters.ts";
import { CourseCard } from "./course-card.tsx";

function resultCount(count: number): string {
  return count === 1 ? "1 course" : `${count} courses`;
}

/** /courses: the heading, the filter form, the result count and the cards (or the empty state). */
export function CatalogView({ courses, filters }: { courses: CourseCardData[]; filters: CatalogFilters }) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/courses";
  return (
    <>
      <section className="bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pb-8 pt-12 sm:pt-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
            AI certification courses
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Find the course that fits where you are
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            Live, instructor-led certifications in AI engineering, machine learning, deep learning, prompt
            engineering and AI for business leaders, each with projects, mentor feedback and a verifiable
            certificate.
          </p>
        </div>
      </section>

      <section aria-labelledby="results-heading" className="mx-auto max-w-6xl px-4 pb-16">
        <h2 id="results-heading" className="sr-only">
          Courses
        </h2>
        <CatalogFilterForm filters={filters} />
        <p aria-live="polite" className="mt-6 text-sm font-medium text-slate-700">
          {loading ? "Updating results…" : `Showing ${resultCount(courses.length)}`}
        </p>
        {courses.length === 0 ? (
          <EmptyState
            className="mt-6"
            icon={<SearchX aria-hidden="true" className="size-10 text-indigo-600" />}
            title={catalogMessages.noResults}
            description="Try another level or format, or see every course."
            action={
              <Link to="/courses" className={buttonClassName()}>
                Reset filters
              </Link>
            }
          />
        ) : (
          <ul
            aria-busy={loading}
            className={cn(
              "mt-4 grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3",
              loading && "opacity-60",
            )}
          >
            {courses.map((course, index) => (
              <li key={course.slug}>
                <CourseCard course={course} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
        {hasActiveFilters(filters) && courses.length > 0 ? (
          <p className="mt-8 text-center">
            <Link to="/courses" className="font-medium text-indigo-700 underline underline-offset-4">
              Clear filters and show all courses
            </Link>
          </p>
        ) : null}
      </section>
    </>
  );
}
