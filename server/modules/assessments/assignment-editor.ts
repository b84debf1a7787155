import { assignmentEditorText } from "#contracts/assignment-editor-text.ts";
import type { AssignmentEditor, AssignmentEditorBody } from "#contracts/assignment-views.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import type { AssignmentDeps, AssignmentReader } from "./assignment-deps.ts";
import { defaultAssignmentSettings } from "./default-assignment-settings.ts";
import { openAssignmentForEditing } from "./open-assignment-lesson.ts";

type EditorDeps = Pick<AssignmentDeps, "openLesson" | "repository" | "now">;

async function editorOf(deps: EditorDeps, lessonId: string): Promise<AssignmentEditor> {
  const [assignment, submissionCount] = await Promise.all([
    deps.repository.assignment(lessonId),
    deps.repository.submissionCount(lessonId),
  ]);
  return {
    settings: assignment?.settings ?? defaultAssignmentSettings,
    updatedAt: assignment?.updatedAt.toISOString() ?? null,
    submissionCount,
  };
}

/** The settings and rubric, for the course's instructors and admins; the defaults until first saved. */
export async function getAssignmentEditor(
  deps: EditorDeps,
  user: AssignmentReader,
  slug: string,
  lessonId: string,
): Promise<AssignmentEditor> {
  const { lesson } = await openAssignmentForEditing(deps, user, slug, lessonId);
  return editorOf(deps, lesson.id);
}

/**
 * Saves the settings (validated by the route's schema). Submissions already made keep the due moment and
 * late mark they were given; grades already returned keep the rubric they were given against.
 */
export async function saveAssignmentEditor(
  deps: EditorDeps,
  user: AssignmentReader,
  slug: string,
  lessonId: string,
  body: AssignmentEditorBody,
): Promise<AssignmentEditor> {
  const { course, lesson } = await openAssignmentForEditing(deps, user, slug, lessonId);
  const expected = body.expectedUpdatedAt;
  const expectedUpdatedAt = expected === undefined || expected === null ? expected : new Date(expected);
  if (expectedUpdatedAt && Number.isNaN(expectedUpdatedAt.getTime()))
    throw new HttpError(400, apiMessages.badRequest, "expectedUpdatedAt");
  const saved = await deps.repository.saveAssignment({
    lessonId: lesson.id,
    courseId: course.id,
    settings: body.settings,
    userId: user.id,
    now: deps.now(),
    expectedUpdatedAt,
  });
  if (!saved) throw new HttpError(409, assignmentEditorText.editedElsewhere);
  return editorOf(deps, lesson.id);
}
