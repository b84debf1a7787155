import { lt } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { captchaUses } from "#server/db/schema/captcha.ts";

export function createCaptchaRepository(db: Database) {
  return {
    /**
     * Records the use of a challenge; false when it was already used. One statement, so two requests
     * racing with the same token (on one instance or two) cannot both win.
     */
    async markUsed(challengeId: string, expiresAt: Date): Promise<boolean> {
      const inserted = await db
        .insert(captchaUses)
        .values({ challengeId, expiresAt })
        .onConflictDoNothing()
        .returning({ challengeId: captchaUses.challengeId });
      return inserted.length === 1;
    },
    /** Rows of expired challenges guard nothing: an expired challenge is refused before it gets here. */
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(captchaUses).where(lt(captchaUses.expiresAt, now));
    },
  };
}
export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
