import { z } from "zod";
import { studentQuizStatuses } from "./student-assessments-text.ts";

// GET /api/student/assessments (issue 16): the signed-in student's quizzes across their courses (cancelled
// enrollments left out), as learning releases them, with where they stand. Sorted for the page: in progress
// (soonest deadline first), not started, locked, not passed, passed; else in course and teaching order.

export const studentQuizSchema = z.object({
  course: z.object({ slug: z.string(), title: z.string() }),
  module: z.object({ title: z.string() }),
  lesson: z.object({ id: z.string(), title: z.string() }),
  status: z.enum(studentQuizStatuses),
  /** When a locked quiz's module opens for the student, YYYY-MM-DD in the school's time zone; else null. */
  opensOn: z.string().nullable(),
  /** The best closed attempt's score, 0..100; null before the first closes. */
  bestPercent: z.number().nullable(),
  attemptsUsed: z.number().int(),
  /** null: any number. */
  attemptsAllowed: z.number().int().nullable(),
  passPercent: z.number().int(),
  /** The open attempt's deadline (ISO instant); null without an open attempt or without a time limit. */
  deadlineAt: z.string().nullable(),
  /** The latest start, save or close of any attempt (ISO instant); null before the first. */
  lastActivityAt: z.string().nullable(),
});
export type StudentQuiz = z.infer<typeof studentQuizSchema>;

export const studentAssessmentsSchema = z.object({ quizzes: z.array(studentQuizSchema) });
export type StudentAssessments = z.infer<typeof studentAssessmentsSchema>;
