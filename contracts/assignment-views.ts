import { z } from "zod";
import "./zod-messages.ts";
import { assignmentSettingsSchema, repoUrlSchema, rubricSchema } from "./assignment.ts";
import {
  assignmentFileKinds,
  assignmentLatePolicies,
  assignmentSubmissionStatuses,
} from "./assignment-text.ts";

// An assignment lesson as the API carries it (issue 16): the student's panel (rules, due moment, their own
// submission and, once graded, the grade), a submission read by id (its student and the course's staff),
// and the instructor's settings editor. contracts/assignment.ts holds the rules and rubric themselves.

export const assignmentLessonParamsSchema = z.object({ courseSlug: z.string().min(1), lessonId: z.uuid() });
export const assignmentSubmissionParamsSchema = assignmentLessonParamsSchema.extend({
  submissionId: z.uuid(),
});
export const assignmentFileParamsSchema = assignmentSubmissionParamsSchema.extend({ fileId: z.uuid() });

/** The multipart field names of a submission. */
export const assignmentSubmissionFields = { files: "files", repoUrl: "repoUrl" } as const;

/**
 * The submission form's text field, checked by the browser's form and by the API alike (the files are
 * checked apart: by name and size in the browser, by content on the server). Empty: no link.
 */
export const assignmentSubmissionFieldsSchema = z.object({
  repoUrl: z
    .string()
    .trim()
    .pipe(z.union([z.literal(""), repoUrlSchema])),
});
export type AssignmentSubmissionFieldsInput = z.input<typeof assignmentSubmissionFieldsSchema>;

/** A file of a submission, with the session-checked URL it downloads from (student and staff alike). */
export const assignmentFileViewSchema = z.object({
  id: z.uuid(),
  /** Sanitised; its extension matches the kind found in the content. */
  name: z.string(),
  kind: z.enum(assignmentFileKinds),
  bytes: z.number().int(),
  url: z.string(),
});
export type AssignmentFileView = z.infer<typeof assignmentFileViewSchema>;

/** One rubric criterion of a returned grade: the level chosen (null: none chosen) out of the criterion's best. */
export const assignmentGradeCriterionSchema = z.object({
  criterionId: z.string(),
  title: z.string(),
  description: z.string(),
  maxPoints: z.number(),
  level: z
    .object({ id: z.string(), title: z.string(), description: z.string(), points: z.number() })
    .nullable(),
});
export type AssignmentGradeCriterion = z.infer<typeof assignmentGradeCriterionSchema>;

/** A returned grade, as its student reads it. */
export const assignmentGradeViewSchema = z.object({
  score: z.number(),
  possible: z.number(),
  percent: z.number(),
  passed: z.boolean(),
  /** The pass mark `passed` was decided by (a later edit of the assignment's does not change it). */
  passPercent: z.number().int(),
  /** The grader's comments as sanitised HTML (they are Markdown); "" without comments. */
  commentsHtml: z.string(),
  gradedAt: z.string(),
  /** Against the rubric as it was when graded; [] when the assignment was graded by a score. */
  rubric: z.array(assignmentGradeCriterionSchema),
});
export type AssignmentGradeView = z.infer<typeof assignmentGradeViewSchema>;

export const assignmentSubmissionViewSchema = z.object({
  id: z.uuid(),
  lessonId: z.uuid(),
  userId: z.uuid(),
  status: z.enum(assignmentSubmissionStatuses),
  /** 1 for the first submission, raised by every resubmission. */
  version: z.number().int(),
  /** The latest (re)submission. */
  submittedAt: z.string(),
  /** The due moment that applied when it was submitted; null: none. */
  dueAt: z.string().nullable(),
  /** Submitted after `dueAt` (only an assignment that accepts late work takes it). */
  late: z.boolean(),
  files: z.array(assignmentFileViewSchema),
  repoUrl: z.string().nullable(),
  /** Present once graded. */
  grade: assignmentGradeViewSchema.nullable(),
});
export type AssignmentSubmissionView = z.infer<typeof assignmentSubmissionViewSchema>;

/** The assignment as its reader sees it in the lesson player. */
export const assignmentViewSchema = z.object({
  lessonId: z.uuid(),
  /** Staff look at the panel as students see it, and submit nothing. */
  viewer: z.enum(["learner", "staff"]),
  instructionsHtml: z.string(),
  latePolicy: z.enum(assignmentLatePolicies),
  acceptFiles: z.boolean(),
  acceptRepoUrl: z.boolean(),
  /** Out of this many points (the rubric's best levels when there is a rubric). */
  possible: z.number().int(),
  passPercent: z.number().int(),
  rubric: rubricSchema,
  /** The reader's own due moment (a learner in a batch), with the zone it is stated in; null: none. */
  due: z.object({ at: z.string(), timeZone: z.string() }).nullable(),
  /** The rule behind due moments, for staff, who belong to no batch; null when it has no due date. */
  dueRule: z.object({ dueDays: z.number().int(), dueTime: z.string() }).nullable(),
  /** The server's clock when answering: a countdown does not trust the device's. */
  serverNow: z.string(),
  /** The reader's own submission (staff: null). */
  submission: assignmentSubmissionViewSchema.nullable(),
});
export type AssignmentView = z.infer<typeof assignmentViewSchema>;

/** The settings editor's save: the whole settings, and the version the editor loaded. */
export const assignmentEditorBodySchema = z.object({
  settings: assignmentSettingsSchema,
  /**
   * The `updatedAt` the editor loaded (null: it found the assignment never saved). A save over someone
   * else's newer one answers 409 instead of overwriting it. Left out: save regardless.
   */
  expectedUpdatedAt: z.string().nullable().optional(),
});
export type AssignmentEditorBody = z.infer<typeof assignmentEditorBodySchema>;

export const assignmentEditorSchema = z.object({
  /** The defaults until first saved. */
  settings: assignmentSettingsSchema,
  /** null: never saved. */
  updatedAt: z.string().nullable(),
  /** Students' submissions so far: the editor says what a change does to them. */
  submissionCount: z.number().int(),
});
export type AssignmentEditor = z.infer<typeof assignmentEditorSchema>;
