import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { emailVerificationTokens } from "#server/db/schema/account-email.ts";
import { users } from "#server/db/schema/auth.ts";

export function createEmailVerificationRepository(db: Database) {
  return {
    /** Stores a new token (its hash) and voids the user's earlier unused ones: only the newest link works. */
    async replaceForUser(token: {
      id: string;
      userId: string;
      email: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(emailVerificationTokens)
          .where(
            and(eq(emailVerificationTokens.userId, token.userId), isNull(emailVerificationTokens.usedAt)),
          );
        await tx.insert(emailVerificationTokens).values({ ...token, email: token.email.toLowerCase() });
        // Housekeeping: links that expired a day ago are of no use to anyone.
        await tx
          .delete(emailVerificationTokens)
          .where(lt(emailVerificationTokens.expiresAt, new Date(token.createdAt.getTime() - 86_400_000)));
      });
    },

    /**
     * Uses the token up and marks the account's address verified, if the account still has the address
     * the link was mailed to. The conditional update is the single-use guarantee.
     */
    async redeem(id: string, now: Date): Promise<{ userId: string } | undefined> {
      return db.transaction(async (tx) => {
        const [token] = await tx
          .update(emailVerificationTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailVerificationTokens.id, id),
              isNull(emailVerificationTokens.usedAt),
              gt(emailVerificationTokens.expiresAt, now),
            ),
          )
          .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
        if (!token) return undefined;
        const [user] = await tx
          .update(users)
          .set({
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
          })
          .where(
            and(
              eq(users.id, token.userId),
              eq(sql`lower(${users.email})`, token.email),
              eq(users.active, true),
            ),
          )
          .returning({ id: users.id });
        return user ? { userId: user.id } : undefined;
      });
    },
  };
}
export type EmailVerificationRepository = ReturnType<typeof createEmailVerificationRepository>;
