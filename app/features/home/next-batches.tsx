import { Link } from "react-router";
import { batchTypeLabel, formatBatchDate, seatsLeftLabel } from "#app/features/banner/batch-labels.ts";
import { coursePathForTitle } from "#app/features/banner/course-path.ts";
import { isEarlyBird } from "#app/features/banner/early-bird.ts";
import { useUpcomingBatches } from "#app/lib/use-site-data.ts";

const shown = 4;

export function NextBatches() {
  const { data, isPending, isError } = useUpcomingBatches();
  const batches = data?.slice(0, shown) ?? [];

  return (
    <section aria-labelledby="batches-heading" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="batches-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Next batches
        </h2>
        {isPending ? (
          <p className="mt-4 text-slate-700">Loading batch dates...</p>
        ) : isError || batches.length === 0 ? (
          <p className="mt-4 text-slate-700">
            New batch dates are announced soon. Subscribe below to hear first, or{" "}
            <Link to="/courses" className="text-indigo-700 underline underline-offset-4">
              browse the courses
            </Link>
            .
          </p>
        ) : (
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {batches.map((batch) => (
              <li
                key={`${batch.course.title}-${batch.startDate}-${batch.type}`}
                className="flex flex-col justify-between gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center"
              >
                <div>
                  <p className="font-semibold text-slate-900">{batch.course.title}</p>
                  <p className="text-sm text-slate-700">
                    {batchTypeLabel(batch.type)} · starts {formatBatchDate(batch.startDate)}
                  </p>
                  <p className="text-sm text-slate-700">{batch.schedule}</p>
                  <p className="mt-1 text-sm font-medium text-indigo-800">
                    {seatsLeftLabel(batch.seatsAvailable)}
                    {isEarlyBird(batch.startDate, new Date()) ? " · early-bird price" : ""}
                  </p>
                </div>
                <Link
                  to={coursePathForTitle(batch.course.title)}
                  className="shrink-0 rounded-md bg-indigo-600 px-4 py-2 text-center font-medium text-white hover:bg-indigo-700"
                >
                  View course
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
