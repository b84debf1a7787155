import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

// Email verification and email changes (decision 0019). Like password reset tokens, only the SHA-256 of
// each emailed token is stored; every link works once, set atomically (update ... where used is null).

export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    /** SHA-256 (hex) of the emailed token. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The address the link was mailed to: it verifies only while the account still has this address. */
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("email_verification_tokens_user_idx").on(t.userId)],
);

/**
 * A requested email change. It applies only when the link mailed to the new address is opened
 * (`confirmTokenHash`, 60 minutes); the old address gets a "this wasn't me" link (`cancelTokenHash`, 7 days)
 * that voids it, or undoes it once applied, and signs out every session.
 */
export const emailChanges = pgTable(
  "email_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    oldEmail: text("old_email").notNull(),
    /** Restored with the old address when the owner undoes an applied change. */
    oldEmailVerifiedAt: timestamp("old_email_verified_at", { withTimezone: true }),
    /** Stored lower-cased. */
    newEmail: text("new_email").notNull(),
    /** For an address another account uses, the hash of a token that was never sent (no one can confirm). */
    confirmTokenHash: text("confirm_token_hash").notNull(),
    cancelTokenHash: text("cancel_token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }).notNull(),
    cancelExpiresAt: timestamp("cancel_expires_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** Replaced by a newer request, or cancelled: it can no longer be confirmed. */
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    cancelUsedAt: timestamp("cancel_used_at", { withTimezone: true }),
  },
  (t) => [
    index("email_changes_user_idx").on(t.userId),
    uniqueIndex("email_changes_confirm_token_idx").on(t.confirmTokenHash),
    uniqueIndex("email_changes_cancel_token_idx").on(t.cancelTokenHash),
  ],
);
