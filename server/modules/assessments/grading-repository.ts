import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Rubric } from "#contracts/assignment.ts";
import type { GradingStatus } from "#contracts/grading-text.ts";
import type { RosterBatch } from "#contracts/roster.ts";
import type { Database } from "#server/db/client.ts";
import { assignmentSubmissions, assignments, quizAttempts } from "#server/db/schema/assessments.ts";
import { users } from "#server/db/schema/auth.ts";
import { batches, courses } from "#server/db/schema/catalog.ts";
import { enrollments } from "#server/db/schema/enrollments.ts";
import { courseModules, lessons } from "#server/db/schema/learning.ts";
import { createCourseInstructorsRepository } from "#server/modules/enrollments/course-instructors-repository.ts";
import { createMailRepository, type NewMail } from "#server/modules/mail/repository.ts";

// Grading (issue 16): the queue of one batch's submissions, one submission with its assignment, the grade
// returned with its mail in one transaction, and the gradebook's raw marks. Cancelled (refunded)
// enrollments are nobody's students, as on the roster.

const holding = ne(enrollments.status, "cancelled");

/** The batch a submission belongs to: one batch, or the self-paced ones (null). */
const inBatch = (batchId: string | null) =>
  batchId === null ? isNull(assignmentSubmissions.batchId) : eq(assignmentSubmissions.batchId, batchId);

/** The student still holds an enrollment in the course: a refunded student's work leaves the queue. */
const heldByStudent = sql`exists (select 1 from ${enrollments} where ${enrollments.userId} = ${assignmentSubmissions.userId} and ${enrollments.courseId} = ${assignmentSubmissions.courseId} and ${enrollments.status} <> 'cancelled')`;

const statusOf = (status: GradingStatus) =>
  eq(assignmentSubmissions.status, status === "pending" ? "submitted" : "graded");

export type QueueRow = {
  submissionId: string;
  student: { id: string; name: string; email: string };
  lesson: { id: string; title: string };
  submittedAt: Date;
  late: boolean;
  version: number;
  percent: number | null;
  passed: boolean | null;
  gradedAt: Date | null;
};

export type SubmissionRow = typeof assignmentSubmissions.$inferSelect & {
  course: { id: string; slug: string; title: string };
  lessonTitle: string;
  student: { id: string; name: string; email: string };
  graderName: string | null;
  settings: {
    instructions: string;
    points: number;
    passPercent: number;
    rubric: Rubric;
    updatedAt: Date;
  } | null;
};

export type GradeValues = {
  rubricChoices: Record<string, string>;
  gradedRubric: Rubric;
  comments: string;
  score: number;
  possible: number;
  percent: number;
  passed: boolean;
  gradedPassPercent: number;
  gradedBy: string;
  gradedAt: Date;
};

export type GradebookMarks = {
  students: { id: string; name: string; email: string }[];
  /** The course's published quizzes and assignments in course order. */
  assessments: { id: string; title: string; kind: "quiz" | "assignment"; required: boolean }[];
  /** "lessonId:userId" -> the best closed attempt's percent and whether any attempt passed. */
  quizBest: Map<string, { percent: number; passed: boolean }>;
  /** "lessonId:userId" -> the submission. */
  submissions: Map<
    string,
    { status: "submitted" | "graded"; late: boolean; percent: number | null; passed: boolean | null }
  >;
};

export function createGradingRepository(db: Database) {
  const instructors = createCourseInstructorsRepository(db);
  return {
    async courseBySlug(slug: string): Promise<{ id: string; slug: string; title: string } | undefined> {
      const [row] = await db
        .select({ id: courses.id, slug: courses.slug, title: courses.title })
        .from(courses)
        .where(eq(courses.slug, slug))
        .limit(1);
      return row;
    },

    teaches: instructors.teaches,

    /** The course's batches by start date with their holding enrollments counted (as the roster shows them). */
    async batchesOf(courseId: string): Promise<RosterBatch[]> {
      return db
        .select({
          id: batches.id,
          type: batches.type,
          startDate: batches.startDate,
          schedule: batches.schedule,
          enrolled: sql<number>`count(${enrollments.id})::int`,
        })
        .from(batches)
        .leftJoin(enrollments, and(eq(enrollments.batchId, batches.id), holding))
        .where(eq(batches.courseId, courseId))
        .groupBy(batches.id)
        .orderBy(asc(batches.startDate), asc(batches.createdAt), asc(batches.id));
    },

    async selfPacedCount(courseId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(enrollments)
        .where(and(eq(enrollments.courseId, courseId), isNull(enrollments.batchId), holding));
      return row?.count ?? 0;
    },

    /** Pending ones oldest first (the queue); graded ones newest grade first. */
    async queue(
      courseId: string,
      batchId: string | null,
      status: GradingStatus,
      page: { offset: number; limit: number },
    ): Promise<{ rows: QueueRow[]; total: number; pendingCount: number }> {
      const where = and(
        eq(assignmentSubmissions.courseId, courseId),
        inBatch(batchId),
        statusOf(status),
        heldByStudent,
      );
      const [rows, counts] = await Promise.all([
        db
          .select({
            submissionId: assignmentSubmissions.id,
            student: { id: users.id, name: users.name, email: users.email },
            lesson: { id: lessons.id, title: lessons.title },
            submittedAt: assignmentSubmissions.submittedAt,
            late: assignmentSubmissions.late,
            version: assignmentSubmissions.version,
            percent: assignmentSubmissions.percent,
            passed: assignmentSubmissions.passed,
            gradedAt: assignmentSubmissions.gradedAt,
          })
          .from(assignmentSubmissions)
          .innerJoin(users, eq(users.id, assignmentSubmissions.userId))
          .innerJoin(lessons, eq(lessons.id, assignmentSubmissions.lessonId))
          .where(where)
          .orderBy(
            ...(status === "pending"
              ? [asc(assignmentSubmissions.submittedAt), asc(assignmentSubmissions.id)]
              : [desc(assignmentSubmissions.gradedAt), asc(assignmentSubmissions.id)]),
          )
          .offset(page.offset)
          .limit(page.limit),
        db
          .select({
            total: sql<number>`(count(*) filter (where ${statusOf(status)}))::int`,
            pending: sql<number>`(count(*) filter (where ${assignmentSubmissions.status} = 'submitted'))::int`,
          })
          .from(assignmentSubmissions)
          .where(and(eq(assignmentSubmissions.courseId, courseId), inBatch(batchId), heldByStudent)),
      ]);
      return { rows, total: counts[0]?.total ?? 0, pendingCount: counts[0]?.pending ?? 0 };
    },

    async submission(id: string): Promise<SubmissionRow | undefined> {
      const grader = sql<
        string | null
      >`(select ${users.name} from ${users} where ${users.id} = ${assignmentSubmissions.gradedBy})`;
      const [row] = await db
        .select({
          submission: assignmentSubmissions,
          course: { id: courses.id, slug: courses.slug, title: courses.title },
          lessonTitle: lessons.title,
          student: { id: users.id, name: users.name, email: users.email },
          graderName: grader,
          instructions: assignments.instructions,
          points: assignments.points,
          passPercent: assignments.passPercent,
          rubric: assignments.rubric,
          assignmentUpdatedAt: assignments.updatedAt,
        })
        .from(assignmentSubmissions)
        .innerJoin(courses, eq(courses.id, assignmentSubmissions.courseId))
        .innerJoin(lessons, eq(lessons.id, assignmentSubmissions.lessonId))
        .innerJoin(users, eq(users.id, assignmentSubmissions.userId))
        .leftJoin(assignments, eq(assignments.lessonId, assignmentSubmissions.lessonId))
        .where(eq(assignmentSubmissions.id, id))
        .limit(1);
      if (!row) return undefined;
      const { submission, instructions, points, passPercent, rubric, assignmentUpdatedAt, ...rest } = row;
      return {
        ...submission,
        ...rest,
        settings:
          instructions === null ||
          points === null ||
          passPercent === null ||
          rubric === null ||
          assignmentUpdatedAt === null
            ? null
            : { instructions, points, passPercent, rubric, updatedAt: assignmentUpdatedAt },
      };
    },

    /**
     * Writes the grade and queues its mail in one transaction, only while the submission is still the
     * version the grader saw and not graded: false when either changed (a resubmission, or another grader).
     */
    async returnGrade(
      id: string,
      expectedVersion: number,
      values: GradeValues,
      mail: NewMail,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(assignmentSubmissions)
          .set({ ...values, status: "graded" })
          .where(
            and(
              eq(assignmentSubmissions.id, id),
              eq(assignmentSubmissions.version, expectedVersion),
              eq(assignmentSubmissions.status, "submitted"),
            ),
          )
          .returning({ id: assignmentSubmissions.id });
        if (updated.length === 0) return false;
        await createMailRepository(tx as unknown as Database).insert(mail, values.gradedAt);
        return true;
      });
    },

    /** Everything the gradebook of one batch (null: the self-paced students) is made of. */
    async gradebook(courseId: string, batchId: string | null): Promise<GradebookMarks> {
      const [students, assessments] = await Promise.all([
        db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(enrollments)
          .innerJoin(users, eq(users.id, enrollments.userId))
          .where(
            and(
              eq(enrollments.courseId, courseId),
              holding,
              batchId === null ? isNull(enrollments.batchId) : eq(enrollments.batchId, batchId),
            ),
          )
          .orderBy(asc(users.name), asc(users.id)),
        db
          .select({ id: lessons.id, title: lessons.title, kind: lessons.kind, required: lessons.required })
          .from(lessons)
          .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
          .where(
            and(
              eq(lessons.courseId, courseId),
              eq(lessons.status, "published"),
              inArray(lessons.kind, ["quiz", "assignment"]),
            ),
          )
          .orderBy(asc(courseModules.position), asc(lessons.position)),
      ]);
      const studentIds = students.map((s) => s.id);
      const lessonIds = assessments.map((a) => a.id);
      const quizBest = new Map<string, { percent: number; passed: boolean }>();
      const submissions: GradebookMarks["submissions"] = new Map();
      if (studentIds.length > 0 && lessonIds.length > 0) {
        const [attempts, subs] = await Promise.all([
          db
            .select({
              lessonId: quizAttempts.lessonId,
              userId: quizAttempts.userId,
              percent: sql<number>`max(${quizAttempts.percent})`,
              passed: sql<boolean>`coalesce(bool_or(${quizAttempts.passed}), false)`,
            })
            .from(quizAttempts)
            .where(
              and(
                inArray(quizAttempts.lessonId, lessonIds),
                inArray(quizAttempts.userId, studentIds),
                ne(quizAttempts.status, "in_progress"),
              ),
            )
            .groupBy(quizAttempts.lessonId, quizAttempts.userId),
          db
            .select({
              lessonId: assignmentSubmissions.lessonId,
              userId: assignmentSubmissions.userId,
              status: assignmentSubmissions.status,
              late: assignmentSubmissions.late,
              percent: assignmentSubmissions.percent,
              passed: assignmentSubmissions.passed,
            })
            .from(assignmentSubmissions)
            .where(
              and(
                inArray(assignmentSubmissions.lessonId, lessonIds),
                inArray(assignmentSubmissions.userId, studentIds),
              ),
            ),
        ]);
        for (const a of attempts) if (a.percent !== null) quizBest.set(`${a.lessonId}:${a.userId}`, a);
        for (const s of subs) submissions.set(`${s.lessonId}:${s.userId}`, s);
      }
      return {
        students,
        assessments: assessments.map((a) => ({ ...a, kind: a.kind as "quiz" | "assignment" })),
        quizBest,
        submissions,
      };
    },
  };
}
export type GradingRepository = ReturnType<typeof createGradingRepository>;
