import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { calendarFeedTokens } from "#server/db/schema/live-classes.ts";

// Personal calendar feeds (issue 15): one per person, stored only as the SHA-256 of its token.

export function createCalendarFeedsRepository(db: Database) {
  return {
    /** Replaces the person's feed (the old address stops working at once). */
    async replace(userId: string, tokenHash: string, now: Date): Promise<void> {
      await db
        .insert(calendarFeedTokens)
        .values({ userId, tokenHash, createdAt: now })
        .onConflictDoUpdate({ target: calendarFeedTokens.userId, set: { tokenHash, createdAt: now } });
    },
    async of(userId: string): Promise<{ createdAt: Date } | undefined> {
      const [row] = await db
        .select({ createdAt: calendarFeedTokens.createdAt })
        .from(calendarFeedTokens)
        .where(eq(calendarFeedTokens.userId, userId))
        .limit(1);
      return row;
    },
    async ownerOf(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: calendarFeedTokens.userId })
        .from(calendarFeedTokens)
        .where(eq(calendarFeedTokens.tokenHash, tokenHash))
        .limit(1);
      return row?.userId;
    },
    async revoke(userId: string): Promise<void> {
      await db.delete(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId));
    },
  };
}
export type CalendarFeedsRepository = ReturnType<typeof createCalendarFeedsRepository>;
