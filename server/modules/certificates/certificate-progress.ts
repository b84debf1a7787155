import type { CertificateProgress, MissingAssessment } from "#contracts/certificate-progress.ts";

// The certificate rule of a course (issue 16), as one pure reading of the student's record:
// - every published required lesson that is not an assessment is complete;
// - every published required quiz has a passing attempt, and every published required assignment a passing
//   grade (optional practice quizzes and assignments never stand in the way);
// - in a batch, when the course sets a share, the student attended at least that share of the batch's live
//   sessions held so far (none held yet counts as met).

export type CertificateFacts = {
  /** The course's published lessons in course order, with the student's completion. */
  lessons: readonly {
    id: string;
    title: string;
    kind: string;
    required: boolean;
    completed: boolean;
  }[];
  /** Quiz lesson ids with a passing attempt, and those with any closed attempt. */
  quizzesPassed: ReadonlySet<string>;
  quizzesTried: ReadonlySet<string>;
  /** Assignment lesson id -> the student's submission. */
  submissions: ReadonlyMap<string, { status: "submitted" | "graded"; passed: boolean | null }>;
  /** Null without a batch. */
  attendance: { held: number; attended: number } | null;
  /** The course's required share of held sessions in percent; null: none. */
  attendancePercent: number | null;
};

function assessmentState(
  facts: CertificateFacts,
  lesson: { id: string; kind: string },
): MissingAssessment["state"] | null {
  if (lesson.kind === "quiz") {
    if (facts.quizzesPassed.has(lesson.id)) return null;
    return facts.quizzesTried.has(lesson.id) ? "not_passed" : "not_started";
  }
  const submission = facts.submissions.get(lesson.id);
  if (!submission) return "not_started";
  if (submission.status === "submitted") return "awaiting_grade";
  return submission.passed ? null : "not_passed";
}

export function certificateProgress(facts: CertificateFacts): CertificateProgress {
  const required = facts.lessons.filter((lesson) => lesson.required);
  const plain = required.filter((lesson) => lesson.kind !== "quiz" && lesson.kind !== "assignment");
  const assessments = required.filter((lesson) => lesson.kind === "quiz" || lesson.kind === "assignment");

  const missingLessons = plain.filter((lesson) => !lesson.completed).map(({ id, title }) => ({ id, title }));
  const missingAssessments: MissingAssessment[] = [];
  for (const lesson of assessments) {
    const state = assessmentState(facts, lesson);
    if (state)
      missingAssessments.push({
        id: lesson.id,
        title: lesson.title,
        kind: lesson.kind as "quiz" | "assignment",
        state,
      });
  }

  let attendance: CertificateProgress["attendance"] = null;
  if (facts.attendancePercent !== null && facts.attendance !== null) {
    const { held, attended } = facts.attendance;
    const percent = held === 0 ? 100 : Math.round((Math.min(attended, held) / held) * 10_000) / 100;
    attendance = {
      requiredPercent: facts.attendancePercent,
      held,
      attended,
      percent,
      met: percent >= facts.attendancePercent,
    };
  }

  return {
    met: missingLessons.length === 0 && missingAssessments.length === 0 && (attendance?.met ?? true),
    lessons: { done: plain.length - missingLessons.length, total: plain.length, missing: missingLessons },
    assessments: {
      passed: assessments.length - missingAssessments.length,
      total: assessments.length,
      missing: missingAssessments,
    },
    attendance,
  };
}
