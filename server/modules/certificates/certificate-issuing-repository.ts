import { and, asc, desc, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/is-unique-violation.ts";
import { users } from "#server/db/schema/auth.ts";
import { batches, courseInstructorProfiles, courses, instructors } from "#server/db/schema/catalog.ts";
import { certificateRules, certificates } from "#server/db/schema/certificates.ts";
import { enrollments } from "#server/db/schema/enrollments.ts";
import { createCourseInstructorsRepository } from "#server/modules/enrollments/course-instructors-repository.ts";
import { createMailRepository, type NewMail } from "#server/modules/mail/repository.ts";
import { createCertificatesRepository, type NewCertificate } from "./certificates-repository.ts";

// Issuing (issue 16): who is enrolled in what, the course's rule, what a certificate states when it is
// issued, the certificate with its mail in one transaction, revocation, and a student's certificates.

export type EnrolledCourse = { courseId: string; slug: string; title: string; batchId: string | null };

export type StudentCertificateRow = {
  id: string;
  code: string;
  courseId: string;
  courseSlug: string;
  courseTitle: string;
  issuedAt: Date;
  revokedAt: Date | null;
  revokedReason: string | null;
};

export function createCertificateIssuingRepository(db: Database) {
  return {
    /**
     * The student's holding (not cancelled) enrollments, one per course: a self-paced one wins (no batch
     * attendance asked), else the batch that started first, as the player reads them.
     */
    async enrolledCourses(userId: string, courseId?: string): Promise<EnrolledCourse[]> {
      const rows = await db
        .select({
          courseId: courses.id,
          slug: courses.slug,
          title: courses.title,
          batchId: enrollments.batchId,
          startDate: batches.startDate,
        })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .leftJoin(batches, eq(batches.id, enrollments.batchId))
        .where(
          and(
            eq(enrollments.userId, userId),
            ne(enrollments.status, "cancelled"),
            courseId ? eq(enrollments.courseId, courseId) : undefined,
          ),
        )
        .orderBy(asc(courses.title));
      const byCourse = new Map<string, EnrolledCourse & { startDate: string | null }>();
      for (const row of rows) {
        const known = byCourse.get(row.courseId);
        const wider =
          !known ||
          (known.batchId !== null &&
            (row.batchId === null ||
              (row.startDate !== null && known.startDate !== null && row.startDate < known.startDate)));
        if (wider) byCourse.set(row.courseId, row);
      }
      return [...byCourse.values()].map(({ startDate: _startDate, ...course }) => course);
    },

    teaches: createCourseInstructorsRepository(db).teaches,

    /** The course's saved rule, with when it was saved (none: undefined). */
    async savedRule(
      courseId: string,
    ): Promise<{ autoIssue: boolean; attendancePercent: number | null; updatedAt: Date } | undefined> {
      const [row] = await db
        .select({
          autoIssue: certificateRules.autoIssue,
          attendancePercent: certificateRules.attendancePercent,
          updatedAt: certificateRules.updatedAt,
        })
        .from(certificateRules)
        .where(eq(certificateRules.courseId, courseId));
      return row;
    },

    async saveRule(
      courseId: string,
      rule: { autoIssue: boolean; attendancePercent: number | null },
      by: string,
      at: Date,
    ): Promise<void> {
      await db
        .insert(certificateRules)
        .values({ courseId, ...rule, updatedBy: by, updatedAt: at })
        .onConflictDoUpdate({
          target: certificateRules.courseId,
          set: { ...rule, updatedBy: by, updatedAt: at },
        });
    },

    async rule(courseId: string): Promise<{ autoIssue: boolean; attendancePercent: number | null }> {
      const [row] = await db
        .select({
          autoIssue: certificateRules.autoIssue,
          attendancePercent: certificateRules.attendancePercent,
        })
        .from(certificateRules)
        .where(eq(certificateRules.courseId, courseId));
      return row ?? { autoIssue: true, attendancePercent: null };
    },

    /** Whether the student ever held a certificate of the course (a revoked one too). */
    async everIssued(userId: string, courseId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: certificates.id })
        .from(certificates)
        .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
        .limit(1);
      return row !== undefined;
    },

    /** The student's standing (not revoked) certificate of the course, if any. */
    async standing(userId: string, courseId: string): Promise<{ code: string } | undefined> {
      const [row] = await db
        .select({ code: certificates.code })
        .from(certificates)
        .where(
          and(
            eq(certificates.userId, userId),
            eq(certificates.courseId, courseId),
            isNull(certificates.revokedAt),
          ),
        );
      return row;
    },

    /** What a certificate states, as things stand now: the student's name, the course, its instructors in order. */
    async statement(
      userId: string,
      courseId: string,
    ): Promise<
      | { name: string; email: string; courseTitle: string; courseSlug: string; instructorNames: string[] }
      | undefined
    > {
      const [[student], [course], teachers] = await Promise.all([
        db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)),
        db.select({ title: courses.title, slug: courses.slug }).from(courses).where(eq(courses.id, courseId)),
        db
          .select({ name: instructors.name })
          .from(courseInstructorProfiles)
          .innerJoin(instructors, eq(instructors.id, courseInstructorProfiles.instructorId))
          .where(eq(courseInstructorProfiles.courseId, courseId))
          .orderBy(asc(courseInstructorProfiles.position)),
      ]);
      if (!student || !course) return undefined;
      return {
        name: student.name,
        email: student.email,
        courseTitle: course.title,
        courseSlug: course.slug,
        instructorNames: teachers.map((teacher) => teacher.name),
      };
    },

    /**
     * Inserts the certificate and queues its mail in one transaction. Undefined when the student already
     * holds a standing certificate of the course (a concurrent issue got there first): nothing is written.
     */
    async issueWithMail(
      certificate: NewCertificate,
      mailFor: (code: string) => NewMail,
    ): Promise<{ id: string; code: string; issuedAt: Date } | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const issued = await createCertificatesRepository(tx as unknown as Database).insert(certificate);
          await createMailRepository(tx as unknown as Database).insert(mailFor(issued.code), issued.issuedAt);
          return issued;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    /** Revokes a standing certificate by its code: "unknown" when no certificate has it. */
    async revoke(
      code: string,
      reason: string,
      by: string,
      at: Date,
    ): Promise<"revoked" | "already" | "unknown"> {
      const rows = await db
        .update(certificates)
        .set({ revokedAt: at, revokedReason: reason, revokedBy: by })
        .where(and(eq(certificates.code, code), isNull(certificates.revokedAt)))
        .returning({ id: certificates.id });
      if (rows.length > 0) return "revoked";
      const [known] = await db
        .select({ id: certificates.id })
        .from(certificates)
        .where(eq(certificates.code, code));
      return known ? "already" : "unknown";
    },

    /** A student's certificates, newest first, revoked ones included. */
    async ofStudent(userId: string): Promise<StudentCertificateRow[]> {
      return db
        .select({
          id: certificates.id,
          code: certificates.code,
          courseId: certificates.courseId,
          courseSlug: courses.slug,
          courseTitle: certificates.courseTitle,
          issuedAt: certificates.issuedAt,
          revokedAt: certificates.revokedAt,
          revokedReason: certificates.revokedReason,
        })
        .from(certificates)
        .innerJoin(courses, eq(courses.id, certificates.courseId))
        .where(eq(certificates.userId, userId))
        .orderBy(desc(certificates.issuedAt));
    },

    /**
     * Students who finished every required lesson of a course that issues automatically and never held a
     * certificate of it (a revoked one is reissued by an admin only): the sweep checks them again, since live
     * attendance can meet the rule without any write. In random order, so students who never qualify cannot
     * keep the others out of a pass.
     */
    async sweepCandidates(limit: number): Promise<{ userId: string; courseId: string }[]> {
      return db
        .select({ userId: enrollments.userId, courseId: enrollments.courseId })
        .from(enrollments)
        .leftJoin(certificateRules, eq(certificateRules.courseId, enrollments.courseId))
        .leftJoin(
          certificates,
          and(eq(certificates.userId, enrollments.userId), eq(certificates.courseId, enrollments.courseId)),
        )
        .where(
          and(
            ne(enrollments.status, "cancelled"),
            eq(enrollments.progress, 100),
            isNull(certificates.id),
            or(isNull(certificateRules.courseId), eq(certificateRules.autoIssue, true)),
          ),
        )
        .groupBy(enrollments.userId, enrollments.courseId)
        .orderBy(sql`random()`)
        .limit(limit);
    },

    async courseBySlug(slug: string): Promise<{ id: string } | undefined> {
      // (Also the editor's course lookup: the id is all the rule needs.)
      const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
      return row;
    },
  };
}
export type CertificateIssuingRepository = ReturnType<typeof createCertificateIssuingRepository>;
