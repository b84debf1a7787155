import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Solved ALTCHA challenges that were spent. In the database, not in memory, so every instance behind
// the load balancer refuses a replay. A row only matters until its challenge expires; then it is deleted.
export const captchaUses = pgTable(
  "captcha_uses",
  {
    /** The challenge's HMAC signature: unique per issued challenge and covered by the server's key. */
    challengeId: text("challenge_id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("captcha_uses_expires_at_idx").on(t.expiresAt)],
);
