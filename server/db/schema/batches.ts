import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { batches } from "./catalog.ts";
import { orders } from "./checkout.ts";

// The batches module (issue 17, decision 0045): who teaches a batch, and the waitlist of a full one.

/** Instructor accounts that teach this batch (each also teaches the course: course_instructors). */
export const batchInstructors = pgTable(
  "batch_instructors",
  {
    batchId: uuid("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.userId] })],
);

export const waitlistStatuses = ["waiting", "offered", "claimed", "expired", "removed"] as const;

/**
 * A visitor in line for a full batch. `offered` holds a seat until `offer_expires_at` (counted like a
 * checkout's hold); `claimed` once the signed link started a checkout; `expired` when the offer lapsed.
 * One live entry (waiting or offered) per address and batch.
 */
export const batchWaitlist = pgTable(
  "batch_waitlist",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    batchId: uuid("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Lower-cased. */
    email: text("email").notNull(),
    status: text("status", { enum: waitlistStatuses }).notNull().default("waiting"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    claimedOrderId: uuid("claimed_order_id").references(() => orders.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("batch_waitlist_live_email_idx")
      .on(t.batchId, t.email)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index("batch_waitlist_line_idx").on(t.batchId, t.status, t.joinedAt),
  ],
);
