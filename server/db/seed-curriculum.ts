import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { courses } from "./schema/catalog.ts";
import { courseModules, lessons } from "./schema/learning.ts";
import { seedCourseCatalog } from "./seed-catalog-content.ts";
import { seedLessonArticles } from "./seed-lesson-articles.ts";

/** Drip of the seeded courses: module N (from 0) opens N weeks after its batch starts; the first on enrollment. */
export function seededOpensAfterDays(moduleIndex: number): number | null {
  return moduleIndex === 0 ? null : moduleIndex * 7;
}

/**
 * The seeded courses' modules and lessons (issue 14). A course gets them only while it has no module at
 * all, so an edited curriculum is never touched. The first module's lessons are real articles
 * (seed-lesson-articles.ts): a lesson still without a body gets its article, and the course's first
 * lesson becomes its free preview the moment it gets one. Everything is published, as the public
 * curriculum showed it before it moved into tables.
 */
export async function seedCurriculum(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: courses.id, slug: courses.slug })
      .from(courses)
      .where(inArray(courses.slug, Object.keys(seedCourseCatalog)));
    for (const course of rows) {
      const plan = seedCourseCatalog[course.slug as keyof typeof seedCourseCatalog];
      const [existing] = await tx
        .select({ id: courseModules.id })
        .from(courseModules)
        .where(eq(courseModules.courseId, course.id))
        .limit(1);
      if (!existing) {
        for (const [moduleIndex, module] of plan.curriculum.entries()) {
          const [inserted] = await tx
            .insert(courseModules)
            .values({
              courseId: course.id,
              position: moduleIndex,
              title: module.title,
              summary: module.summary,
              opensAfterDays: seededOpensAfterDays(moduleIndex),
            })
            .returning({ id: courseModules.id });
          await tx.insert(lessons).values(
            module.lessons.map((lesson, position) => ({
              moduleId: inserted!.id,
              courseId: course.id,
              position,
              title: lesson.title,
              kind: "article" as const,
              durationMinutes: lesson.minutes,
              status: "published" as const,
            })),
          );
        }
      }

      const articles = seedLessonArticles[course.slug] ?? {};
      const [firstModule] = await tx
        .select({ id: courseModules.id })
        .from(courseModules)
        .where(eq(courseModules.courseId, course.id))
        .orderBy(courseModules.position)
        .limit(1);
      if (!firstModule) continue;
      for (const [title, body] of Object.entries(articles)) {
        await tx
          .update(lessons)
          .set({
            body,
            // The course's first lesson, written for the first time: anyone may read it from the course page.
            freePreview: sql`${lessons.freePreview} or ${lessons.position} = 0`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(lessons.moduleId, firstModule.id), eq(lessons.title, title), eq(lessons.body, "")));
      }
    }
  });
}
