import { z } from "zod";
import { assignmentGradeInputSchema, rubricSchema } from "./assignment.ts";
import { gradingStatuses } from "./grading-text.ts";
import { rosterBatchSchema } from "./roster.ts";
import { selfPacedBatch } from "./roster-text.ts";
import "./zod-messages.ts";

// Grading assignments (issue 16): an instructor's queue of one batch's submissions (oldest first), one
// submission to grade with the rubric, and the grade returned.

export const gradingParamsSchema = z.object({ courseSlug: z.string().min(1).max(200) });
export const submissionParamsSchema = z.object({ submissionId: z.uuid() });

/** Same batch choice as the roster: a batch id, "self-paced", or absent for the first batch by start date. */
export const gradingQuerySchema = z.object({
  batch: z.union([z.literal(selfPacedBatch), z.uuid()]).optional(),
  status: z.enum(gradingStatuses).default("pending"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type GradingQuery = z.output<typeof gradingQuerySchema>;

export const gradebookQuerySchema = z.object({
  batch: z.union([z.literal(selfPacedBatch), z.uuid()]).optional(),
});

export const gradingQueueItemSchema = z.object({
  submissionId: z.string(),
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  lesson: z.object({ id: z.string(), title: z.string() }),
  /** ISO instant of the latest (re)submission: the queue's order. */
  submittedAt: z.string(),
  late: z.boolean(),
  version: z.number().int(),
  /** Graded ones only. */
  percent: z.number().nullable(),
  passed: z.boolean().nullable(),
  gradedAt: z.string().nullable(),
});
export type GradingQueueItem = z.infer<typeof gradingQueueItemSchema>;

export const gradingQueueSchema = z.object({
  course: z.object({ slug: z.string(), title: z.string() }),
  batches: z.array(rosterBatchSchema),
  selfPacedCount: z.number().int(),
  batch: rosterBatchSchema.nullable(),
  status: z.enum(gradingStatuses),
  /** Submissions of the batch waiting for a grade, whatever the status shown. */
  pendingCount: z.number().int(),
  items: z.array(gradingQueueItemSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type GradingQueue = z.infer<typeof gradingQueueSchema>;

export const gradingFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(["pdf", "zip", "ipynb"]),
  bytes: z.number().int(),
  /** Where the grader downloads it (same-origin, signed-in). */
  url: z.string(),
});

export const returnedGradeSchema = z.object({
  /** The rubric as it was when graded ([] without one). */
  rubric: rubricSchema,
  rubricChoices: z.record(z.string(), z.string()),
  comments: z.string(),
  /** The comments as sanitised HTML. */
  commentsHtml: z.string(),
  score: z.number(),
  possible: z.number().int(),
  percent: z.number(),
  passed: z.boolean(),
  /** The pass mark `passed` was decided by. */
  passPercent: z.number().int(),
  gradedAt: z.string(),
  gradedByName: z.string().nullable(),
});
export type ReturnedGrade = z.infer<typeof returnedGradeSchema>;

export const submissionForGradingSchema = z.object({
  id: z.string(),
  course: z.object({ slug: z.string(), title: z.string() }),
  lesson: z.object({ id: z.string(), title: z.string() }),
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  status: z.enum(["submitted", "graded"]),
  /** Sent back with the grade: a resubmission in between makes the grade a 409 instead of grading unseen work. */
  version: z.number().int(),
  submittedAt: z.string(),
  dueAt: z.string().nullable(),
  late: z.boolean(),
  files: z.array(gradingFileSchema),
  repoUrl: z.string().nullable(),
  assignment: z.object({
    /** When its rules and rubric were last saved (ISO); null when never. Sent back with the grade. */
    updatedAt: z.string().nullable(),
    instructionsHtml: z.string(),
    points: z.number().int(),
    passPercent: z.number().int(),
    rubric: rubricSchema,
  }),
  grade: returnedGradeSchema.nullable(),
});
export type SubmissionForGrading = z.infer<typeof submissionForGradingSchema>;

export const returnGradeBodySchema = assignmentGradeInputSchema.extend({
  expectedVersion: z.number().int().min(1).max(2_147_483_647),
  /** The rubric's save the grader saw: a rubric edited since is a 409, never a grade on other points. */
  expectedAssignmentUpdatedAt: z.iso.datetime().nullable(),
});
export type ReturnGradeBody = z.input<typeof returnGradeBodySchema>;
export type ReturnGradeInput = z.output<typeof returnGradeBodySchema>;
export type GradebookQuery = z.output<typeof gradebookQuerySchema>;
