import type {
  assignmentEditorBodySchema,
  assignmentEditorSchema,
  assignmentSubmissionViewSchema,
  assignmentViewSchema,
} from "#contracts/assignment-views.ts";
import { endpoint, type In, type Out } from "./endpoint.ts";

const lesson = "/api/learning/courses/:courseSlug/lessons/:lessonId/assignment";
const submission = `${lesson}/submissions/:submissionId`;

export const assignmentsApi = {
  /** An assignment lesson for its reader: rules, due moment, and a learner's own submission (and grade). */
  view: endpoint("GET", lesson).returns<Out<typeof assignmentViewSchema>>(),
  /**
   * Submits or resubmits (multipart: up to 5 `files`, and `repoUrl`): replaces the learner's submission
   * while it is not graded. 409 once graded, or after the due time when late work is not accepted.
   */
  submit: endpoint("POST", `${lesson}/submission`)
    .body<FormData>()
    .returns<Out<typeof assignmentViewSchema>>(),
  /** One submission, for its student and the course's instructors and admins (anyone else: 404). */
  submission: endpoint("GET", submission).returns<Out<typeof assignmentSubmissionViewSchema>>(),
  /** A submission's file as an attachment, for the same readers as the submission. */
  file: endpoint("GET", `${submission}/files/:fileId`).returns<Blob>(),
  /** The course's instructors and admins: the settings and rubric (defaults until first saved). */
  editor: endpoint("GET", "/api/instructor/courses/:courseSlug/lessons/:lessonId/assignment").returns<
    Out<typeof assignmentEditorSchema>
  >(),
  saveEditor: endpoint("PUT", "/api/instructor/courses/:courseSlug/lessons/:lessonId/assignment")
    .body<In<typeof assignmentEditorBodySchema>>()
    .returns<Out<typeof assignmentEditorSchema>>(),
};
