import { and, eq, ne } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { sameSeat } from "#server/db/same-seat-sql.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { enrollments } from "#server/db/schema/enrollments.ts";

export type CheckoutCourse = {
  id: string;
  slug: string;
  title: string;
  format: string;
  durationWeeks: number;
  priceCents: number;
  earlyBirdPriceCents: number | null;
  currency: string;
  imagePath: string | null;
  published: boolean;
};

// What is being bought, and whether the buyer has it already: the course columns a price and a quote need
// (the catalog module's reads carry more) and the enrollment check that stops a second purchase.
export function createCoursesRepository(db: Database) {
  return {
    async findCourse(slug: string): Promise<CheckoutCourse | undefined> {
      const [row] = await db
        .select({
          id: courses.id,
          slug: courses.slug,
          title: courses.title,
          format: courses.format,
          durationWeeks: courses.durationWeeks,
          priceCents: courses.priceCents,
          earlyBirdPriceCents: courses.earlyBirdPriceCents,
          currency: courses.currency,
          imagePath: courses.imagePath,
          published: courses.published,
        })
        .from(courses)
        .where(eq(courses.slug, slug));
      return row;
    },

    async isEnrolled(userId: string, courseId: string, batchId: string | null): Promise<boolean> {
      const [row] = await db
        .select({ id: enrollments.id })
        .from(enrollments)
        .where(
          and(...sameSeat(enrollments, { userId, courseId, batchId }), ne(enrollments.status, "cancelled")),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
