import { and, asc, count, desc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import type { Role } from "#contracts/auth.ts";
import type { LeadKind, LeadStatus } from "#contracts/dashboards.ts";
import type { Database } from "#server/db/client.ts";
import { pageViews } from "#server/db/schema/analytics.ts";
import { users } from "#server/db/schema/auth.ts";
import { batches, courses } from "#server/db/schema/catalog.ts";
import { courseInstructors, enrollments } from "#server/db/schema/enrollments.ts";
import { leads } from "#server/db/schema/leads.ts";
import { newsletterSubscribers } from "#server/db/schema/newsletter.ts";

export type UpcomingBatchRow = {
  type: string;
  startDate: string;
  schedule: string;
  seatsAvailable: number;
  courseTitle: string;
};

export type CourseRow = { id: string; title: string; slug: string; enrolledCount: number };

export type CourseBatchRow = {
  id: string;
  courseId: string;
  type: string;
  startDate: string;
  schedule: string;
  seatsTotal: number;
  seatsAvailable: number;
  enrolledCount: number;
};

// Cancelled enrollments count nowhere: not in a student's figures, not in a course's or batch's enrolled count.
const counted = ne(enrollments.status, "cancelled");

const batchColumns = {
  type: batches.type,
  startDate: batches.startDate,
  schedule: batches.schedule,
  seatsAvailable: sql<number>`greatest(${batches.seatsTotal} - ${batches.seatsTaken}, 0)::int`,
  courseTitle: courses.title,
};

// Read-only aggregates for the portal overviews. Every figure is computed here, in SQL, from live rows.
export function createDashboardsRepository(db: Database) {
  // Prepared once: every student's overview runs these two. Building a query with Drizzle on each call was
  // about a sixth of the main thread's time on /dashboard/student (decision 0069).
  const studentStats = db
    .select({
      count: sql<number>`count(*)::int`,
      averageProgress: sql<number | null>`round(avg(${enrollments.progress}))::int`,
    })
    .from(enrollments)
    .where(and(eq(enrollments.userId, sql.placeholder("userId")), counted))
    .prepare("dashboards_student_stats");
  const nextBatchOfStudent = db
    .select(batchColumns)
    .from(enrollments)
    .innerJoin(batches, eq(batches.id, enrollments.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(
      and(
        eq(enrollments.userId, sql.placeholder("userId")),
        counted,
        gte(batches.startDate, sql.placeholder("today")),
      ),
    )
    .orderBy(asc(batches.startDate), asc(courses.title))
    .limit(1)
    .prepare("dashboards_next_enrolled_batch");

  return {
    async studentEnrollmentStats(userId: string): Promise<{ count: number; averageProgress: number | null }> {
      const [row] = await studentStats.execute({ userId });
      return { count: row?.count ?? 0, averageProgress: row?.averageProgress ?? null };
    },

    /** The soonest batch starting on or after `today` among the student's own enrollments. */
    async nextEnrolledBatch(userId: string, today: string): Promise<UpcomingBatchRow | undefined> {
      const [row] = await nextBatchOfStudent.execute({ userId, today });
      return row;
    },

    /** The soonest batch starting on or after `today`, any course. */
    async nextCatalogBatch(today: string): Promise<UpcomingBatchRow | undefined> {
      const [row] = await db
        .select(batchColumns)
        .from(batches)
        .innerJoin(courses, eq(courses.id, batches.courseId))
        .where(gte(batches.startDate, today))
        .orderBy(asc(batches.startDate), asc(courses.title))
        .limit(1);
      return row;
    },

    /** Courses the user teaches, or every course when `instructorId` is null, with their enrolled counts. */
    async coursesWithEnrolledCounts(instructorId: string | null): Promise<CourseRow[]> {
      const taught =
        instructorId === null
          ? undefined
          : inArray(
              courses.id,
              db
                .select({ courseId: courseInstructors.courseId })
                .from(courseInstructors)
                .where(eq(courseInstructors.userId, instructorId)),
            );
      return db
        .select({
          id: courses.id,
          title: courses.title,
          slug: courses.slug,
          enrolledCount: sql<number>`count(${enrollments.id})::int`,
        })
        .from(courses)
        .leftJoin(enrollments, and(eq(enrollments.courseId, courses.id), counted))
        .where(taught)
        .groupBy(courses.id)
        .orderBy(asc(courses.title));
    },

    /** Batches of these courses starting on or after `today`, soonest first, with their enrolled counts. */
    async upcomingBatchesOf(courseIds: readonly string[], today: string): Promise<CourseBatchRow[]> {
      if (courseIds.length === 0) return [];
      return db
        .select({
          id: batches.id,
          courseId: batches.courseId,
          type: batches.type,
          startDate: batches.startDate,
          schedule: batches.schedule,
          seatsTotal: batches.seatsTotal,
          seatsAvailable: batchColumns.seatsAvailable,
          enrolledCount: sql<number>`count(${enrollments.id})::int`,
        })
        .from(batches)
        .leftJoin(enrollments, and(eq(enrollments.batchId, batches.id), counted))
        .where(and(inArray(batches.courseId, [...courseIds]), gte(batches.startDate, today)))
        .groupBy(batches.id)
        .orderBy(asc(batches.startDate), asc(batches.type));
    },

    async activeUsersByRole(): Promise<Array<{ role: Role; count: number }>> {
      return db
        .select({ role: users.role, count: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.active, true))
        .groupBy(users.role);
    },

    async countNewsletterSubscribers(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.status, "subscribed"));
      return row?.n ?? 0;
    },

    async leadsByKindAndStatus(): Promise<Array<{ kind: LeadKind; status: LeadStatus; count: number }>> {
      return db
        .select({ kind: leads.kind, status: leads.status, count: sql<number>`count(*)::int` })
        .from(leads)
        .groupBy(leads.kind, leads.status);
    },

    /** Leads created at or after `since`, per kind; kinds without leads are absent. */
    async leadsByKindSince(since: Date): Promise<Array<{ kind: LeadKind; count: number }>> {
      return db
        .select({ kind: leads.kind, count: sql<number>`count(*)::int` })
        .from(leads)
        .where(gte(leads.createdAt, since))
        .groupBy(leads.kind);
    },

    /** Views and distinct visitors per day from `fromDay` on; days without views are absent. */
    async pageViewsPerDay(fromDay: string): Promise<Array<{ day: string; views: number; visitors: number }>> {
      return db
        .select({
          day: pageViews.day,
          views: sql<number>`count(*)::int`,
          visitors: sql<number>`count(distinct ${pageViews.visitorHash})::int`,
        })
        .from(pageViews)
        .where(gte(pageViews.day, fromDay))
        .groupBy(pageViews.day)
        .orderBy(asc(pageViews.day));
    },

    async topPaths(fromDay: string, limit: number): Promise<Array<{ path: string; views: number }>> {
      const views = sql<number>`count(*)::int`;
      return db
        .select({ path: pageViews.path, views })
        .from(pageViews)
        .where(gte(pageViews.day, fromDay))
        .groupBy(pageViews.path)
        .orderBy(desc(views), asc(pageViews.path))
        .limit(limit);
    },
  };
}
export type DashboardsRepository = ReturnType<typeof createDashboardsRepository>;
