import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";
import { passwordResetTokens } from "#server/db/schema/password-reset.ts";
import { createUsersRepository } from "#server/modules/auth/users-repository.ts";

export type TokenOwner = { userId: string; name: string; email: string };

export function createPasswordResetRepository(db: Database) {
  return {
    /** Stores a new token (its hash) and voids the user's earlier unused ones: only the newest link works. */
    async replaceForUser(token: {
      id: string;
      userId: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(passwordResetTokens)
          .where(and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)));
        await tx.insert(passwordResetTokens).values(token);
      });
    },

    /** The active owner of an unused, unexpired token, without using it up. */
    async findUsable(id: string, now: Date): Promise<TokenOwner | undefined> {
      const [row] = await db
        .select({ userId: users.id, name: users.name, email: users.email })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(
          and(
            eq(passwordResetTokens.id, id),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
            eq(users.active, true),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Uses the token up and sets the new password in one transaction. The conditional update is the
     * single-use guarantee: of two concurrent calls exactly one gets the row back; the other gets
     * undefined and changes nothing.
     */
    async redeem(id: string, now: Date, passwordHash: string): Promise<{ userId: string } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.id, id),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!row) return undefined;
        await createUsersRepository(tx as unknown as Database).setPassword(row.userId, passwordHash);
        return row;
      });
    },

    /** Housekeeping: tokens that expired before `before` are of no use to anyone. */
    async deleteExpired(before: Date): Promise<void> {
      await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, before));
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
