import { MessagesSquareIcon } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Table, type TableColumn, tableCell } from "#app/components/ui/table.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { formatBatchDate } from "#app/features/banner/batch-labels.ts";
import { batchTypeName } from "#app/features/enrollments/enrollment-display.ts";
import { InstructorLiveSessions } from "#app/features/zoom-classes/instructor-live-sessions.tsx";
import { portals } from "#contracts/portals.ts";
import { useOverview } from "./dashboard-queries.ts";
import { OverviewQueryState } from "./overview-query-state.tsx";

const batchColumns: readonly TableColumn[] = [
  { label: "Starts" },
  { label: "Type" },
  { label: "Schedule" },
  { label: "Enrolled" },
  { label: "Seats left" },
];

function enrolledLabel(count: number): string {
  return count === 1 ? "1 student enrolled" : `${count} students enrolled`;
}

export function InstructorOverview() {
  const { user } = useAuth();
  const overview = useOverview("instructor", user);
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Overview</h1>
      <OverviewQueryState query={overview}>
        {(data) => (
          <>
            <p className="mt-1 text-slate-700">
              {data.scope === "all"
                ? "Every course, as an admin sees them: enrolled students and upcoming batches."
                : "The courses you teach: enrolled students and upcoming batches."}
            </p>
            <Link
              to={`${portals.instructor.path}/community`}
              className="mt-4 flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-indigo-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              <MessagesSquareIcon aria-hidden="true" className="size-5 shrink-0 text-indigo-700" />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">Community</span>
                <span className="block text-sm text-slate-600">
                  Your students' questions, the unanswered ones first.
                </span>
              </span>
            </Link>
            {user ? <InstructorLiveSessions user={user} /> : null}
            {data.courses.length === 0 ? (
              <EmptyState
                className="mt-6"
                title="No courses are assigned to you yet."
                description="An admin assigns instructors to courses."
              />
            ) : (
              <ul className="mt-6 grid gap-6">
                {data.courses.map((course) => (
                  <li key={course.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                    <h2 className="text-lg font-semibold text-slate-900">{course.title}</h2>
                    <p className="text-sm text-slate-600">{enrolledLabel(course.enrolledCount)}</p>
                    {course.upcomingBatches.length === 0 ? (
                      <p className="mt-3 text-sm text-slate-700">No upcoming batches.</p>
                    ) : (
                      <Table
                        className="mt-3"
                        caption={`Upcoming batches of ${course.title}`}
                        minWidth="min-w-[32rem]"
                        columns={batchColumns}
                      >
                        {course.upcomingBatches.map((batch) => (
                          <tr key={batch.id}>
                            <td className={tableCell("text-slate-900")}>
                              {formatBatchDate(batch.startDate)}
                            </td>
                            <td className={tableCell("text-slate-700")}>{batchTypeName(batch.type)}</td>
                            <td className={tableCell("text-slate-700")}>{batch.schedule}</td>
                            <td className={tableCell("tabular-nums text-slate-900")}>
                              {batch.enrolledCount}
                            </td>
                            <td className={tableCell("tabular-nums text-slate-700")}>
                              {batch.seatsAvailable} of {batch.seatsTotal}
                            </td>
                          </tr>
                        ))}
                      </Table>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </OverviewQueryState>
    </div>
  );
}
