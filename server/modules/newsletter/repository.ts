import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { newsletterSubscribers } from "#server/db/schema/newsletter.ts";

export function createNewsletterRepository(db: Database) {
  return {
    /** One row per address: a repeat subscribes again (if it had unsubscribed) and never duplicates. */
    async subscribe(email: string, source: string): Promise<void> {
      await db
        .insert(newsletterSubscribers)
        .values({ email, source })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: { status: "subscribed", updatedAt: sql`now()` },
        });
    },
    async countSubscribed(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(newsletterSubscribers)
        .where(sql`${newsletterSubscribers.status} = 'subscribed'`);
      return row?.n ?? 0;
    },
  };
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
