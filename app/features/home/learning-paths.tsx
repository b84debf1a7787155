import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { coursePages } from "#contracts/courses.ts";
import type { HomeLearningPath } from "#contracts/home.ts";
import { formatLabel, levelLabel, weeksLabel } from "./home-labels.ts";

type Card = { slug: string; title: string; tagline: string; facts: string[] };

function cards(paths: HomeLearningPath[]): Card[] {
  // Without catalog rows the five programs of the header menu still show, with their menu taglines.
  if (paths.length === 0)
    return coursePages.map(({ slug, title, tagline }) => ({ slug, title, tagline, facts: [] }));
  return paths.map((path) => ({
    slug: path.slug,
    title: path.title,
    tagline: path.tagline || coursePages.find((page) => page.slug === path.slug)?.tagline || "",
    facts: [levelLabel(path.level), weeksLabel(path.durationWeeks), formatLabel(path.format)],
  }));
}

export function LearningPaths({ paths }: { paths: HomeLearningPath[] }) {
  return (
    <section aria-labelledby="paths-heading" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="paths-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        AI learning paths
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">
        Five certification programs, from your first model to leading AI projects. Each one ends with a graded
        capstone project.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards(paths).map((card) => (
          <li key={card.slug}>
            <Link
              to={`/courses/${card.slug}`}
              className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <span className="text-lg font-semibold text-slate-900 group-hover:text-indigo-700">
                {card.title}
              </span>
              <span className="mt-2 block text-slate-700">{card.tagline}</span>
              {card.facts.length > 0 ? (
                <span className="mt-4 flex flex-wrap gap-2">
                  {card.facts.map((fact) => (
                    <span
                      key={fact}
                      className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-800"
                    >
                      {fact}
                    </span>
                  ))}
                </span>
              ) : null}
              <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-indigo-700">
                View the program <ArrowRight aria-hidden="true" className="size-4" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
