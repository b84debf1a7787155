import { CalendarDays, GraduationCap, Users } from "lucide-react";
import type { HomeStats } from "#contracts/home.ts";
import { ratingLabel } from "./home-labels.ts";

const highlights = [
  {
    icon: Users,
    title: "Live cohorts",
    text: "Small batches taught live by practitioners, on weekends or fast track, with code reviews on every project.",
  },
  {
    icon: GraduationCap,
    title: "Verifiable certificate",
    text: "Graded projects and a certificate employers can verify online, for every program.",
  },
  {
    icon: CalendarDays,
    title: "Flexible schedules",
    text: "Weekend, fast-track and regular batches start every month; recordings of every class.",
  },
];

type Figure = { value: string; label: string };

/** The figures worth showing: a zero count says nothing, so it is left out. */
export function homeFigures(stats: HomeStats): Figure[] {
  const figures: Figure[] = [];
  if (stats.courses > 0)
    figures.push({
      value: String(stats.courses),
      label: stats.courses === 1 ? "certification program" : "certification programs",
    });
  if (stats.instructors > 0)
    figures.push({
      value: String(stats.instructors),
      label: stats.instructors === 1 ? "practitioner instructor" : "practitioner instructors",
    });
  if (stats.upcomingBatches > 0)
    figures.push({
      value: String(stats.upcomingBatches),
      label: stats.upcomingBatches === 1 ? "batch open for enrollment" : "batches open for enrollment",
    });
  if (stats.learners > 0)
    figures.push({
      value: String(stats.learners),
      label: stats.learners === 1 ? "learner enrolled" : "learners enrolled",
    });
  if (stats.averageRating !== null && stats.reviewCount > 0)
    figures.push({
      value: `${ratingLabel(stats.averageRating)}/5`,
      label: `average rating from ${stats.reviewCount} ${stats.reviewCount === 1 ? "review" : "reviews"}`,
    });
  return figures;
}

export function Outcomes({ stats }: { stats: HomeStats | null }) {
  const figures = stats ? homeFigures(stats) : [];
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="why-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Why learners choose AI Labs
      </h2>
      {figures.length > 0 ? (
        <dl className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
          {figures.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col rounded-xl border border-indigo-100 bg-indigo-50 p-4"
            >
              <dt className="text-sm text-slate-700">{figure.label}</dt>
              <dd className="order-first text-3xl font-bold tracking-tight text-indigo-800">
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
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
  );
}
