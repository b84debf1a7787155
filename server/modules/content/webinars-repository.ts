import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { webinarRegistrations, webinars } from "#server/db/schema/content.ts";

export type WebinarRow = typeof webinars.$inferSelect;

// Visitors see published webinars only: a draft or a scheduled one (the content studio's, issue 21) is not
// listed, not found by its slug, and takes no registrations.
const published = eq(webinars.status, "published");

export function createWebinarsRepository(db: Database) {
  return {
    /** Every published webinar, earliest first (there are dozens, not thousands: the service splits them). */
    async listAll(): Promise<WebinarRow[]> {
      return db.select().from(webinars).where(published).orderBy(asc(webinars.startsAt), asc(webinars.slug));
    },

    async findBySlug(slug: string): Promise<WebinarRow | null> {
      const [row] = await db
        .select()
        .from(webinars)
        .where(and(eq(webinars.slug, slug), published))
        .limit(1);
      return row ?? null;
    },

    /**
     * One registration per address and webinar (unique index): a repeat finds the first one. `created` tells
     * whether this call stored it (and so whether the confirmation mail goes out); `joinUrl` is the join link
     * as this registration read it, which the confirmation carries and the row records as sent
     * (`join_link_sent_url`). The webinar's row is read FOR SHARE, so a studio save changing the link either
     * commits first (this registration reads the new link) or waits until this one is stored (and then mails
     * the new link to it too): nobody is left without the current link. Null: the webinar is not published
     * (any more).
     */
    async register(
      webinarId: string,
      input: { name: string; email: string },
    ): Promise<{ id: string; created: boolean; joinUrl: string | null } | null> {
      return db.transaction(async (tx) => {
        const [webinar] = await tx
          .select({ joinUrl: webinars.joinUrl })
          .from(webinars)
          .where(and(eq(webinars.id, webinarId), published))
          .for("share");
        if (!webinar) return null;
        const [inserted] = await tx
          .insert(webinarRegistrations)
          .values({ webinarId, name: input.name, email: input.email, joinLinkSentUrl: webinar.joinUrl })
          .onConflictDoNothing({ target: [webinarRegistrations.webinarId, webinarRegistrations.email] })
          .returning({ id: webinarRegistrations.id });
        if (inserted) return { id: inserted.id, created: true, joinUrl: webinar.joinUrl };
        const [existing] = await tx
          .select({ id: webinarRegistrations.id })
          .from(webinarRegistrations)
          .where(
            and(eq(webinarRegistrations.webinarId, webinarId), eq(webinarRegistrations.email, input.email)),
          )
          .limit(1);
        if (!existing) throw new Error("webinar registration neither inserted nor found");
        return { id: existing.id, created: false, joinUrl: webinar.joinUrl };
      });
    },
  };
}
export type WebinarsRepository = ReturnType<typeof createWebinarsRepository>;
