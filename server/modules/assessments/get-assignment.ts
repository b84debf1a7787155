import { assignmentPossible } from "#contracts/assignment.ts";
import type { AssignmentView } from "#contracts/assignment-views.ts";
import type { AssignmentDeps, AssignmentReader } from "./assignment-deps.ts";
import { defaultAssignmentSettings } from "./default-assignment-settings.ts";
import { learnerDue } from "./learner-due.ts";
import { openAssignmentLesson } from "./open-assignment-lesson.ts";
import { submissionView } from "./submission-view.ts";

/**
 * An assignment lesson as its reader sees it in the player: the rules, the reader's due moment in their
 * batch's zone, and a learner's own submission with its grade once returned. Staff see the rules and the
 * due rule (they belong to no batch) and submit nothing.
 */
export async function getAssignment(
  deps: AssignmentDeps,
  user: AssignmentReader,
  slug: string,
  lessonId: string,
): Promise<AssignmentView> {
  const { course, reader, lesson } = await openAssignmentLesson(deps, user, slug, lessonId);
  const settings = (await deps.repository.assignment(lesson.id))?.settings ?? defaultAssignmentSettings;
  const learner = reader.kind === "learner";
  const [due, submission] = learner
    ? await Promise.all([
        learnerDue(deps, user.id, course.id, settings),
        deps.repository.submissionOf(lesson.id, user.id),
      ])
    : [null, undefined];
  return {
    lessonId: lesson.id,
    viewer: reader.kind,
    instructionsHtml: settings.instructions.trim() ? deps.renderMarkdown(settings.instructions) : "",
    latePolicy: settings.latePolicy,
    acceptFiles: settings.acceptFiles,
    acceptRepoUrl: settings.acceptRepoUrl,
    possible: assignmentPossible(settings),
    passPercent: settings.passPercent,
    rubric: settings.rubric,
    due: due?.dueAt ? { at: due.dueAt.toISOString(), timeZone: due.timeZone } : null,
    dueRule:
      !learner && settings.dueDays !== null ? { dueDays: settings.dueDays, dueTime: settings.dueTime } : null,
    serverNow: deps.now().toISOString(),
    submission: submission
      ? submissionView(course.slug, submission, deps.renderMarkdown, settings.passPercent)
      : null,
  };
}
