import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";

/**
 * Makes an account `days` old: the forum holds new accounts' posts with links for review
 * (contracts/community-moderation-text.ts), which tests about something else step past this way.
 */
export async function ageAccount(db: Database, userId: string, days = 30): Promise<void> {
  await db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
    .where(eq(users.id, userId));
}
