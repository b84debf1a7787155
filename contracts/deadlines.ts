import { z } from "zod";

// "Due this week" on the student's overview (issue 14). A batch paces its course: each module is due when
// the next one opens, the last one when the course ends (the batch's start plus the course's weeks).
// Self-paced enrollments have no deadlines. Assignments with a due date are listed on their own (issue 16)
// until handed in.

export const deadlineItemSchema = z.object({
  /**
   * "module_due": finish the module's required lessons by `date`; "module_opens": it opens on `date`;
   * "assignment_due": hand in the assignment (`assignment`, lesson `lessonId`) by its `dueAt`.
   */
  kind: z.enum(["module_due", "module_opens", "assignment_due"]),
  course: z.object({ slug: z.string(), title: z.string() }),
  module: z.object({ id: z.string(), title: z.string() }),
  /** A calendar date, YYYY-MM-DD, in the school's time zone. */
  date: z.string(),
  /** Required published lessons of the module not yet completed (0 for a module that opens). */
  lessonsLeft: z.number().int(),
  /** Where to go: the first required lesson left, or the module's first lesson when it opens. */
  lessonId: z.string().nullable(),
  /** Due before today (an assignment: before now) and still unfinished. */
  overdue: z.boolean(),
  /** Assignment items only: its title and the due instant (ISO), in the batch's zone when set. */
  assignment: z.object({ title: z.string(), dueAt: z.string() }).nullable(),
});
export type DeadlineItem = z.infer<typeof deadlineItemSchema>;

export const dueThisWeekSchema = z.object({
  /** "batch": a batch paces at least one course; "self_paced": every course is self-paced; "none": no courses. */
  pacing: z.enum(["batch", "self_paced", "none"]),
  /** Today and the week's last day (today plus six), YYYY-MM-DD in the school's time zone. */
  today: z.string(),
  weekEnds: z.string(),
  /** Past-due modules, then what falls due or opens this week, by date; at most `dueThisWeekLimit`. */
  items: z.array(deadlineItemSchema),
  /** How many more the list left out. */
  more: z.number().int(),
  /** When nothing falls in the week: the next thing ahead, so the card never says only "nothing". */
  next: deadlineItemSchema.nullable(),
});
export type DueThisWeek = z.infer<typeof dueThisWeekSchema>;
