import { and, asc, desc, eq, gt, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { UpcomingBatch } from "#contracts/batches.ts";
import type { CurriculumModuleDto } from "#contracts/catalog.ts";
import type { CourseFormat, CourseLevel } from "#contracts/catalog-text.ts";
import type { Database } from "#server/db/client.ts";
import {
  batches,
  courseFaqs,
  courseInstructorProfiles,
  courseReviews,
  courses,
  instructors,
} from "#server/db/schema/catalog.ts";
import { courseModules, lessons } from "#server/db/schema/learning.ts";
import { batchOnSaleSql, seatsAvailableSql } from "#server/db/seats-available-sql.ts";

/** A course row as the catalog shows it (no internal ids beyond what pages need). */
export type CourseRow = {
  id: string;
  slug: string;
  title: string;
  tagline: string;
  summary: string;
  level: CourseLevel;
  format: CourseFormat;
  durationWeeks: number;
  priceCents: number;
  earlyBirdPriceCents: number | null;
  currency: string;
  imagePath: string | null;
  published: boolean;
  outcomes: string[];
  prerequisites: string;
  toolsCovered: string[];
  certificate: string;
  seoTitle: string;
  seoDescription: string;
  updatedAt: Date;
};

export type BatchRow = {
  id: string;
  courseId: string;
  type: string;
  startDate: string;
  schedule: string;
  seatsAvailable: number;
  earlyBirdDeadline: string | null;
  priceOverrideCents: number | null;
};

export type RatingRow = {
  courseId: string;
  average: number;
  count: number;
};

const courseColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  tagline: courses.tagline,
  summary: courses.summary,
  level: courses.level,
  format: courses.format,
  durationWeeks: courses.durationWeeks,
  priceCents: courses.priceCents,
  earlyBirdPriceCents: courses.earlyBirdPriceCents,
  currency: courses.currency,
  imagePath: courses.imagePath,
  published: courses.published,
  outcomes: courses.outcomes,
  prerequisites: courses.prerequisites,
  toolsCovered: courses.toolsCovered,
  certificate: courses.certificate,
  seoTitle: courses.seoTitle,
  seoDescription: courses.seoDescription,
  updatedAt: courses.updatedAt,
};

const batchColumns = {
  id: batches.id,
  courseId: batches.courseId,
  type: batches.type,
  startDate: batches.startDate,
  schedule: batches.schedule,
  seatsAvailable: seatsAvailableSql,
  earlyBirdDeadline: batches.earlyBirdDeadline,
  priceOverrideCents: batches.priceOverrideCents,
};

export function createCatalogRepository(db: Database) {
  return {
    /** Batches that start after `today` (YYYY-MM-DD), soonest first. */
    async listUpcomingBatches(today: string, limit: number): Promise<UpcomingBatch[]> {
      const rows = await db
        .select({
          type: batches.type,
          startDate: batches.startDate,
          schedule: batches.schedule,
          seatsAvailable: seatsAvailableSql,
          courseTitle: courses.title,
        })
        .from(batches)
        .innerJoin(courses, eq(courses.id, batches.courseId))
        // The banner offers only batches a visitor can buy (decisions 0044, 0045).
        .where(and(gt(batches.startDate, today), batchOnSaleSql, eq(courses.published, true)))
        .orderBy(asc(batches.startDate), asc(courses.title))
        .limit(limit);
      return rows.map((r) => ({
        type: r.type,
        startDate: r.startDate,
        schedule: r.schedule,
        seatsAvailable: r.seatsAvailable,
        course: { title: r.courseTitle },
      }));
    },

    /**
     * Courses by filter; `published` only for the catalog, every course for page metadata. Archived courses
     * are never here: they have no page (decision 0044).
     */
    async listCourses(filter: {
      publishedOnly: boolean;
      level?: CourseLevel;
      format?: CourseFormat;
    }): Promise<CourseRow[]> {
      const conditions: SQL[] = [isNull(courses.archivedAt)];
      if (filter.publishedOnly) conditions.push(eq(courses.published, true));
      if (filter.level) conditions.push(eq(courses.level, filter.level));
      if (filter.format) conditions.push(eq(courses.format, filter.format));
      return db
        .select(courseColumns)
        .from(courses)
        .where(and(...conditions))
        .orderBy(asc(courses.createdAt), asc(courses.title));
    },

    async findCourseBySlug(slug: string): Promise<CourseRow | null> {
      const rows = await db
        .select(courseColumns)
        .from(courses)
        .where(and(eq(courses.slug, slug), isNull(courses.archivedAt)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Upcoming batches (start after `today`) of the given courses, soonest first. */
    async listUpcomingBatchesOf(courseIds: string[], today: string): Promise<BatchRow[]> {
      if (courseIds.length === 0) return [];
      return db
        .select(batchColumns)
        .from(batches)
        .where(and(inArray(batches.courseId, courseIds), gt(batches.startDate, today), batchOnSaleSql))
        .orderBy(asc(batches.startDate), asc(batches.createdAt));
    },

    /** Average and count of published reviews per course (courses without reviews are absent). */
    async ratingsOf(courseIds: string[]): Promise<RatingRow[]> {
      if (courseIds.length === 0) return [];
      return db
        .select({
          courseId: courseReviews.courseId,
          average: sql<number>`avg(${courseReviews.rating})::float8`,
          count: sql<number>`count(*)::int`,
        })
        .from(courseReviews)
        .where(and(inArray(courseReviews.courseId, courseIds), eq(courseReviews.published, true)))
        .groupBy(courseReviews.courseId);
    },

    /** Published reviews per star rating. */
    async ratingDistribution(courseId: string): Promise<{ stars: number; count: number }[]> {
      return db
        .select({ stars: courseReviews.rating, count: sql<number>`count(*)::int` })
        .from(courseReviews)
        .where(and(eq(courseReviews.courseId, courseId), eq(courseReviews.published, true)))
        .groupBy(courseReviews.rating);
    },

    async latestReviews(courseId: string, limit: number) {
      const rows = await db
        .select({
          id: courseReviews.id,
          authorName: courseReviews.authorName,
          authorRole: courseReviews.authorRole,
          rating: courseReviews.rating,
          body: courseReviews.body,
          reply: courseReviews.reply,
          createdAt: courseReviews.createdAt,
        })
        .from(courseReviews)
        .where(and(eq(courseReviews.courseId, courseId), eq(courseReviews.published, true)))
        .orderBy(desc(courseReviews.createdAt), asc(courseReviews.authorName))
        .limit(limit);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },

    async faqsOf(courseId: string): Promise<{ question: string; answer: string }[]> {
      return db
        .select({ question: courseFaqs.question, answer: courseFaqs.answer })
        .from(courseFaqs)
        .where(eq(courseFaqs.courseId, courseId))
        .orderBy(asc(courseFaqs.sortOrder), asc(courseFaqs.question));
    },

    /**
     * The public curriculum: every module in order with its published lessons (drafts stay with the
     * course's editors). A free preview names its lesson, which anyone may open.
     */
    async curriculumOf(courseId: string): Promise<CurriculumModuleDto[]> {
      const rows = await db
        .select({
          moduleId: courseModules.id,
          moduleTitle: courseModules.title,
          summary: courseModules.summary,
          lessonId: lessons.id,
          lessonTitle: lessons.title,
          minutes: lessons.durationMinutes,
          freePreview: lessons.freePreview,
        })
        .from(courseModules)
        .leftJoin(lessons, and(eq(lessons.moduleId, courseModules.id), eq(lessons.status, "published")))
        .where(eq(courseModules.courseId, courseId))
        .orderBy(asc(courseModules.position), asc(lessons.position));
      const modules = new Map<string, CurriculumModuleDto>();
      for (const row of rows) {
        let module = modules.get(row.moduleId);
        if (!module) {
          module = { title: row.moduleTitle, summary: row.summary, lessons: [] };
          modules.set(row.moduleId, module);
        }
        if (row.lessonId !== null && row.lessonTitle !== null)
          module.lessons.push({
            title: row.lessonTitle,
            minutes: row.minutes ?? 0,
            previewId: row.freePreview ? row.lessonId : null,
          });
      }
      return [...modules.values()];
    },

    /** The instructor profiles a course page shows, in their order. */
    async instructorsOf(courseId: string) {
      return db
        .select({
          slug: instructors.slug,
          name: instructors.name,
          jobTitle: instructors.jobTitle,
          bio: instructors.bio,
          photoPath: instructors.photoPath,
        })
        .from(courseInstructorProfiles)
        .innerJoin(instructors, eq(instructors.id, courseInstructorProfiles.instructorId))
        .where(eq(courseInstructorProfiles.courseId, courseId))
        .orderBy(asc(courseInstructorProfiles.position), asc(instructors.name));
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
