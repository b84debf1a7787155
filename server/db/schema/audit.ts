import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

// Every write an admin or instructor makes (decision 0042): who, when, what, and the record before and after
// where the use case says so. Rows are only ever inserted; nothing in the app updates or deletes them.
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null once the account is deleted; the name and role below keep saying who it was. */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    actorRole: text("actor_role").notNull(),
    /** What was done, `<entity>.<verb>` (`course.update`), or `request` for a write no use case described. */
    action: text("action").notNull(),
    /** The kind of record (`course`, `batch`, `application`, `setting`...). */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    /** One line a person reads in the list ("Price 49900 -> 59900"). */
    summary: text("summary").notNull().default(""),
    before: jsonb("before"),
    after: jsonb("after"),
    /** The request that made the change (the x-request-id of its answer, and of its log lines). */
    requestId: text("request_id"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_entity_idx").on(t.entityType, t.entityId, t.at),
    index("audit_log_actor_idx").on(t.actorId, t.at),
  ],
);
