import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { webinarRegistrations, webinars } from "#server/db/schema/content.ts";

export type WebinarRow = typeof webinars.$inferSelect;

export function createWebinarsRepository(db: Database) {
  return {
    /** Every webinar, earliest first (there are dozens, not thousands: the service splits them). */
    async listAll(): Promise<WebinarRow[]> {
      return db.select().from(webinars).orderBy(asc(webinars.startsAt), asc(webinars.slug));
    },

    async findBySlug(slug: string): Promise<WebinarRow | null> {
      const [row] = await db.select().from(webinars).where(eq(webinars.slug, slug)).limit(1);
      return row ?? null;
    },

    /**
     * One registration per address and webinar (unique index): a repeat finds the first one.
     * `created` tells whether this call stored it (and so whether the confirmation mail goes out).
     */
    async register(
      webinarId: string,
      input: { name: string; email: string },
    ): Promise<{ id: string; created: boolean }> {
      const [inserted] = await db
        .insert(webinarRegistrations)
        .values({ webinarId, name: input.name, email: input.email })
        .onConflictDoNothing({ target: [webinarRegistrations.webinarId, webinarRegistrations.email] })
        .returning({ id: webinarRegistrations.id });
      if (inserted) return { id: inserted.id, created: true };
      const [existing] = await db
        .select({ id: webinarRegistrations.id })
        .from(webinarRegistrations)
        .where(
          and(eq(webinarRegistrations.webinarId, webinarId), eq(webinarRegistrations.email, input.email)),
        )
        .limit(1);
      if (!existing) throw new Error("webinar registration neither inserted nor found");
      return { id: existing.id, created: false };
    },
  };
}
export type WebinarsRepository = ReturnType<typeof createWebinarsRepository>;
