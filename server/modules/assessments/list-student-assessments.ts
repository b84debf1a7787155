import type { CurrentUser } from "#contracts/auth.ts";
import type { CourseOutline } from "#contracts/learning.ts";
import type { StudentAssessments, StudentQuiz } from "#contracts/student-assessments.ts";
import { type StudentQuizStatus, studentQuizStatuses } from "#contracts/student-assessments-text.ts";
import type { AssignmentDeps } from "./assignment-deps.ts";
import { closeIfOverdue } from "./close-overdue-attempt.ts";
import type { QuizDeps } from "./quiz-deps.ts";
import type { AttemptRow } from "./quizzes-repository.ts";
import { studentAssignmentRows } from "./student-assignment-rows.ts";

type Reader = Pick<CurrentUser, "id" | "role">;

/** What the list needs: learning's view of the student's courses (who holds what, what is released). */
export type StudentAssessmentsDeps = Pick<QuizDeps, "repository" | "now" | "completeLesson"> & {
  assignments: Pick<AssignmentDeps, "repository">;
  /** The user's holding (not cancelled) enrollments' courses (learning's myCourses). */
  myCourses: (user: Reader) => Promise<{ course: { slug: string; title: string } }[]>;
  /** A course as this reader sees it today: lessons with their drip locks (learning's outline). */
  outline: (user: Reader, slug: string) => Promise<CourseOutline>;
};

type AssessmentLesson = {
  course: { slug: string; title: string };
  /** Staff enrolled in a course record no progress there. */
  learner: boolean;
  module: { title: string; opensOn: string | null };
  lesson: { id: string; title: string; locked: boolean; kind: "quiz" | "assignment" };
};

/**
 * The quiz and assignment lessons the student's courses show them, through learning's own outline so that
 * enrollment, drafts and drip follow the player's rules exactly (a locked module's come back locked, with
 * the day they open).
 */
async function assessmentLessons(deps: StudentAssessmentsDeps, user: Reader): Promise<AssessmentLesson[]> {
  const held = await deps.myCourses(user);
  // Two enrollments in one course (two batches, say) list it once: the outline already follows the widest.
  const slugs = [...new Set(held.map((row) => row.course.slug))];
  const outlines = await Promise.all(slugs.map((slug) => deps.outline(user, slug)));
  return outlines.flatMap((outline) =>
    outline.modules.flatMap((module) =>
      module.lessons
        .filter((lesson) => (lesson.kind === "quiz" || lesson.kind === "assignment") && !lesson.draft)
        .map((lesson) => ({
          course: outline.course,
          learner: outline.viewer === "learner",
          module: { title: module.title, opensOn: module.opensOn },
          lesson: {
            id: lesson.id,
            title: lesson.title,
            locked: lesson.locked,
            kind: lesson.kind as "quiz" | "assignment",
          },
        })),
    ),
  );
}

function statusOf(locked: boolean, attempts: readonly AttemptRow[]): StudentQuizStatus {
  if (locked) return "locked";
  if (attempts.some((row) => row.status === "in_progress")) return "in_progress";
  if (attempts.length === 0) return "not_started";
  return attempts.some((row) => row.passed === true) ? "passed" : "not_passed";
}

function lastActivity(attempts: readonly AttemptRow[]): Date | null {
  const times = attempts.flatMap((row) => [row.startedAt, row.savedAt, row.closedAt]);
  const latest = Math.max(
    ...times.filter((time): time is Date => time !== null).map((time) => time.getTime()),
  );
  return Number.isFinite(latest) ? new Date(latest) : null;
}

const rank = (status: StudentQuizStatus) => studentQuizStatuses.indexOf(status);
const deadlineOrder = (quiz: StudentQuiz) =>
  quiz.deadlineAt === null ? Number.MAX_SAFE_INTEGER : Date.parse(quiz.deadlineAt);

/**
 * The student's quizzes and assignments with where they stand, in the page's order (studentQuizStatuses; open attempts by
 * the soonest deadline). Only their own attempts count: the user comes from the session. A quiz lesson whose
 * questions were never saved is left out, since there is nothing to take yet.
 */
export async function listStudentAssessments(
  deps: StudentAssessmentsDeps,
  user: Reader,
): Promise<StudentAssessments> {
  const lessons = await assessmentLessons(deps, user);
  const found = lessons.filter((row) => row.lesson.kind === "quiz");
  const now = deps.now();
  const [quizzes, assignments] = await Promise.all([
    studentQuizzes(deps, user, found),
    studentAssignmentRows(
      deps.assignments,
      user.id,
      lessons.filter((row) => row.lesson.kind === "assignment"),
      now,
    ),
  ]);
  return { quizzes, assignments, serverNow: now.toISOString() };
}

async function studentQuizzes(
  deps: StudentAssessmentsDeps,
  user: Reader,
  found: readonly AssessmentLesson[],
): Promise<StudentQuiz[]> {
  const lessonIds = found.map((row) => row.lesson.id);
  const [settingsByLesson, rows] = await Promise.all([
    deps.repository.quizzesOf(lessonIds),
    deps.repository.attemptsAt(lessonIds, user.id),
  ]);
  // An attempt past its time is closed first, as the quiz panel would on its next read, and one that passes
  // completes its lesson there too.
  const byLesson = new Map(found.map((row) => [row.lesson.id, row]));
  const attempts = await Promise.all(
    rows.map((row) => {
      const quiz = byLesson.get(row.lessonId);
      const onPassed =
        quiz?.learner === true ? () => deps.completeLesson(user, quiz.course.slug, row.lessonId) : undefined;
      return closeIfOverdue(deps, row, onPassed);
    }),
  );

  const quizzes: StudentQuiz[] = [];
  for (const { course, module, lesson } of found) {
    const settings = settingsByLesson.get(lesson.id);
    if (!settings) continue;
    const own = attempts.filter((row) => row.lessonId === lesson.id);
    const open = own.find((row) => row.status === "in_progress");
    const scores = own.filter((row) => row.status !== "in_progress").map((row) => row.percent ?? 0);
    quizzes.push({
      course,
      module: { title: module.title },
      lesson: { id: lesson.id, title: lesson.title },
      status: statusOf(lesson.locked, own),
      opensOn: lesson.locked ? module.opensOn : null,
      bestPercent: scores.length > 0 ? Math.max(...scores) : null,
      attemptsUsed: own.length,
      attemptsAllowed: settings.maxAttempts,
      passPercent: settings.passPercent,
      deadlineAt: open?.deadlineAt?.toISOString() ?? null,
      lastActivityAt: lastActivity(own)?.toISOString() ?? null,
    });
  }
  // Array.prototype.sort is stable: within a status the course and teaching order stays.
  quizzes.sort(
    (a, b) =>
      rank(a.status) - rank(b.status) ||
      (a.status === "in_progress" ? deadlineOrder(a) - deadlineOrder(b) : 0),
  );
  return quizzes;
}
