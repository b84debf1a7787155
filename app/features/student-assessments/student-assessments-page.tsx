import { BookOpenIcon, LockIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";

import { cn } from "#app/lib/cn.ts";
import { useViewerTimeZone } from "#app/lib/viewer-time-zone.ts";
import { formatCalendarDate, lessonPlayerPath, schoolTimeZone } from "#contracts/learning-text.ts";
import { portals } from "#contracts/portals.ts";
import type {
  StudentAssessments as StudentAssessmentsData,
  StudentQuiz,
} from "#contracts/student-assessments.ts";
import {
  type StudentQuizStatus,
  studentQuizStatusLabels,
  studentAssessmentsText as t,
} from "#contracts/student-assessments-text.ts";
import { formatDeadlineClock } from "./deadline-clock.ts";
import { useStudentAssessments } from "./student-assessments-queries.ts";
import { StudentAssignmentsSections } from "./student-assignments-section.tsx";

/**
 * /dashboard/student/assessments (issue 16): the student's assignments (to hand in, waiting for a grade,
 * graded, missed) and quizzes (in progress, to take, results), as the API sorts them. Each leads to its
 * lesson in the player, where it is done. A row stacks on phones and lines up from sm.
 */
export function StudentAssessmentsPage() {
  const { user } = useAuth();
  const quizzes = useStudentAssessments(user);
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t.heading}</h1>
      <p className="mt-1 text-slate-700">{t.intro}</p>
      <div className="mt-6">
        <QueryState query={quizzes} loading={t.loading} failed={t.loadFailed}>
          {(data) => <Assessments data={data} receivedAt={quizzes.dataUpdatedAt} />}
        </QueryState>
      </div>
    </div>
  );
}

function Assessments({ data, receivedAt }: { data: StudentAssessmentsData; receivedAt: number }) {
  // The server renders times in the school's zone; the browser switches to the viewer's.
  const zone = useViewerTimeZone() ?? schoolTimeZone;
  const assignmentsId = useId();
  const quizzesId = useId();
  if (data.quizzes.length === 0 && data.assignments.length === 0)
    return (
      <EmptyState
        titleAs="h2"
        title={t.emptyTitle}
        description={t.emptyBody}
        action={
          <Link to={`${portals.student.path}/courses`} className={buttonClassName({ variant: "outline" })}>
            <BookOpenIcon aria-hidden="true" />
            {t.myCourses}
          </Link>
        }
      />
    );
  const of = (...statuses: StudentQuizStatus[]) =>
    data.quizzes.filter((quiz) => statuses.includes(quiz.status));
  return (
    <div className="grid gap-12">
      {data.assignments.length > 0 ? (
        <section aria-labelledby={assignmentsId} className="grid gap-6">
          <h2 id={assignmentsId} className="text-xl font-semibold text-slate-900">
            {t.assignmentsHeading}
          </h2>
          <StudentAssignmentsSections
            assignments={data.assignments}
            clock={{ serverNow: data.serverNow, receivedAt, zone }}
          />
        </section>
      ) : null}
      {data.quizzes.length > 0 ? (
        <section aria-labelledby={quizzesId} className="grid gap-6">
          <h2 id={quizzesId} className="text-xl font-semibold text-slate-900">
            {t.quizzesHeading}
          </h2>
          <QuizSection heading={t.inProgressHeading} quizzes={of("in_progress")} zone={zone} />
          <QuizSection heading={t.toTakeHeading} quizzes={of("not_started", "locked")} zone={zone} />
          <QuizSection heading={t.resultsHeading} quizzes={of("not_passed", "passed")} zone={zone} />
        </section>
      ) : null}
    </div>
  );
}

type SectionProps = { heading: string; quizzes: readonly StudentQuiz[]; zone: string };

/** One section, left out while it has nothing: the page shows only what the student has to do or see. */
function QuizSection({ heading, quizzes, zone }: SectionProps) {
  const id = useId();
  if (quizzes.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {heading}
      </h3>
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
        {quizzes.map((quiz) => (
          <QuizRow key={`${quiz.course.slug}/${quiz.lesson.id}`} quiz={quiz} zone={zone} />
        ))}
      </ul>
    </section>
  );
}

function details(quiz: StudentQuiz, zone: string): string[] {
  const attempts = t.attempts(quiz.attemptsUsed, quiz.attemptsAllowed);
  switch (quiz.status) {
    case "in_progress":
      return [
        quiz.deadlineAt === null
          ? t.noTimeLimit
          : t.timeLeftUntil(formatDeadlineClock(quiz.deadlineAt, zone)),
        attempts,
      ];
    case "not_started":
      return [t.passMark(quiz.passPercent), t.attemptsAllowed(quiz.attemptsAllowed)];
    case "locked":
      return [
        ...(quiz.opensOn === null ? [] : [t.opensOn(formatCalendarDate(quiz.opensOn))]),
        t.passMark(quiz.passPercent),
      ];
    case "not_passed":
    case "passed":
      return [
        ...(quiz.bestPercent === null ? [] : [t.bestScore(quiz.bestPercent)]),
        t.passMark(quiz.passPercent),
        attempts,
      ];
  }
}

/** What the row's link does; null while the quiz is locked (the player would only say so). */
function action(quiz: StudentQuiz): string | null {
  switch (quiz.status) {
    case "in_progress":
      return t.continueQuiz;
    case "not_started":
      return t.startQuiz;
    case "locked":
      return null;
    case "not_passed":
      return quiz.attemptsAllowed === null || quiz.attemptsUsed < quiz.attemptsAllowed
        ? t.retryQuiz
        : t.reviewQuiz;
    case "passed":
      return t.reviewQuiz;
  }
}

function QuizRow({ quiz, zone }: { quiz: StudentQuiz; zone: string }) {
  const label = action(quiz);
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
      <div className="min-w-0">
        <h4 className="font-medium break-words text-slate-900">{quiz.lesson.title}</h4>
        <p className="text-sm break-words text-slate-600">
          {t.courseAndModule(quiz.course.title, quiz.module.title)}
        </p>
        <p className="mt-1 text-sm text-slate-700">{details(quiz, zone).join(" · ")}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:justify-end">
        <StatusBadge status={quiz.status} />
        {label === null ? null : (
          <Link
            to={lessonPlayerPath(quiz.course.slug, quiz.lesson.id)}
            aria-label={t.linkName(label, quiz.lesson.title)}
            className={buttonClassName({ variant: quiz.status === "in_progress" ? "default" : "outline" })}
          >
            {label}
          </Link>
        )}
      </div>
    </li>
  );
}

const badgeColours: Record<StudentQuizStatus, string> = {
  in_progress: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  not_started: "bg-slate-50 text-slate-700 ring-slate-200",
  locked: "bg-slate-50 text-slate-700 ring-slate-200",
  not_passed: "bg-amber-50 text-amber-900 ring-amber-200",
  passed: "bg-emerald-50 text-emerald-800 ring-emerald-200",
};

function StatusBadge({ status }: { status: StudentQuizStatus }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset",
        badgeColours[status],
      )}
    >
      {status === "locked" ? <LockIcon aria-hidden="true" className="size-3" /> : null}
      {studentQuizStatusLabels[status]}
    </span>
  );
}
