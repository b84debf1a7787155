import { and, asc, avg, count, eq, gt, sum } from "drizzle-orm";
import { seoDefaults } from "#contracts/seo.ts";
import type { SiteStats, TeamMember } from "#contracts/site-pages.ts";
import type { Database } from "#server/db/client.ts";
import {
  batches,
  courseInstructorProfiles,
  courseReviews,
  courses,
  instructors,
} from "#server/db/schema/catalog.ts";
import { sitePages } from "#server/db/schema/pages.ts";
import { batchOnSaleSql } from "#server/db/seats-available-sql.ts";

export type SitePageRow = {
  path: string;
  title: string;
  summary: string;
  bodyMarkdown: string;
  updatedAt: Date;
};

export function createPagesRepository(db: Database) {
  return {
    async findByPath(path: string): Promise<SitePageRow | undefined> {
      const [row] = await db
        .select({
          path: sitePages.path,
          title: sitePages.title,
          summary: sitePages.summary,
          bodyMarkdown: sitePages.bodyMarkdown,
          updatedAt: sitePages.updatedAt,
        })
        .from(sitePages)
        .where(eq(sitePages.path, path));
      return row;
    },

    async listPaths(): Promise<{ path: string; updatedAt: Date }[]> {
      return db
        .select({ path: sitePages.path, updatedAt: sitePages.updatedAt })
        .from(sitePages)
        .orderBy(asc(sitePages.path));
    },

    /** Live figures for /about; `today` is YYYY-MM-DD. */
    async stats(today: string): Promise<SiteStats> {
      const [[courseRow], [batchRow], [instructorRow], [reviewRow], [seatRow]] = await Promise.all([
        db.select({ n: count() }).from(courses).where(eq(courses.published, true)),
        // Upcoming batches one can buy: drafts, closed and cancelled ones are not offered (decision 0045).
        db
          .select({ n: count() })
          .from(batches)
          .where(and(gt(batches.startDate, today), batchOnSaleSql)),
        db.select({ n: count() }).from(instructors),
        db
          .select({ average: avg(courseReviews.rating), n: count() })
          .from(courseReviews)
          .innerJoin(courses, eq(courses.id, courseReviews.courseId))
          .where(and(eq(courseReviews.published, true), eq(courses.published, true))),
        db.select({ seats: sum(batches.seatsTaken) }).from(batches),
      ]);
      const reviewCount = Number(reviewRow?.n ?? 0);
      return {
        courses: Number(courseRow?.n ?? 0),
        upcomingBatches: Number(batchRow?.n ?? 0),
        instructors: Number(instructorRow?.n ?? 0),
        reviews: reviewCount
          ? { average: Math.round(Number(reviewRow?.average ?? 0) * 10) / 10, count: reviewCount }
          : null,
        seatsTaken: Number(seatRow?.seats ?? 0),
      };
    },

    /** Every instructor with the published courses they teach, by name. */
    async team(): Promise<TeamMember[]> {
      const [people, links] = await Promise.all([
        db
          .select({
            id: instructors.id,
            slug: instructors.slug,
            name: instructors.name,
            jobTitle: instructors.jobTitle,
            bio: instructors.bio,
            photoPath: instructors.photoPath,
            linkedinUrl: instructors.linkedinUrl,
          })
          .from(instructors)
          .orderBy(asc(instructors.name)),
        db
          .select({ instructorId: courseInstructorProfiles.instructorId, title: courses.title })
          .from(courseInstructorProfiles)
          .innerJoin(courses, eq(courses.id, courseInstructorProfiles.courseId))
          .where(eq(courses.published, true))
          .orderBy(asc(courses.title)),
      ]);
      return people.map(({ id, ...person }) => ({
        ...person,
        jobTitle: person.jobTitle || seoDefaults.instructorJobTitle,
        courses: links.filter((link) => link.instructorId === id).map((link) => link.title),
      }));
    },
  };
}
export type PagesRepository = ReturnType<typeof createPagesRepository>;
