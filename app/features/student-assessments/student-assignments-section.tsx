import { LockIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { formatDueMoment, formatTimeLeft } from "#app/features/assignments/assignment-format.ts";
import { useTimeLeft } from "#app/features/assignments/use-time-left.ts";
import { cn } from "#app/lib/cn.ts";
import { formatCalendarDate, lessonPlayerPath } from "#contracts/learning-text.ts";
import type { StudentAssignment } from "#contracts/student-assessments.ts";
import {
  type StudentAssignmentStatus,
  studentAssignmentStatusLabels,
  studentAssessmentsText as t,
} from "#contracts/student-assessments-text.ts";

/** A countdown shows in the last week before the due moment. */
const countdownWindowMs = 7 * 24 * 60 * 60_000;

type Clock = { serverNow: string; receivedAt: number; zone: string };

/**
 * The student's assignments on the Assessments page (issue 16), in four sections as the API sorts them: to
 * hand in (past due first, then by due moment, with a countdown in the last week), waiting for a grade,
 * graded with the score, and missed. Each leads to the lesson, where the work is handed in and the grade read.
 */
export function StudentAssignmentsSections({
  assignments,
  clock,
}: {
  assignments: readonly StudentAssignment[];
  clock: Clock;
}) {
  const of = (...statuses: StudentAssignmentStatus[]) =>
    assignments.filter((row) => statuses.includes(row.status));
  return (
    <>
      <Section heading={t.dueSoonHeading} rows={of("overdue", "to_do", "locked")} clock={clock} />
      <Section heading={t.awaitingHeading} rows={of("submitted")} clock={clock} />
      <Section heading={t.gradedHeading} rows={of("graded")} clock={clock} />
      <Section heading={t.missedHeading} rows={of("missed")} clock={clock} />
    </>
  );
}

function Section({
  heading,
  rows,
  clock,
}: {
  heading: string;
  rows: readonly StudentAssignment[];
  clock: Clock;
}) {
  const id = useId();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {heading}
      </h3>
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
        {rows.map((row) => (
          <AssignmentRow key={`${row.course.slug}/${row.lesson.id}`} row={row} clock={clock} />
        ))}
      </ul>
    </section>
  );
}

function action(row: StudentAssignment): string | null {
  switch (row.status) {
    case "locked":
      return null;
    case "graded":
      return t.viewGrade;
    case "submitted":
    case "missed":
      return t.viewSubmission;
    default:
      return t.openAssignment;
  }
}

function AssignmentRow({ row, clock }: { row: StudentAssignment; clock: Clock }) {
  const left = useTimeLeft(row.dueAt, clock.serverNow, clock.receivedAt);
  const label = action(row);
  const facts: string[] = [];
  if (row.status === "locked" && row.opensOn) facts.push(t.opensOn(formatCalendarDate(row.opensOn)));
  if (
    row.status === "to_do" ||
    row.status === "overdue" ||
    row.status === "missed" ||
    row.status === "locked"
  )
    facts.push(row.dueAt ? t.dueAt(formatDueMoment(row.dueAt, clock.zone)) : t.noDueDate);
  if (row.status === "overdue") facts.push(t.lateAccepted);
  if (row.submittedAt) facts.push(t.submittedAt(formatDueMoment(row.submittedAt, clock.zone)));
  if (row.status === "graded" && row.percent !== null)
    facts.push(t.scoreOf(String(Math.round(row.percent * 100) / 100), row.passPercent));
  const countdown =
    row.status === "to_do" && left !== null && left > 0 && left <= countdownWindowMs
      ? t.dueIn(formatTimeLeft(left))
      : null;
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
      <div className="min-w-0">
        <h4 className="font-medium break-words text-slate-900">{row.lesson.title}</h4>
        <p className="text-sm break-words text-slate-600">
          {t.courseAndModule(row.course.title, row.module.title)}
        </p>
        <p className="mt-1 text-sm text-slate-700">{facts.join(" · ")}</p>
        {countdown ? <p className="mt-1 text-sm font-medium text-indigo-800">{countdown}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:justify-end">
        <StatusBadge status={row.status} passed={row.passed} />
        {row.late ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
            {t.lateMark}
          </span>
        ) : null}
        {label === null ? null : (
          <Link
            to={lessonPlayerPath(row.course.slug, row.lesson.id)}
            aria-label={t.linkName(label, row.lesson.title)}
            className={buttonClassName({
              variant: row.status === "to_do" || row.status === "overdue" ? "default" : "outline",
            })}
          >
            {label}
          </Link>
        )}
      </div>
    </li>
  );
}

const badgeColours: Record<StudentAssignmentStatus, string> = {
  overdue: "bg-red-50 text-red-800 ring-red-200",
  to_do: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  locked: "bg-slate-50 text-slate-700 ring-slate-200",
  submitted: "bg-slate-50 text-slate-700 ring-slate-200",
  graded: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  missed: "bg-slate-100 text-slate-700 ring-slate-300",
};

function StatusBadge({ status, passed }: { status: StudentAssignmentStatus; passed: boolean | null }) {
  const failed = status === "graded" && passed === false;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset",
        failed ? "bg-amber-50 text-amber-900 ring-amber-200" : badgeColours[status],
      )}
    >
      {status === "locked" ? <LockIcon aria-hidden="true" className="size-3" /> : null}
      {failed
        ? "Not passed"
        : status === "graded" && passed
          ? "Passed"
          : studentAssignmentStatusLabels[status]}
    </span>
  );
}
