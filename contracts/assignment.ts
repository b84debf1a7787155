import { z } from "zod";
import "./zod-messages.ts";
import { assignmentLatePolicies, assignmentLimits, assignmentMessages } from "./assignment-text.ts";

// An assignment lesson's rules and rubric (issue 16), and what a student submits and an instructor returns.
// The editor, the submission form, the grading form and the API validate with these schemas.

const l = assignmentLimits;
const m = assignmentMessages;

const id = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/)
  .max(l.idMax);
const title = z.string().trim().min(1, m.rubricTitleRequired).max(l.rubricTitleMax, m.rubricTitleTooLong);
const description = z.string().trim().max(l.rubricDescriptionMax, m.rubricDescriptionTooLong);

export const rubricLevelSchema = z.object({
  id,
  title,
  description,
  points: z
    .number({ error: m.rubricLevelPointsInvalid })
    .int(m.rubricLevelPointsInvalid)
    .min(0, m.rubricLevelPointsInvalid)
    .max(l.pointsMax, m.rubricLevelPointsInvalid),
});
export type RubricLevel = z.infer<typeof rubricLevelSchema>;

export const rubricCriterionSchema = z.object({
  id,
  title,
  description,
  levels: z
    .array(rubricLevelSchema)
    .min(l.rubricLevelsMin, m.rubricLevelsInvalid)
    .max(l.rubricLevelsMax, m.rubricLevelsInvalid),
});
export type RubricCriterion = z.infer<typeof rubricCriterionSchema>;

/** Criteria x levels: a grade picks one level per criterion and earns its points. */
export const rubricSchema = z
  .array(rubricCriterionSchema)
  .max(l.rubricCriteriaMax, m.rubricTooManyCriteria)
  .superRefine((criteria, ctx) => {
    const seen = new Set<string>();
    criteria.forEach((criterion, c) => {
      if (seen.has(`c:${criterion.id}`))
        ctx.addIssue({ code: "custom", message: m.rubricDuplicateId, path: [c, "id"] });
      seen.add(`c:${criterion.id}`);
      const levels = new Set<string>();
      criterion.levels.forEach((level, i) => {
        if (levels.has(level.id))
          ctx.addIssue({ code: "custom", message: m.rubricDuplicateId, path: [c, "levels", i, "id"] });
        levels.add(level.id);
      });
    });
  });
export type Rubric = z.infer<typeof rubricSchema>;

/** The most a rubric can give: the best level of every criterion. */
export function rubricPossible(rubric: Rubric): number {
  return rubric.reduce(
    (sum, criterion) => sum + Math.max(0, ...criterion.levels.map((level) => level.points)),
    0,
  );
}

export const dueTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

export const assignmentSettingsSchema = z
  .object({
    /** Markdown, rendered and sanitised on the server. */
    instructions: z.string().max(l.instructionsMax, m.instructionsTooLong),
    /**
     * Batch courses: due this many days after the batch's first day, at `dueTime` in the batch's zone.
     * Null: no due date (self-paced enrollments never have one).
     */
    dueDays: z
      .number({ error: m.dueDaysInvalid })
      .int(m.dueDaysInvalid)
      .min(0, m.dueDaysInvalid)
      .max(l.dueDaysMax, m.dueDaysInvalid)
      .nullable(),
    dueTime: z.string().regex(dueTimePattern, m.dueTimeInvalid),
    latePolicy: z.enum(assignmentLatePolicies, { error: m.latePolicyInvalid }),
    acceptFiles: z.boolean(),
    acceptRepoUrl: z.boolean(),
    /** Out of this many points when there is no rubric; with one, the rubric's best levels decide. */
    points: z
      .number({ error: m.pointsInvalid })
      .int(m.pointsInvalid)
      .min(1, m.pointsInvalid)
      .max(l.pointsMax, m.pointsInvalid),
    passPercent: z
      .number({ error: m.passPercentInvalid })
      .int(m.passPercentInvalid)
      .min(0, m.passPercentInvalid)
      .max(100, m.passPercentInvalid),
    rubric: rubricSchema,
  })
  .refine((s) => s.acceptFiles || s.acceptRepoUrl, {
    message: m.submissionKindRequired,
    path: ["acceptFiles"],
  });
export type AssignmentSettings = z.infer<typeof assignmentSettingsSchema>;

/** The most a submission can score under these settings. */
export function assignmentPossible(settings: Pick<AssignmentSettings, "points" | "rubric">): number {
  return settings.rubric.length > 0 ? rubricPossible(settings.rubric) : settings.points;
}

/** A repository link: https only, no user name or password in it. */
export const repoUrlSchema = z
  .string()
  .trim()
  .max(l.repoUrlMax, m.repoUrlTooLong)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (
      url.protocol === "https:" && url.hostname.includes(".") && url.username === "" && url.password === ""
    );
  }, m.repoUrlInvalid);

/** An instructor's grade: one level per rubric criterion, or a score when the assignment has no rubric. */
export const assignmentGradeInputSchema = z.object({
  /** criterion id -> level id; empty without a rubric. */
  rubricChoices: z.record(id, id),
  /** Used only without a rubric. */
  score: z
    .number({ error: m.scoreInvalid })
    .min(0, m.scoreInvalid)
    .max(l.pointsMax, m.scoreInvalid)
    .nullable(),
  comments: z.string().max(l.commentsMax, m.commentsTooLong),
});
export type AssignmentGradeInput = z.infer<typeof assignmentGradeInputSchema>;

/** A file kept with a submission (its bytes live in file storage under `storageKey`). */
export type AssignmentSubmissionFile = {
  id: string;
  storageKey: string;
  name: string;
  kind: "pdf" | "zip" | "ipynb";
  bytes: number;
};
