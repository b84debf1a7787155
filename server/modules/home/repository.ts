import { and, asc, avg, count, countDistinct, desc, eq, gt, ne } from "drizzle-orm";
import type { HomeFaq, HomeLearningPath, HomeStats, HomeTestimonial } from "#contracts/home.ts";
import type { Database } from "#server/db/client.ts";
import { faqs } from "#server/db/schema/assistant.ts";
import { batches, courseReviews, courses, instructors } from "#server/db/schema/catalog.ts";
import { enrollments } from "#server/db/schema/enrollments.ts";
import { batchOnSaleSql } from "#server/db/seats-available-sql.ts";

export function createHomeRepository(db: Database) {
  return {
    async listLearningPaths(): Promise<HomeLearningPath[]> {
      return db
        .select({
          slug: courses.slug,
          title: courses.title,
          tagline: courses.tagline,
          level: courses.level,
          durationWeeks: courses.durationWeeks,
          format: courses.format,
        })
        .from(courses)
        .where(eq(courses.published, true))
        .orderBy(asc(courses.title));
    },

    /** Featured, published reviews of published courses: best rated, then newest. */
    async listFeaturedReviews(limit: number): Promise<HomeTestimonial[]> {
      const rows = await db
        .select({
          id: courseReviews.id,
          authorName: courseReviews.authorName,
          authorRole: courseReviews.authorRole,
          rating: courseReviews.rating,
          body: courseReviews.body,
          courseSlug: courses.slug,
          courseTitle: courses.title,
        })
        .from(courseReviews)
        .innerJoin(courses, eq(courses.id, courseReviews.courseId))
        .where(
          and(
            eq(courseReviews.featured, true),
            eq(courseReviews.published, true),
            eq(courses.published, true),
          ),
        )
        .orderBy(desc(courseReviews.rating), desc(courseReviews.createdAt), asc(courseReviews.id))
        .limit(limit);
      return rows.map(({ courseSlug, courseTitle, ...review }) => ({
        ...review,
        course: { slug: courseSlug, title: courseTitle },
      }));
    },

    async listTopFaqs(limit: number): Promise<HomeFaq[]> {
      return db
        .select({ question: faqs.question, answer: faqs.answer })
        .from(faqs)
        .orderBy(asc(faqs.sortOrder), asc(faqs.question))
        .limit(limit);
    },

    /** Figures of the "Why AI Labs" section; `today` is YYYY-MM-DD. */
    async stats(today: string): Promise<HomeStats> {
      const [courseRow, instructorRow, batchRow, learnerRow, reviewRow] = await Promise.all([
        db.select({ n: count() }).from(courses).where(eq(courses.published, true)),
        // Every instructor profile: course_instructors' columns differ between the schema (instructor_id)
        // and migration 0002 (user_id), so the link table is not read here.
        db.select({ n: count() }).from(instructors),
        // Upcoming batches one can buy: drafts, closed and cancelled ones are not offered (decision 0045).
        db
          .select({ n: count() })
          .from(batches)
          .where(and(gt(batches.startDate, today), batchOnSaleSql)),
        db
          .select({ n: countDistinct(enrollments.userId) })
          .from(enrollments)
          .where(ne(enrollments.status, "cancelled")),
        db
          .select({ n: count(), mean: avg(courseReviews.rating) })
          .from(courseReviews)
          .innerJoin(courses, eq(courses.id, courseReviews.courseId))
          .where(and(eq(courseReviews.published, true), eq(courses.published, true))),
      ]);
      const mean = reviewRow[0]?.mean;
      return {
        courses: courseRow[0]?.n ?? 0,
        instructors: instructorRow[0]?.n ?? 0,
        upcomingBatches: batchRow[0]?.n ?? 0,
        learners: learnerRow[0]?.n ?? 0,
        reviewCount: reviewRow[0]?.n ?? 0,
        averageRating: mean == null ? null : Math.round(Number(mean) * 10) / 10,
      };
    },
  };
}
export type HomeRepository = ReturnType<typeof createHomeRepository>;
