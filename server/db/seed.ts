import { and, eq, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { faqs } from "./schema/assistant.ts";
import { batches, courses } from "./schema/catalog.ts";
import { siteSettings } from "./schema/settings.ts";
import { seedAssignments } from "./seed-assignments.ts";
import { seedCareers } from "./seed-careers.ts";
import { seedCatalog } from "./seed-catalog.ts";
import { defaultSiteSettings, seedBatchPlans, seedCourses } from "./seed-content.ts";
import { seedContentLibrary } from "./seed-content-library.ts";
import { seedCurriculum } from "./seed-curriculum.ts";
import { seedCourseDetails, seedFaqs } from "./seed-faqs.ts";
import { seedPages } from "./seed-pages.ts";
import { seedQuizzes } from "./seed-quizzes.ts";
import { seedSandbox } from "./seed-sandbox.ts";

/** The first given weekday (0 = Sunday) of the month `monthOffset` months after `today`, as YYYY-MM-DD (UTC). */
export function firstWeekdayOfMonth(today: Date, monthOffset: number, weekday: number): string {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + monthOffset, 1));
  const shift = (weekday - first.getUTCDay() + 7) % 7;
  first.setUTCDate(1 + shift);
  return first.toISOString().slice(0, 10);
}

export type SeedOptions = {
  today?: Date;
  phone?: string;
  email?: string;
};

// Idempotent: safe at every start. Courses are upserted by slug, batches inserted by code, settings
// written only where an admin has not changed them.
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<void> {
  const today = options.today ?? new Date();
  await db.transaction(async (tx) => {
    for (const course of seedCourses) {
      await tx
        .insert(courses)
        .values({ ...course })
        .onConflictDoNothing({ target: courses.slug });
    }
    // Outcomes and prerequisites arrived after the first release: filled in where a course has none.
    for (const [slug, details] of Object.entries(seedCourseDetails)) {
      await tx
        .update(courses)
        .set({ outcomes: details.outcomes, prerequisites: details.prerequisites })
        .where(and(eq(courses.slug, slug), sql`${courses.outcomes} = '[]'::jsonb`));
    }
    // FAQs are inserted by slug and never overwritten: an edited answer stays edited.
    for (const [index, faq] of seedFaqs.entries()) {
      await tx
        .insert(faqs)
        .values({ ...faq, sortOrder: index })
        .onConflictDoNothing({ target: faqs.slug });
    }
    const rows = await tx.select({ id: courses.id, slug: courses.slug }).from(courses);
    const idBySlug = new Map(rows.map((r) => [r.slug, r.id]));

    for (const plan of seedBatchPlans) {
      const startDate = firstWeekdayOfMonth(today, plan.monthOffset, plan.weekday);
      const courseId = idBySlug.get(plan.courseSlug);
      if (!courseId) continue;
      await tx
        .insert(batches)
        .values({
          code: `${plan.courseSlug}-${plan.type}-${startDate}`,
          courseId,
          type: plan.type,
          startDate,
          schedule: plan.schedule,
          seatsTotal: plan.seatsTotal,
          seatsTaken: plan.seatsTaken,
        })
        .onConflictDoNothing({ target: batches.code });
    }

    const settings = {
      phone: options.phone ?? defaultSiteSettings.phone,
      email: options.email ?? defaultSiteSettings.email,
    };
    for (const [key, value] of Object.entries(settings)) {
      await tx
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value, updatedAt: sql`now()` },
          setWhere: eq(siteSettings.editedByAdmin, false),
        });
    }
    // Bootcamp admission starts open: an applicant may enroll once the application is in, until an admin
    // switches to selective admission (then only accepted applications). Never overwritten by a re-seed.
    await tx
      .insert(siteSettings)
      .values({ key: "bootcamp_open_admission", value: "true" })
      .onConflictDoNothing({ target: siteSettings.key });
  });
  await seedCatalog(db, today);
  await seedCurriculum(db);
  await seedQuizzes(db);
  await seedAssignments(db);
  await seedPages(db, today);
  await seedCareers(db, today);
  await seedContentLibrary(db, today);
  await seedSandbox(db, today);
}
