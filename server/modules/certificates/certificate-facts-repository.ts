import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { assignmentSubmissions, quizAttempts } from "#server/db/schema/assessments.ts";
import { courseModules, lessonProgress, lessons } from "#server/db/schema/learning.ts";
import { liveSessions, sessionAttendance } from "#server/db/schema/live-classes.ts";
import type { CertificateFacts } from "./certificate-progress.ts";

// One student's record in one course, as the certificate rule reads it (certificate-progress.ts): the
// published lessons with their completion, quiz passes, assignment grades, and live attendance in their
// batch. Four small indexed reads, run together. The rule itself (its attendance share) is the caller's:
// every caller reads the rule anyway, for whether it issues automatically.

export function createCertificateFactsRepository(db: Database) {
  // Prepared once: the certificates page reads them for every open course, and every completed lesson,
  // passed quiz or graded assignment checks its course's rule through them.
  const user = sql.placeholder("userId");
  const course = sql.placeholder("courseId");
  const lessonRowsOf = db
    .select({
      id: lessons.id,
      title: lessons.title,
      kind: lessons.kind,
      required: lessons.required,
      completed: sql<boolean>`${lessonProgress.completedAt} is not null`,
    })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, user)))
    .where(and(eq(lessons.courseId, course), eq(lessons.status, "published")))
    .orderBy(asc(courseModules.position), asc(lessons.position))
    .prepare("certificate_facts_lessons");
  const quizRowsOf = db
    .select({
      lessonId: quizAttempts.lessonId,
      passed: sql<boolean>`coalesce(bool_or(${quizAttempts.passed}), false)`,
    })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, user),
        eq(quizAttempts.courseId, course),
        ne(quizAttempts.status, "in_progress"),
      ),
    )
    .groupBy(quizAttempts.lessonId)
    .prepare("certificate_facts_quizzes");
  const submissionRowsOf = db
    .select({
      lessonId: assignmentSubmissions.lessonId,
      status: assignmentSubmissions.status,
      passed: assignmentSubmissions.passed,
    })
    .from(assignmentSubmissions)
    .where(and(eq(assignmentSubmissions.userId, user), eq(assignmentSubmissions.courseId, course)))
    .prepare("certificate_facts_submissions");
  const ended = sql`${liveSessions.startsAt} + make_interval(mins => ${liveSessions.durationMinutes}) <= ${sql.placeholder("now")}`;
  const attendanceRowsOf = db
    .select({
      held: sql<number>`count(*)::int`,
      attended: sql<number>`(count(*) filter (where ${sessionAttendance.present}))::int`,
    })
    .from(liveSessions)
    .leftJoin(
      sessionAttendance,
      and(eq(sessionAttendance.sessionId, liveSessions.id), eq(sessionAttendance.userId, user)),
    )
    .where(
      and(eq(liveSessions.batchId, sql.placeholder("batchId")), ne(liveSessions.status, "cancelled"), ended),
    )
    .prepare("certificate_facts_attendance");

  return {
    async facts(
      userId: string,
      courseId: string,
      batchId: string | null,
      now: Date,
    ): Promise<Omit<CertificateFacts, "attendancePercent">> {
      const [lessonRows, quizRows, submissionRows, attendanceRows] = await Promise.all([
        lessonRowsOf.execute({ userId, courseId }),
        quizRowsOf.execute({ userId, courseId }),
        submissionRowsOf.execute({ userId, courseId }),
        batchId === null ? Promise.resolve([]) : attendanceRowsOf.execute({ userId, batchId, now }),
      ]);
      return {
        lessons: lessonRows,
        quizzesPassed: new Set(quizRows.filter((row) => row.passed).map((row) => row.lessonId)),
        quizzesTried: new Set(quizRows.map((row) => row.lessonId)),
        submissions: new Map(submissionRows.map((row) => [row.lessonId, row])),
        attendance: batchId === null ? null : (attendanceRows[0] ?? { held: 0, attended: 0 }),
      };
    },
  };
}
export type CertificateFactsRepository = ReturnType<typeof createCertificateFactsRepository>;
