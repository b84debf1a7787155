import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { courseModules, lessons } from "#server/db/schema/learning.ts";

// Free-preview lessons as public pages (the sitemap and the SEO tools): what may be read signed out is
// exactly what get-lesson-preview.ts serves, a published preview lesson of a published course.
const isPublicPreview = and(
  eq(lessons.status, "published"),
  eq(lessons.freePreview, true),
  eq(courses.published, true),
);

export function createPreviewPagesRepository(db: Database) {
  return {
    async list(): Promise<{ slug: string; lessonId: string; updatedAt: Date }[]> {
      return db
        .select({ slug: courses.slug, lessonId: lessons.id, updatedAt: lessons.updatedAt })
        .from(lessons)
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
        .where(isPublicPreview)
        .orderBy(asc(courses.slug), asc(courseModules.position), asc(lessons.position));
    },

    async find(slug: string, lessonId: string) {
      const [row] = await db
        .select({
          courseTitle: courses.title,
          title: lessons.title,
          body: lessons.body,
          createdAt: lessons.createdAt,
          updatedAt: lessons.updatedAt,
        })
        .from(lessons)
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .where(and(isPublicPreview, eq(courses.slug, slug), eq(lessons.id, lessonId)))
        .limit(1);
      return row;
    },
  };
}
export type PreviewPagesRepository = ReturnType<typeof createPreviewPagesRepository>;
