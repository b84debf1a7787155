import type { studentAssessmentsSchema } from "#contracts/student-assessments.ts";
import { endpoint, type Out } from "./endpoint.ts";

export const studentAssessmentsApi = {
  /** The signed-in student's own quizzes across their courses, with status and best score. */
  mine: endpoint("GET", "/api/student/assessments").returns<Out<typeof studentAssessmentsSchema>>(),
};
