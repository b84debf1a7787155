import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { batches, courses } from "./catalog.ts";

export const enrollments = pgTable(
  "enrollments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    /** Null for self-paced enrollments. */
    batchId: uuid("batch_id").references(() => batches.id, { onDelete: "set null" }),
    status: text("status", { enum: ["active", "completed", "cancelled"] })
      .notNull()
      .default("active"),
    /** Percent, 0 to 100 (SPEC.md section 9: progress maximum 100). */
    progress: integer("progress").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("enrollments_user_idx").on(t.userId),
    uniqueIndex("enrollments_user_course_batch_idx").on(
      t.userId,
      t.courseId,
      sql`coalesce(${t.batchId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    check("enrollments_progress_range", sql`${t.progress} between 0 and 100`),
  ],
);

// Instructors teach courses; the instructor portal lists theirs.
export const courseInstructors = pgTable(
  "course_instructors",
  {
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("course_instructors_pk").on(t.courseId, t.userId)],
);
