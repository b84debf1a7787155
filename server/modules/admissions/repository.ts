import { and, asc, avg, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { BootcampApplication, BootcampBatch, Mentor } from "#contracts/admissions.ts";
import { seoDefaults } from "#contracts/seo.ts";
import type { Database } from "#server/db/client.ts";
import { bootcampApplications } from "#server/db/schema/admissions.ts";
import { faqs } from "#server/db/schema/assistant.ts";
import {
  batches,
  courseInstructorProfiles,
  courseReviews,
  courses,
  instructors,
} from "#server/db/schema/catalog.ts";
import { seatsAvailableSql } from "#server/db/seats-available-sql.ts";

export type NewApplication = BootcampApplication & { userId: string | null };

const batchColumns = {
  id: batches.id,
  type: batches.type,
  startDate: batches.startDate,
  schedule: batches.schedule,
  seatsTotal: batches.seatsTotal,
  seatsTaken: batches.seatsTaken,
  // Holds and the waitlist count too (decision 0045): the same "seats left" as the course pages.
  seatsAvailable: seatsAvailableSql,
  courseTitle: courses.title,
  courseSlug: courses.slug,
};

type BatchRow = {
  id: string;
  type: BootcampBatch["type"];
  startDate: string;
  schedule: string;
  seatsTotal: number;
  seatsTaken: number;
  seatsAvailable: number;
  courseTitle: string;
  courseSlug: string;
};

function toBatch(row: BatchRow): BootcampBatch {
  return {
    id: row.id,
    type: row.type,
    startDate: row.startDate,
    schedule: row.schedule,
    seatsTotal: row.seatsTotal,
    seatsAvailable: row.seatsAvailable,
    course: { title: row.courseTitle, slug: row.courseSlug },
  };
}

export function createAdmissionsRepository(db: Database) {
  return {
    /** The course's cohorts that start after `today` (YYYY-MM-DD), soonest first. */
    async listUpcomingBatches(courseSlug: string, today: string): Promise<BootcampBatch[]> {
      const rows = await db
        .select(batchColumns)
        .from(batches)
        .innerJoin(courses, eq(courses.id, batches.courseId))
        .where(and(eq(courses.slug, courseSlug), gt(batches.startDate, today), eq(batches.status, "open")))
        .orderBy(asc(batches.startDate), asc(batches.type));
      return rows.map(toBatch);
    },

    /** The cohort, when it belongs to the course and still starts after `today`. */
    async findUpcomingBatch(
      courseSlug: string,
      id: string,
      today: string,
    ): Promise<BootcampBatch | undefined> {
      const [row] = await db
        .select(batchColumns)
        .from(batches)
        .innerJoin(courses, eq(courses.id, batches.courseId))
        .where(
          and(
            eq(batches.id, id),
            eq(courses.slug, courseSlug),
            gt(batches.startDate, today),
            eq(batches.status, "open"),
          ),
        );
      return row ? toBatch(row) : undefined;
    },

    /**
     * Stores the application unless the same address applied after `since`; either way answers the id.
     * A transaction-scoped advisory lock on the address makes two simultaneous submissions store one row.
     */
    async createUnlessRecent(
      application: NewApplication,
      since: Date,
    ): Promise<{ id: string; created: boolean }> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`bootcamp-application:${application.email}`}))`,
        );
        const [existing] = await tx
          .select({ id: bootcampApplications.id })
          .from(bootcampApplications)
          .where(
            and(eq(bootcampApplications.email, application.email), gt(bootcampApplications.createdAt, since)),
          )
          .limit(1);
        if (existing) return { id: existing.id, created: false };
        const [row] = await tx
          .insert(bootcampApplications)
          .values({
            userId: application.userId,
            fullName: application.fullName,
            email: application.email,
            phone: application.phone,
            country: application.country,
            currentRole: application.currentRole,
            experienceLevel: application.experienceLevel,
            background: application.background,
            goals: application.goals,
            preferredBatchId: application.preferredBatchId ?? null,
            portfolioUrl: application.portfolioUrl ?? null,
            status: "submitted",
          })
          .returning({ id: bootcampApplications.id });
        if (!row) throw new Error("application insert returned no row");
        return { id: row.id, created: true };
      });
    },

    async findCourse(slug: string) {
      const [row] = await db
        .select({
          id: courses.id,
          slug: courses.slug,
          title: courses.title,
          summary: courses.summary,
          durationWeeks: courses.durationWeeks,
          priceCents: courses.priceCents,
          earlyBirdPriceCents: courses.earlyBirdPriceCents,
          currency: courses.currency,
          outcomes: courses.outcomes,
          toolsCovered: courses.toolsCovered,
          certificate: courses.certificate,
          updatedAt: courses.updatedAt,
        })
        .from(courses)
        .where(eq(courses.slug, slug));
      return row;
    },

    /** The course's instructors, in the order the course page lists them. */
    async listMentors(courseSlug: string): Promise<Mentor[]> {
      const rows = await db
        .select({
          slug: instructors.slug,
          name: instructors.name,
          jobTitle: instructors.jobTitle,
          bio: instructors.bio,
          photoPath: instructors.photoPath,
          linkedinUrl: instructors.linkedinUrl,
        })
        .from(courseInstructorProfiles)
        .innerJoin(courses, eq(courses.id, courseInstructorProfiles.courseId))
        .innerJoin(instructors, eq(instructors.id, courseInstructorProfiles.instructorId))
        .where(eq(courses.slug, courseSlug))
        .orderBy(asc(courseInstructorProfiles.position), asc(instructors.name));
      return rows.map((r) => ({ ...r, jobTitle: r.jobTitle || seoDefaults.instructorJobTitle }));
    },

    /** Average of the course's published reviews (null when it has none). */
    async rating(courseId: string): Promise<{ average: number; count: number } | null> {
      const [row] = await db
        .select({ average: avg(courseReviews.rating), count: count() })
        .from(courseReviews)
        .where(and(eq(courseReviews.courseId, courseId), eq(courseReviews.published, true)));
      const total = Number(row?.count ?? 0);
      if (!total) return null;
      return { average: Math.round(Number(row?.average ?? 0) * 10) / 10, count: total };
    },

    /**
     * The user's newest bootcamp application: made while signed in to this account, or made signed out
     * with the account's address once that address is verified (decision 0019). An unverified address
     * claims nothing, and an application another account made is never linked by its email.
     */
    async latestApplicationOf(user: { id: string; email: string; emailVerified: boolean }) {
      const [row] = await db
        .select({
          id: bootcampApplications.id,
          status: bootcampApplications.status,
          preferredBatchId: bootcampApplications.preferredBatchId,
        })
        .from(bootcampApplications)
        .where(
          user.emailVerified
            ? sql`${bootcampApplications.userId} = ${user.id} or (${bootcampApplications.userId} is null and ${bootcampApplications.email} = ${user.email.toLowerCase()})`
            : eq(bootcampApplications.userId, user.id),
        )
        .orderBy(desc(bootcampApplications.createdAt))
        .limit(1);
      return row;
    },

    /** Site-wide FAQs by slug, in the order of `slugs`. */
    async faqsBySlug(slugs: readonly string[]): Promise<{ question: string; answer: string }[]> {
      if (slugs.length === 0) return [];
      const rows = await db
        .select({ slug: faqs.slug, question: faqs.question, answer: faqs.answer })
        .from(faqs)
        .where(inArray(faqs.slug, [...slugs]));
      const bySlug = new Map(rows.map((r) => [r.slug, r]));
      return slugs.flatMap((slug) => {
        const faq = bySlug.get(slug);
        return faq ? [{ question: faq.question, answer: faq.answer }] : [];
      });
    },
  };
}
export type AdmissionsRepository = ReturnType<typeof createAdmissionsRepository>;
