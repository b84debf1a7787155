import { ArrowRightIcon, PlayIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { ProgressBar } from "#app/components/ui/progress-bar.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { formatBatchDate, seatsLeftLabel } from "#app/features/banner/batch-labels.ts";
import { batchTypeName } from "#app/features/enrollments/enrollment-display.ts";
import { DueThisWeek } from "#app/features/learning/due-this-week.tsx";
import { useMyCourses } from "#app/features/learning/learning-queries.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import { coursePlayerPath, learningText, lessonPlayerPath } from "#contracts/learning-text.ts";
import { portals } from "#contracts/portals.ts";
import { useOverview } from "./dashboard-queries.ts";
import { OverviewQueryState } from "./overview-query-state.tsx";
import { StatCard } from "./stat-card.tsx";

export function StudentOverview() {
  const { user } = useAuth();
  const overview = useOverview("student", user);
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Overview</h1>
      {user ? <p className="mt-1 text-slate-700">{`Welcome back, ${user.name}.`}</p> : null}
      <OverviewQueryState query={overview}>
        {(data) => (
          <>
            <dl className="mt-6 grid gap-4 sm:grid-cols-2">
              <StatCard
                label="Enrolled courses"
                value={data.enrollmentCount}
                hint={
                  <Link
                    to={`${portals.student.path}/courses`}
                    className="font-medium text-indigo-700 underline-offset-4 hover:underline"
                  >
                    View my courses
                  </Link>
                }
              />
              <StatCard
                label="Average progress"
                value={data.averageProgress === null ? "No courses yet" : `${data.averageProgress}%`}
                hint={
                  data.averageProgress === null ? undefined : (
                    <ProgressBar value={data.averageProgress} label="Average progress" className="mt-2" />
                  )
                }
              />
            </dl>
            {user?.role === "student" ? (
              <>
                <ContinueLearning user={user} />
                <DueThisWeek user={user} />
              </>
            ) : null}
            <section aria-labelledby="next-batch-heading" className="mt-8">
              <h2 id="next-batch-heading" className="text-lg font-semibold text-slate-900">
                {data.nextBatch?.source === "catalog" ? "Next batch open for enrollment" : "Your next batch"}
              </h2>
              {data.nextBatch ? (
                <div className="mt-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                  <p className="font-semibold text-slate-900">{data.nextBatch.course.title}</p>
                  <p className="mt-1 text-slate-700">
                    {batchTypeName(data.nextBatch.type)} · starts {formatBatchDate(data.nextBatch.startDate)}
                  </p>
                  <p className="mt-1 text-slate-700">{data.nextBatch.schedule}</p>
                  {data.nextBatch.source === "catalog" ? (
                    <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-600">
                      {seatsLeftLabel(data.nextBatch.seatsAvailable)}
                      <Link
                        to="/courses"
                        className="inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-4 hover:underline"
                      >
                        Browse courses <ArrowRightIcon aria-hidden="true" className="size-4" />
                      </Link>
                    </p>
                  ) : null}
                </div>
              ) : (
                <p className="mt-3 text-slate-700">No upcoming batches are scheduled yet.</p>
              )}
            </section>
          </>
        )}
      </OverviewQueryState>
    </div>
  );
}

/** The lesson the student opened last, one click away; before any, the first course's outline. */
function ContinueLearning({ user }: { user: CurrentUser }) {
  const courses = useMyCourses(user);
  if (!courses.data || courses.data.length === 0) return null;
  const viewed = courses.data
    .filter((course) => course.lastLesson !== null)
    .sort((a, b) => b.lastLesson!.viewedAt.localeCompare(a.lastLesson!.viewedAt));
  const latest = viewed[0];
  const first = courses.data[0]!;
  return (
    <section aria-labelledby="continue-heading" className="mt-8">
      <h2 id="continue-heading" className="text-lg font-semibold text-slate-900">
        {learningText.continueLearning}
      </h2>
      <div className="mt-3 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {latest ? latest.lastLesson!.title : first.course.title}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {latest
              ? `${latest.course.title} · ${latest.progress}% complete`
              : "You have not opened a lesson yet."}
          </p>
        </div>
        <Link
          to={
            latest
              ? lessonPlayerPath(latest.course.slug, latest.lastLesson!.id)
              : coursePlayerPath(first.course.slug)
          }
          className={buttonClassName({ className: "shrink-0" })}
        >
          <PlayIcon aria-hidden="true" />
          {latest ? learningText.resume : learningText.start}
        </Link>
      </div>
    </section>
  );
}
