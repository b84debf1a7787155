import type {
  gradebookQuerySchema,
  gradingQuerySchema,
  gradingQueueSchema,
  returnGradeBodySchema,
  submissionForGradingSchema,
} from "#contracts/grading.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

export const gradingApi = {
  /** A course's instructors and admins: one batch's submissions, to grade (oldest first) or graded. */
  queue: endpoint("GET", "/api/instructor/courses/:courseSlug/grading")
    .query<Query<typeof gradingQuerySchema>>()
    .returns<Out<typeof gradingQueueSchema>>(),
  /** One batch's grades, a row per student and a column per assessment, as a CSV download. */
  gradebookCsv: endpoint("GET", "/api/instructor/courses/:courseSlug/gradebook.csv")
    .query<Query<typeof gradebookQuerySchema>>()
    .returns<string>(),
  /** One submission with its assignment's rubric, for grading. */
  submission: endpoint("GET", "/api/instructor/submissions/:submissionId").returns<
    Out<typeof submissionForGradingSchema>
  >(),
  /** Returns the grade: final, and mailed to the student. 409 when the student resubmitted meanwhile. */
  returnGrade: endpoint("POST", "/api/instructor/submissions/:submissionId/grade")
    .body<In<typeof returnGradeBodySchema>>()
    .returns<Out<typeof submissionForGradingSchema>>(),
};
