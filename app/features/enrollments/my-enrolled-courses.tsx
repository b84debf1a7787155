import { BookOpenIcon, LogInIcon, RotateCwIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { ProgressBar } from "#app/components/ui/progress-bar.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { Table, type TableColumn, tableCell } from "#app/components/ui/table.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { useMyCourses } from "#app/features/learning/learning-queries.ts";
import { enrollmentMessages as m } from "#contracts/enrollments.ts";
import { coursePlayerPath } from "#contracts/learning-text.ts";
import { batchTypeName, progressPercent, scheduleText } from "./enrollment-display.ts";
import { useStudentEnrollments } from "./enrollment-queries.ts";

const enrollmentColumns: readonly TableColumn[] = [
  { label: m.columns.course },
  { label: m.columns.batchType },
  { label: m.columns.schedule },
  { label: m.columns.progress },
];

// SPEC.md section 2, "My Enrolled Courses screen": a table of Course Name, Batch Type, Schedule, Progress;
// an empty state; 'Please Login' for a visitor; section 8's message when the list cannot be loaded.
export function MyEnrolledCourses() {
  const { user, isLoading } = useAuth();
  const enrollments = useStudentEnrollments(user);
  // The spec's list has no slug (SPEC.md section 7): the player's links come from the reader's courses.
  const myCourses = useMyCourses(user?.role === "student" ? user : null);
  const slugs = new Map((myCourses.data ?? []).map((course) => [course.enrollmentId, course.course.slug]));
  const headingId = useId();

  let body: React.ReactNode;
  if (isLoading) {
    body = <Loading />;
  } else if (!user) {
    body = (
      <EmptyState
        className="mt-6"
        titleAs="h2"
        title={m.signedOutTitle}
        description="Sign in to see the courses you are enrolled in."
        action={
          <Link to="/auth" className={buttonClassName()}>
            <LogInIcon aria-hidden="true" />
            {m.signedOutAction}
          </Link>
        }
      />
    );
  } else if (user.role !== "student") {
    // An admin may open the student portal (decision 0008) but has no enrollments: nothing to ask the API.
    body = (
      <EmptyState
        className="mt-6"
        titleAs="h2"
        title="No enrollments for this account"
        description="Admin accounts have no enrollments of their own. Students see the courses they are enrolled in here."
      />
    );
  } else if (enrollments.isPending) {
    body = <Loading />;
  } else if (enrollments.isError) {
    body = (
      <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p className="font-medium">{m.loadFailed}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void enrollments.refetch()}>
          <RotateCwIcon aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  } else if (enrollments.data.length === 0) {
    body = (
      <EmptyState
        className="mt-6"
        titleAs="h2"
        title={m.emptyTitle}
        description={m.emptyBody}
        action={
          <Link to="/courses" className={buttonClassName({ variant: "outline" })}>
            <BookOpenIcon aria-hidden="true" />
            Browse courses
          </Link>
        }
      />
    );
  } else {
    body = (
      <Table className="mt-6" caption={m.heading} minWidth="min-w-[40rem]" columns={enrollmentColumns}>
        {enrollments.data.map((enrollment) => {
          const percent = progressPercent(enrollment.progress);
          return (
            <tr key={enrollment.id}>
              <th scope="row" className={tableCell("font-medium text-slate-900")}>
                {slugs.get(enrollment.id) ? (
                  <Link
                    to={coursePlayerPath(slugs.get(enrollment.id)!)}
                    className="text-indigo-800 underline underline-offset-4 hover:text-indigo-950"
                  >
                    {enrollment.course.title}
                  </Link>
                ) : (
                  enrollment.course.title
                )}
              </th>
              <td className={tableCell("text-slate-700")}>{batchTypeName(enrollment.batchType)}</td>
              <td className={tableCell("text-slate-700")}>{scheduleText(enrollment.schedule)}</td>
              <td className={tableCell()}>
                <div className="flex items-center gap-3">
                  <ProgressBar
                    value={percent}
                    label={`${enrollment.course.title} progress`}
                    className="w-28"
                  />
                  <span className="tabular-nums text-slate-900">{percent}%</span>
                </div>
              </td>
            </tr>
          );
        })}
      </Table>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        {m.heading}
      </h1>
      {body}
    </section>
  );
}

function Loading() {
  return (
    <div className="flex justify-center py-16">
      <Spinner label="Loading your courses..." />
    </div>
  );
}
