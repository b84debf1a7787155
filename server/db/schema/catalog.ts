import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const courses = pgTable("courses", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  level: text("level", { enum: ["beginner", "intermediate", "advanced"] }).notNull(),
  durationWeeks: integer("duration_weeks").notNull(),
  /** Price in US cents: money is never a float. */
  priceCents: integer("price_cents").notNull(),
  currency: text("currency").notNull().default("USD"),
  /** What a graduate can do; the assistant and (later) the course pages show them. */
  outcomes: jsonb("outcomes").$type<string[]>().notNull().default([]),
  prerequisites: text("prerequisites").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const batches = pgTable(
  "batches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stable key the seed uses to stay idempotent; admin-created batches leave it null. */
    code: text("code").unique(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    type: text("type", { enum: ["weekend", "fast_track", "regular"] }).notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    schedule: text("schedule").notNull(),
    seatsTotal: integer("seats_total").notNull(),
    seatsTaken: integer("seats_taken").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("batches_start_date_idx").on(t.startDate),
    check("batches_seats_ok", sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.seatsTotal}`),
  ],
);
