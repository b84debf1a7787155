import { assignmentMessages } from "#contracts/assignment-text.ts";
import type { ReturnGradeInput, SubmissionForGrading } from "#contracts/grading.ts";
import { HttpError } from "#server/http-error.ts";
import {
  assignmentGradedMail,
  assignmentGradedMailKind,
} from "#server/modules/mail/templates/assignment-graded.ts";
import type { Grader, GradingDeps } from "./grading-deps.ts";
import { scoreAssignmentGrade } from "./score-assignment-grade.ts";
import { gradableSubmission, toSubmissionForGrading } from "./submission-for-grading.ts";

/**
 * Returns an instructor's grade (issue 16): scored against the assignment's rubric as it is now (kept with
 * the grade), final, and mailed to the student in the same transaction. A resubmission or another grader in
 * between is a 409, never a grade on work the grader did not see. A passing grade completes the lesson.
 */
export async function returnGrade(
  deps: GradingDeps,
  user: Grader,
  submissionId: string,
  body: ReturnGradeInput,
): Promise<SubmissionForGrading> {
  const row = await gradableSubmission(deps, user, submissionId);
  if (row.status === "graded") throw new HttpError(409, assignmentMessages.gradedElsewhere);
  if (row.version !== body.expectedVersion) throw new HttpError(409, assignmentMessages.resubmittedMeanwhile);
  if ((row.settings?.updatedAt.toISOString() ?? null) !== body.expectedAssignmentUpdatedAt)
    throw new HttpError(409, assignmentMessages.rubricChanged);
  const settings = row.settings ?? { instructions: "", points: 100, passPercent: 60, rubric: [] };
  const scored = scoreAssignmentGrade(settings, { rubricChoices: body.rubricChoices, score: body.score });
  if (!scored.ok) throw new HttpError(400, scored.message, scored.field);
  const { value } = scored;
  const comments = body.comments.trim();
  const gradedAt = deps.now();
  const lessonLink = `${deps.publicUrl}/dashboard/student/courses/${encodeURIComponent(row.course.slug)}/lessons/${encodeURIComponent(row.lessonId)}`;
  const mail = assignmentGradedMail({
    name: row.student.name,
    courseTitle: row.course.title,
    assignmentTitle: row.lessonTitle,
    score: value.score,
    possible: value.possible,
    percent: value.percent,
    passed: value.passed,
    commentsText: deps.markdownToPlainText(comments),
    commentsHtml: deps.renderMarkdown(comments),
    lessonLink,
  });
  const stored = await deps.repository.returnGrade(
    submissionId,
    body.expectedVersion,
    {
      ...value,
      gradedRubric: settings.rubric,
      gradedPassPercent: settings.passPercent,
      comments,
      gradedBy: user.id,
      gradedAt,
    },
    { to: row.student.email, kind: assignmentGradedMailKind, ...mail },
  );
  if (!stored) throw new HttpError(409, assignmentMessages.gradedElsewhere);
  deps.runInBackground("mail.deliver", deps.deliverMail);
  if (value.passed) {
    // Progress belongs to the enrollment: a student whose enrollment is gone keeps the grade without it.
    await deps
      .completeLesson({ id: row.userId, role: "student" }, row.course.slug, row.lessonId)
      .catch((error: unknown) => {
        // The grade and its mail are committed: a failure here must not answer 500 to a grade that stands
        // (the grader's retry would only meet a 409). The certificate sweep reads progress, so log it.
        if (!(error instanceof HttpError)) deps.onError?.(error);
      });
  }
  return toSubmissionForGrading(deps, (await deps.repository.submission(submissionId)) ?? row);
}
