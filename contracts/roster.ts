import { z } from "zod";
import { selfPacedBatch } from "./roster-text.ts";
import "./zod-messages.ts";

// An instructor's roster of one batch of a course (issue 14): who is enrolled, how far each has got and when
// they were last seen, as JSON for the page and as CSV for a spreadsheet.

export const rosterParamsSchema = z.object({ courseSlug: z.string().min(1).max(200) });

/** A batch's id, or "self-paced" for the enrollments without one; absent: the first batch by start date. */
export const rosterQuerySchema = z.object({
  batch: z.union([z.literal(selfPacedBatch), z.uuid()]).optional(),
});
export type RosterQuery = z.output<typeof rosterQuerySchema>;

export const rosterBatchSchema = z.object({
  id: z.string(),
  type: z.enum(["weekend", "fast_track", "regular"]),
  startDate: z.string().describe("Calendar date (YYYY-MM-DD)"),
  schedule: z.string(),
  /** Enrollments in the batch that were not cancelled. */
  enrolled: z.number().int(),
});
export type RosterBatch = z.infer<typeof rosterBatchSchema>;

export const rosterStudentSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** The enrollment's percent of the published required lessons, 0 to 100. */
  progress: z.number().int(),
  /** Published lessons of the course the student completed (optional ones too). */
  lessonsCompleted: z.number().int(),
  /** ISO instant of the student's latest trace in the course (opened, completed, noted); null: never. */
  lastActivityAt: z.string().nullable(),
});
export type RosterStudent = z.infer<typeof rosterStudentSchema>;

export const rosterSchema = z.object({
  course: z.object({ slug: z.string(), title: z.string() }),
  /** The course's batches by start date. */
  batches: z.array(rosterBatchSchema),
  /** Students enrolled without a batch. */
  selfPacedCount: z.number().int(),
  /** The batch shown; null: the self-paced students. */
  batch: rosterBatchSchema.nullable(),
  /** By name. */
  students: z.array(rosterStudentSchema),
});
export type Roster = z.infer<typeof rosterSchema>;
