import { and, desc, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { emailChanges } from "#server/db/schema/account-email.ts";
import { sessions, users } from "#server/db/schema/auth.ts";
import { passwordResetTokens } from "#server/db/schema/password-reset.ts";

export type NewEmailChange = {
  userId: string;
  oldEmail: string;
  oldEmailVerifiedAt: Date | null;
  newEmail: string;
  confirmTokenHash: string;
  cancelTokenHash: string;
  createdAt: Date;
  confirmExpiresAt: Date;
  cancelExpiresAt: Date;
};

export type ConfirmOutcome =
  | { status: "confirmed"; userId: string; newEmail: string }
  | { status: "invalid" }
  | { status: "taken"; userId: string };

const pending = (now: Date) =>
  and(
    isNull(emailChanges.confirmedAt),
    isNull(emailChanges.voidedAt),
    gt(emailChanges.confirmExpiresAt, now),
  );

export function createEmailChangeRepository(db: Database) {
  return {
    /** The user's change waiting for its link, if any (the newest request replaces earlier ones). */
    async findPending(
      userId: string,
      now: Date,
    ): Promise<{ newEmail: string; confirmExpiresAt: Date } | undefined> {
      const [row] = await db
        .select({ newEmail: emailChanges.newEmail, confirmExpiresAt: emailChanges.confirmExpiresAt })
        .from(emailChanges)
        .where(and(eq(emailChanges.userId, userId), pending(now)))
        .orderBy(desc(emailChanges.createdAt))
        .limit(1);
      return row;
    },

    /** Stores a request and voids the user's earlier pending ones: only the newest link can confirm. */
    async replacePending(change: NewEmailChange): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(emailChanges)
          .set({ voidedAt: change.createdAt })
          .where(
            and(
              eq(emailChanges.userId, change.userId),
              isNull(emailChanges.confirmedAt),
              isNull(emailChanges.voidedAt),
            ),
          );
        await tx.insert(emailChanges).values(change);
      });
    },

    /**
     * Applies the change of this confirmation link: the account gets the new address, verified. Single use:
     * the conditional update lets one of two concurrent calls through. An address another account took in
     * the meantime voids the change instead.
     */
    async confirm(confirmTokenHash: string, now: Date): Promise<ConfirmOutcome> {
      return db.transaction(async (tx) => {
        const [change] = await tx
          .update(emailChanges)
          .set({ confirmedAt: now })
          .where(and(eq(emailChanges.confirmTokenHash, confirmTokenHash), pending(now)))
          .returning({
            id: emailChanges.id,
            userId: emailChanges.userId,
            oldEmail: emailChanges.oldEmail,
            newEmail: emailChanges.newEmail,
          });
        if (!change) return { status: "invalid" } as const;
        const [other] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(sql`lower(${users.email})`, change.newEmail), ne(users.id, change.userId)))
          .limit(1);
        if (other) {
          await tx
            .update(emailChanges)
            .set({ confirmedAt: null, voidedAt: now })
            .where(eq(emailChanges.id, change.id));
          return { status: "taken", userId: change.userId } as const;
        }
        const [user] = await tx
          .update(users)
          .set({ email: change.newEmail, emailVerifiedAt: now, updatedAt: now })
          .where(
            and(
              eq(users.id, change.userId),
              eq(sql`lower(${users.email})`, change.oldEmail.toLowerCase()),
              eq(users.active, true),
            ),
          )
          .returning({ id: users.id });
        if (!user) {
          await tx
            .update(emailChanges)
            .set({ confirmedAt: null, voidedAt: now })
            .where(eq(emailChanges.id, change.id));
          return { status: "invalid" } as const;
        }
        return { status: "confirmed", userId: change.userId, newEmail: change.newEmail } as const;
      });
    },

    /**
     * "This wasn't me" (single use): voids every pending change of the account; if this change was applied
     * and the account still has its new address, the old address comes back (unless another account took
     * it since); every session and every unused password reset link of the account ends. One transaction.
     */
    async cancel(
      cancelTokenHash: string,
      now: Date,
    ): Promise<{ userId: string; oldEmail: string; reverted: boolean } | undefined> {
      return db.transaction(async (tx) => {
        const [change] = await tx
          .update(emailChanges)
          .set({ cancelUsedAt: now })
          .where(
            and(
              eq(emailChanges.cancelTokenHash, cancelTokenHash),
              isNull(emailChanges.cancelUsedAt),
              gt(emailChanges.cancelExpiresAt, now),
            ),
          )
          .returning({
            userId: emailChanges.userId,
            oldEmail: emailChanges.oldEmail,
            oldEmailVerifiedAt: emailChanges.oldEmailVerifiedAt,
            newEmail: emailChanges.newEmail,
            confirmedAt: emailChanges.confirmedAt,
          });
        if (!change) return undefined;
        await tx
          .update(emailChanges)
          .set({ voidedAt: now })
          .where(
            and(
              eq(emailChanges.userId, change.userId),
              isNull(emailChanges.confirmedAt),
              isNull(emailChanges.voidedAt),
            ),
          );
        let reverted = false;
        if (change.confirmedAt) {
          const [other] = await tx
            .select({ id: users.id })
            .from(users)
            .where(
              and(eq(sql`lower(${users.email})`, change.oldEmail.toLowerCase()), ne(users.id, change.userId)),
            )
            .limit(1);
          if (!other) {
            const rows = await tx
              .update(users)
              .set({ email: change.oldEmail, emailVerifiedAt: change.oldEmailVerifiedAt, updatedAt: now })
              .where(and(eq(users.id, change.userId), eq(sql`lower(${users.email})`, change.newEmail)))
              .returning({ id: users.id });
            reverted = rows.length > 0;
          }
        }
        await tx
          .delete(passwordResetTokens)
          .where(and(eq(passwordResetTokens.userId, change.userId), isNull(passwordResetTokens.usedAt)));
        await tx.delete(sessions).where(eq(sessions.userId, change.userId));
        return { userId: change.userId, oldEmail: change.oldEmail, reverted };
      });
    },

    /** Housekeeping: requests whose both links expired are of no use to anyone. */
    async deleteSpent(before: Date): Promise<void> {
      await db.delete(emailChanges).where(lt(emailChanges.cancelExpiresAt, before));
    },
  };
}
export type EmailChangeRepository = ReturnType<typeof createEmailChangeRepository>;
