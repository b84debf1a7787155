import { and, eq, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import {
  batches,
  courseFaqs,
  courseInstructorProfiles,
  courseReviews,
  courses,
  instructors,
} from "./schema/catalog.ts";
import { courseModules } from "./schema/learning.ts";
import {
  seedCourseCatalog,
  seedCourseFaqs,
  seedCourseInstructorSlugs,
  seedExtraBatches,
  seedInstructors,
  seedReviews,
} from "./seed-catalog-content.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** The first given weekday (0 = Sunday) of the month `monthOffset` months after `today`, as YYYY-MM-DD (UTC). */
function firstWeekday(today: Date, monthOffset: number, weekday: number): string {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + monthOffset, 1));
  first.setUTCDate(1 + ((weekday - first.getUTCDay() + 7) % 7));
  return first.toISOString().slice(0, 10);
}

/**
 * The course pages' content. Idempotent and respectful of edits: course details are filled only where a
 * course has none yet; instructors, reviews, FAQs and batches are inserted by their keys and never overwritten.
 */
export async function seedCatalog(db: Database, today: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [slug, details] of Object.entries(seedCourseCatalog)) {
      // Format and early-bird price have no "empty" value of their own: set with the first fill only,
      // so an admin who later removes the early-bird price keeps it removed.
      // The course has no curriculum yet: seed-curriculum.ts fills it right after this.
      const firstFill = sql`not exists (select 1 from ${courseModules} where ${courseModules.courseId} = ${courses.id})`;
      await tx
        .update(courses)
        .set({
          tagline: sql`case when ${courses.tagline} = '' then ${details.tagline} else ${courses.tagline} end`,
          format: sql`case when ${firstFill} then ${details.format} else ${courses.format} end`,
          earlyBirdPriceCents: sql`case when ${firstFill} then ${details.earlyBirdPriceCents}::int else ${courses.earlyBirdPriceCents} end`,
          toolsCovered: sql`case when ${courses.toolsCovered} = '[]'::jsonb then ${JSON.stringify(details.toolsCovered)}::jsonb else ${courses.toolsCovered} end`,
          certificate: sql`case when ${courses.certificate} = '' then ${details.certificate} else ${courses.certificate} end`,
          imagePath: sql`coalesce(${courses.imagePath}, ${`/assets/courses/${slug}.svg`})`,
        })
        .where(
          and(
            eq(courses.slug, slug),
            sql`(${courses.tagline} = '' or ${firstFill} or ${courses.toolsCovered} = '[]'::jsonb
              or ${courses.certificate} = '' or ${courses.imagePath} is null)`,
          ),
        );
    }

    await tx
      .insert(instructors)
      .values(
        seedInstructors.map((person) => ({
          ...person,
          photoPath: `/assets/instructors/${person.slug}.svg`,
        })),
      )
      .onConflictDoNothing({ target: instructors.slug });

    const rows = await tx.select({ id: courses.id, slug: courses.slug }).from(courses);
    const idBySlug = new Map(rows.map((r) => [r.slug, r.id]));

    // Who teaches which course: linked once; a course an admin has re-staffed keeps its own list.
    const people = await tx.select({ id: instructors.id, slug: instructors.slug }).from(instructors);
    const instructorIdBySlug = new Map(people.map((p) => [p.slug, p.id]));
    const staffed = new Set(
      (
        await tx
          .selectDistinct({ courseId: courseInstructorProfiles.courseId })
          .from(courseInstructorProfiles)
      ).map((row) => row.courseId),
    );
    const links = Object.entries(seedCourseInstructorSlugs).flatMap(([slug, list]) => {
      const courseId = idBySlug.get(slug);
      if (!courseId || staffed.has(courseId)) return [];
      return list.flatMap((instructorSlug, position) => {
        const instructorId = instructorIdBySlug.get(instructorSlug);
        return instructorId ? [{ courseId, instructorId, position }] : [];
      });
    });
    if (links.length > 0) {
      await tx.insert(courseInstructorProfiles).values(links).onConflictDoNothing();
    }

    const reviews = seedReviews.flatMap(({ courseSlug, daysAgo, featured, ...review }) => {
      const courseId = idBySlug.get(courseSlug);
      if (!courseId) return [];
      return [
        {
          ...review,
          courseId,
          featured: featured ?? false,
          createdAt: new Date(today.getTime() - daysAgo * dayMs),
        },
      ];
    });
    if (reviews.length > 0) {
      await tx.insert(courseReviews).values(reviews).onConflictDoNothing({ target: courseReviews.code });
    }

    // Batch codes follow seed.ts (course-type-start), so a re-run in the same month adds nothing.
    const extraBatches = seedExtraBatches.flatMap(({ courseSlug, monthOffset, weekday, ...plan }) => {
      const courseId = idBySlug.get(courseSlug);
      if (!courseId) return [];
      const startDate = firstWeekday(today, monthOffset, weekday);
      return [{ ...plan, courseId, startDate, code: `${courseSlug}-${plan.type}-${startDate}` }];
    });
    if (extraBatches.length > 0) {
      await tx.insert(batches).values(extraBatches).onConflictDoNothing({ target: batches.code });
    }

    const faqs = Object.entries(seedCourseFaqs).flatMap(([slug, list]) => {
      const courseId = idBySlug.get(slug);
      if (!courseId) return [];
      return list.map((faq, index) => ({ ...faq, courseId, sortOrder: index }));
    });
    if (faqs.length > 0) {
      await tx
        .insert(courseFaqs)
        .values(faqs)
        .onConflictDoNothing({ target: [courseFaqs.courseId, courseFaqs.question] });
    }
  });
}
