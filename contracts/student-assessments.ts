import { z } from "zod";
import { studentAssignmentStatuses, studentQuizStatuses } from "./student-assessments-text.ts";

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

/**
 * One assignment of the student's courses (issue 16), in the page's order: past due first, then to hand in
 * by the soonest due moment, not open yet, waiting for a grade, graded (newest first), missed.
 */
export const studentAssignmentSchema = z.object({
  course: z.object({ slug: z.string(), title: z.string() }),
  module: z.object({ title: z.string() }),
  lesson: z.object({ id: z.string(), title: z.string() }),
  status: z.enum(studentAssignmentStatuses),
  /** When a locked assignment's module opens for the student, YYYY-MM-DD in the school's zone; else null. */
  opensOn: z.string().nullable(),
  /** The due moment for this student (ISO instant); null when self-paced or the assignment has no due date. */
  dueAt: z.string().nullable(),
  /** The batch's zone the due moment is set in. */
  timeZone: z.string(),
  latePolicy: z.enum(["accept_marked", "closed"]),
  /** The latest (re)submission; null before the first. */
  submittedAt: z.string().nullable(),
  late: z.boolean(),
  /** Graded ones only. */
  score: z.number().nullable(),
  possible: z.number().nullable(),
  percent: z.number().nullable(),
  passed: z.boolean().nullable(),
  passPercent: z.number().int(),
});
export type StudentAssignment = z.infer<typeof studentAssignmentSchema>;

export const studentAssessmentsSchema = z.object({
  quizzes: z.array(studentQuizSchema),
  assignments: z.array(studentAssignmentSchema),
  /** The server's clock when it answered, for countdowns that do not trust the device's. */
  serverNow: z.string(),
});
export type StudentAssessments = z.infer<typeof studentAssessmentsSchema>;
