import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { AssignmentSettings, AssignmentSubmissionFile } from "#contracts/assignment.ts";
import type { Database } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/is-unique-violation.ts";
import { assignmentSubmissions, assignments } from "#server/db/schema/assessments.ts";
import { batches } from "#server/db/schema/catalog.ts";
import { enrollments } from "#server/db/schema/enrollments.ts";
import { batchSchedules } from "#server/db/schema/live-classes.ts";

export type AssignmentRow = { settings: AssignmentSettings; updatedAt: Date };
export type SubmissionRow = typeof assignmentSubmissions.$inferSelect;
/** The batch that paces a learner in a course: its first day and the zone its times are given in. */
export type LearnerBatch = { batchId: string; startDate: string; timeZone: string | null };

function settingsOf(row: typeof assignments.$inferSelect): AssignmentSettings {
  return {
    instructions: row.instructions,
    dueDays: row.dueDays,
    dueTime: row.dueTime,
    latePolicy: row.latePolicy,
    acceptFiles: row.acceptFiles,
    acceptRepoUrl: row.acceptRepoUrl,
    points: row.points,
    passPercent: row.passPercent,
    rubric: row.rubric,
  };
}

export function createAssignmentsRepository(db: Database) {
  return {
    async assignment(lessonId: string): Promise<AssignmentRow | undefined> {
      const [row] = await db.select().from(assignments).where(eq(assignments.lessonId, lessonId));
      return row && { settings: settingsOf(row), updatedAt: row.updatedAt };
    },

    /**
     * Saves the settings; false when `expectedUpdatedAt` is given and the stored row is not that version
     * (null: expected none stored), so one editor never silently overwrites another's save.
     */
    async saveAssignment(input: {
      lessonId: string;
      courseId: string;
      settings: AssignmentSettings;
      userId: string;
      now: Date;
      expectedUpdatedAt?: Date | null;
    }): Promise<boolean> {
      const values = { ...input.settings, updatedAt: input.now, updatedBy: input.userId };
      const { expectedUpdatedAt } = input;
      const row = { lessonId: input.lessonId, courseId: input.courseId, ...values };
      if (expectedUpdatedAt === undefined) {
        await db
          .insert(assignments)
          .values(row)
          .onConflictDoUpdate({ target: assignments.lessonId, set: values });
        return true;
      }
      if (expectedUpdatedAt === null) {
        const inserted = await db
          .insert(assignments)
          .values(row)
          .onConflictDoNothing({ target: assignments.lessonId })
          .returning({ lessonId: assignments.lessonId });
        return inserted.length > 0;
      }
      const updated = await db
        .update(assignments)
        .set(values)
        .where(
          and(
            eq(assignments.lessonId, input.lessonId),
            // The editor holds milliseconds (JSON dates); the column may hold microseconds (now() of a seed).
            sql`date_trunc('milliseconds', ${assignments.updatedAt}) = ${expectedUpdatedAt.toISOString()}::timestamptz`,
          ),
        )
        .returning({ lessonId: assignments.lessonId });
      return updated.length > 0;
    },

    /** Students' submissions (staff submit none). */
    async submissionCount(lessonId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(assignmentSubmissions)
        .where(eq(assignmentSubmissions.lessonId, lessonId));
      return row?.n ?? 0;
    },

    /** The settings of these assignment lessons (those never saved are absent) and the user's submissions to them. */
    async studentAssignments(
      lessonIds: readonly string[],
      userId: string,
    ): Promise<{
      settings: Map<string, AssignmentSettings & { courseId: string }>;
      submissions: Map<string, SubmissionRow>;
    }> {
      if (lessonIds.length === 0) return { settings: new Map(), submissions: new Map() };
      const [settingRows, submissionRows] = await Promise.all([
        db
          .select()
          .from(assignments)
          .where(inArray(assignments.lessonId, [...lessonIds])),
        db
          .select()
          .from(assignmentSubmissions)
          .where(
            and(
              inArray(assignmentSubmissions.lessonId, [...lessonIds]),
              eq(assignmentSubmissions.userId, userId),
            ),
          ),
      ]);
      return {
        settings: new Map(
          settingRows.map((row) => [row.lessonId, { ...settingsOf(row), courseId: row.courseId }]),
        ),
        submissions: new Map(submissionRows.map((row) => [row.lessonId, row])),
      };
    },

    async submissionOf(lessonId: string, userId: string): Promise<SubmissionRow | undefined> {
      const [row] = await db
        .select()
        .from(assignmentSubmissions)
        .where(and(eq(assignmentSubmissions.lessonId, lessonId), eq(assignmentSubmissions.userId, userId)));
      return row;
    },

    async submission(lessonId: string, submissionId: string): Promise<SubmissionRow | undefined> {
      const [row] = await db
        .select()
        .from(assignmentSubmissions)
        .where(and(eq(assignmentSubmissions.id, submissionId), eq(assignmentSubmissions.lessonId, lessonId)));
      return row;
    },

    /**
     * The batches of the learner's holding enrollments in the course, first to start first, each with its
     * schedule's zone (null: no schedule); a self-paced enrollment reads as null. The caller applies the
     * player's rule (learning/read-course.ts): self-paced wins, else the batch that started first.
     */
    async learnerBatches(userId: string, courseId: string): Promise<(LearnerBatch | null)[]> {
      const rows = await db
        .select({
          batchId: enrollments.batchId,
          startDate: batches.startDate,
          timeZone: batchSchedules.timeZone,
        })
        .from(enrollments)
        .leftJoin(batches, eq(batches.id, enrollments.batchId))
        .leftJoin(batchSchedules, eq(batchSchedules.batchId, enrollments.batchId))
        .where(
          and(
            eq(enrollments.userId, userId),
            eq(enrollments.courseId, courseId),
            ne(enrollments.status, "cancelled"),
          ),
        )
        .orderBy(asc(batches.startDate));
      return rows.map((row) =>
        row.batchId && row.startDate
          ? { batchId: row.batchId, startDate: row.startDate, timeZone: row.timeZone }
          : null,
      );
    },

    /**
     * The student's first submission; undefined when another request inserted one first (the unique index
     * on lesson and student decides).
     */
    async insertSubmission(input: {
      lessonId: string;
      courseId: string;
      userId: string;
      batchId: string | null;
      files: AssignmentSubmissionFile[];
      repoUrl: string | null;
      submittedAt: Date;
      dueAt: Date | null;
      late: boolean;
    }): Promise<SubmissionRow | undefined> {
      try {
        const [row] = await db.insert(assignmentSubmissions).values(input).returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    /**
     * Replaces a submission that is still `submitted` and still at `version` (the one the caller read), and
     * raises the version; undefined when it was graded or replaced meanwhile, so two resubmissions never
     * mix and a grade is never overwritten.
     */
    async replaceSubmission(input: {
      id: string;
      version: number;
      batchId: string | null;
      files: AssignmentSubmissionFile[];
      repoUrl: string | null;
      submittedAt: Date;
      dueAt: Date | null;
      late: boolean;
    }): Promise<SubmissionRow | undefined> {
      const { id, version, ...values } = input;
      const [row] = await db
        .update(assignmentSubmissions)
        .set({ ...values, version: version + 1 })
        .where(
          and(
            eq(assignmentSubmissions.id, id),
            eq(assignmentSubmissions.version, version),
            eq(assignmentSubmissions.status, "submitted"),
          ),
        )
        .returning();
      return row;
    },
  };
}
export type AssignmentsRepository = ReturnType<typeof createAssignmentsRepository>;
