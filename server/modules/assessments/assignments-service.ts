import type { AssignmentEditorBody } from "#contracts/assignment-views.ts";
import type { AssignmentDeps, AssignmentReader } from "./assignment-deps.ts";
import { getAssignmentEditor, saveAssignmentEditor } from "./assignment-editor.ts";
import { getAssignment } from "./get-assignment.ts";
import { getSubmission } from "./get-submission.ts";
import { serveSubmissionFile } from "./serve-submission-file.ts";
import { checkAssignmentSubmission, type SubmissionForm, submitAssignment } from "./submit-assignment.ts";

type LessonParams = { courseSlug: string; lessonId: string };
type SubmissionParams = LessonParams & { submissionId: string };

/** The assignment use cases (one file each), bound to their dependencies. */
export function createAssignmentsService(deps: AssignmentDeps) {
  return {
    view: (user: AssignmentReader, p: LessonParams) => getAssignment(deps, user, p.courseSlug, p.lessonId),
    /** `at`: when the request arrived (the due moment judges that, not when the upload finished). */
    checkSubmission: (user: AssignmentReader, p: LessonParams, at: Date) =>
      checkAssignmentSubmission(deps, user, p.courseSlug, p.lessonId, at),
    submit: (user: AssignmentReader, p: LessonParams, form: SubmissionForm, at: Date) =>
      submitAssignment(deps, user, p.courseSlug, p.lessonId, form, at),
    submission: (user: AssignmentReader, p: SubmissionParams) => getSubmission(deps, user, p),
    file: (user: AssignmentReader, p: SubmissionParams & { fileId: string }) =>
      serveSubmissionFile(deps, user, p),
    editor: (user: AssignmentReader, p: LessonParams) =>
      getAssignmentEditor(deps, user, p.courseSlug, p.lessonId),
    saveEditor: (user: AssignmentReader, p: LessonParams, body: AssignmentEditorBody) =>
      saveAssignmentEditor(deps, user, p.courseSlug, p.lessonId, body),
  };
}
export type AssignmentsService = ReturnType<typeof createAssignmentsService>;
