import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { batches, courses } from "./catalog.ts";

// What a course teaches (issue 14): modules in order, lessons in order within them, and each learner's
// trace through them. The public curriculum on the course page reads the same tables (published lessons).

export const lessonKinds = ["article", "video", "live_session", "quiz", "assignment", "resources"] as const;
export type LessonKind = (typeof lessonKinds)[number];

export const courseModules = pgTable(
  "course_modules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** Teaching order, from 0; unique per course so two editors cannot leave two modules in one place. */
    position: integer("position").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /**
     * Drip: the module opens this many days after its batch starts (0 = on the first day). Null opens it
     * on enrollment. Self-paced enrollments see every module.
     */
    opensAfterDays: integer("opens_after_days"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("course_modules_course_position_idx").on(t.courseId, t.position),
    check("course_modules_opens_after_days_ok", sql`${t.opensAfterDays} is null or ${t.opensAfterDays} >= 0`),
  ],
);

export const lessons = pgTable(
  "lessons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    moduleId: uuid("module_id")
      .notNull()
      .references(() => courseModules.id, { onDelete: "cascade" }),
    /** The module's course, kept here so access checks and progress read one table. */
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    kind: text("kind", { enum: lessonKinds }).notNull().default("article"),
    durationMinutes: integer("duration_minutes").notNull().default(0),
    /** Drafts are seen only by the course's instructors and admins; the curriculum and progress skip them. */
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("draft"),
    /** Shown on the public course page to anyone. */
    freePreview: boolean("free_preview").notNull().default(false),
    /** Counts towards progress; optional lessons can be completed but do not move it. */
    required: boolean("required").notNull().default(true),
    /** Markdown, rendered and sanitised on the server (server/lib/markdown.ts). */
    body: text("body").notNull().default(""),
    /**
     * A YouTube or Vimeo video instead of an uploaded one, stored as the canonical privacy-enhanced player
     * URL (contracts/video-embed-url.ts); an uploaded video of the lesson wins over it.
     */
    videoEmbedUrl: text("video_embed_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lessons_module_position_idx").on(t.moduleId, t.position),
    index("lessons_course_idx").on(t.courseId),
    check("lessons_duration_ok", sql`${t.durationMinutes} >= 0`),
    // Only the two players' own URLs ever reach an iframe, whatever writes the row.
    check(
      "lessons_video_embed_url_ok",
      sql`${t.videoEmbedUrl} is null or ${t.videoEmbedUrl} ~ '^https://(www[.]youtube-nocookie[.]com/embed/|player[.]vimeo[.]com/video/)'`,
    ),
  ],
);

/** One learner on one lesson: completion, where the video stopped, their private note, when they last opened it. */
export const lessonProgress = pgTable(
  "lesson_progress",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    videoPositionSeconds: integer("video_position_seconds").notNull().default(0),
    note: text("note").notNull().default(""),
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index("lesson_progress_user_course_idx").on(t.userId, t.courseId),
    check("lesson_progress_position_ok", sql`${t.videoPositionSeconds} >= 0`),
  ],
);

export const lessonFileRoles = ["video", "captions", "resource"] as const;
export type LessonFileRole = (typeof lessonFileRoles)[number];

/**
 * A file attached to a lesson: its video, the video's WebVTT captions, or a resource to download. The
 * bytes live in the file storage (server/providers/storage) under `storageKey`; this row is what access
 * checks and the lesson page read.
 */
export const lessonFiles = pgTable(
  "lesson_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    role: text("role", { enum: lessonFileRoles }).notNull(),
    /** The name the uploader gave it, shown and offered as the download's name. */
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    storageKey: text("storage_key").notNull().unique(),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lesson_files_lesson_idx").on(t.lessonId),
    check("lesson_files_size_ok", sql`${t.sizeBytes} >= 0`),
  ],
);

/**
 * A message from a course's instructors to one batch (issue 14): shown on its students' course outline and
 * mailed to them through the outbox when posted. The limits repeat the API's (contracts/announcements-text.ts)
 * so nothing longer gets in by another road.
 */
export const batchAnnouncements = pgTable(
  "batch_announcements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    batchId: uuid("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    /** The batch's course, kept here so a course's announcements are one indexed read. */
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** Who posted it; an account deleted later leaves the announcement without an author. */
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Plain text, never rendered as HTML. */
    title: text("title").notNull(),
    /** Markdown, rendered and sanitised on the server (server/lib/markdown.ts). */
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("batch_announcements_batch_created_idx").on(t.batchId, t.createdAt),
    index("batch_announcements_course_created_idx").on(t.courseId, t.createdAt),
    check("batch_announcements_title_length", sql`char_length(${t.title}) between 1 and 200`),
    check("batch_announcements_body_length", sql`char_length(${t.body}) between 1 and 10000`),
  ],
);
