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
  return {
    async facts(
      userId: string,
      courseId: string,
      batchId: string | null,
      now: Date,
    ): Promise<Omit<CertificateFacts, "attendancePercent">> {
      const ended = sql`${liveSessions.startsAt} + make_interval(mins => ${liveSessions.durationMinutes}) <= ${now}`;
      const [lessonRows, quizRows, submissionRows, attendanceRows] = await Promise.all([
        db
          .select({
            id: lessons.id,
            title: lessons.title,
            kind: lessons.kind,
            required: lessons.required,
            completed: sql<boolean>`${lessonProgress.completedAt} is not null`,
          })
          .from(lessons)
          .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
          .leftJoin(
            lessonProgress,
            and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)),
          )
          .where(and(eq(lessons.courseId, courseId), eq(lessons.status, "published")))
          .orderBy(asc(courseModules.position), asc(lessons.position)),
        db
          .select({
            lessonId: quizAttempts.lessonId,
            passed: sql<boolean>`coalesce(bool_or(${quizAttempts.passed}), false)`,
          })
          .from(quizAttempts)
          .where(
            and(
              eq(quizAttempts.userId, userId),
              eq(quizAttempts.courseId, courseId),
              ne(quizAttempts.status, "in_progress"),
            ),
          )
          .groupBy(quizAttempts.lessonId),
        db
          .select({
            lessonId: assignmentSubmissions.lessonId,
            status: assignmentSubmissions.status,
            passed: assignmentSubmissions.passed,
          })
          .from(assignmentSubmissions)
          .where(and(eq(assignmentSubmissions.userId, userId), eq(assignmentSubmissions.courseId, courseId))),
        batchId === null
          ? Promise.resolve([])
          : db
              .select({
                held: sql<number>`count(*)::int`,
                attended: sql<number>`(count(*) filter (where ${sessionAttendance.present}))::int`,
              })
              .from(liveSessions)
              .leftJoin(
                sessionAttendance,
                and(eq(sessionAttendance.sessionId, liveSessions.id), eq(sessionAttendance.userId, userId)),
              )
              .where(and(eq(liveSessions.batchId, batchId), ne(liveSessions.status, "cancelled"), ended)),
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
