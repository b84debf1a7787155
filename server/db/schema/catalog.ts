import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

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
  /** One line under the title on cards and the course page. */
  tagline: text("tagline").notNull().default(""),
  format: text("format", { enum: ["live_online", "self_paced", "hybrid"] })
    .notNull()
    .default("live_online"),
  /** Price before the early-bird deadline (a batch's start minus 30 days, SPEC.md section 9); null when none. */
  earlyBirdPriceCents: integer("early_bird_price_cents"),
  // The curriculum lives in course_modules and lessons (schema/learning.ts, issue 14).
  toolsCovered: jsonb("tools_covered").$type<string[]>().notNull().default([]),
  /** What the certificate attests and how it is earned. */
  certificate: text("certificate").notNull().default(""),
  /** Cover illustration under public/ (e.g. /assets/courses/ai-engineers.svg). */
  imagePath: text("image_path"),
  /** Hidden courses keep their pages and enrollments but leave the catalog. */
  published: boolean("published").notNull().default(true),
  /**
   * Set when an admin archives the course (decision 0044): gone from the catalog, its page and checkout
   * (published is false too); enrollments and the player stay. Null for a live or unpublished course.
   */
  archivedAt: timestamp("archived_at", { withTimezone: true }),
  /** The course page's <title> and meta description when set; the title and summary otherwise. */
  seoTitle: text("seo_title").notNull().default(""),
  seoDescription: text("seo_description").notNull().default(""),
  /** Optimistic concurrency (decision 0042): every admin save increments it. */
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const batchStatuses = ["draft", "open", "closed", "cancelled"] as const;

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
    // Issue 17 (decision 0045): what the admin's Bootcamp Batches page edits beside the above.
    /** draft: not shown, not sold; open: shown and sold; closed / cancelled: neither (full is derived). */
    status: text("status", { enum: batchStatuses }).notNull().default("open"),
    /** Last class day; null when not announced. */
    endDate: date("end_date", { mode: "string" }),
    /** IANA zone the schedule text is written in. */
    timeZone: text("time_zone").notNull().default("America/New_York"),
    /** Overrides the default deadline (start minus 30 days); the early-bird price holds before this day. */
    earlyBirdDeadline: date("early_bird_deadline", { mode: "string" }),
    /** This batch's price in cents instead of the course's list price; null: the course's price. */
    priceOverrideCents: integer("price_override_cents"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("batches_start_date_idx").on(t.startDate),
    check("batches_price_override_ok", sql`${t.priceOverrideCents} is null or ${t.priceOverrideCents} >= 0`),
    check("batches_seats_ok", sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.seatsTotal}`),
  ],
);

// The people who teach; a course lists them in order.
export const instructors = pgTable("instructors", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  /** Shown under the name and in Person structured data ('AI Instructor' when empty, SPEC.md section 9). */
  jobTitle: text("job_title").notNull().default(""),
  bio: text("bio").notNull(),
  photoPath: text("photo_path"),
  linkedinUrl: text("linkedin_url"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// Which public instructor profiles a course page shows, in order. (course_instructors, in enrollments.ts, is
// another thing: the instructor accounts that teach a course in the portal.)
export const courseInstructorProfiles = pgTable(
  "course_instructor_profiles",
  {
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    instructorId: uuid("instructor_id")
      .notNull()
      .references(() => instructors.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.instructorId] })],
);

// Graduates' reviews; only published ones count toward a course's rating.
export const courseReviews = pgTable(
  "course_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stable key the seed uses to stay idempotent; reviews collected later leave it null. */
    code: text("code").unique(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    /** e.g. 'Data analyst at a logistics company'. */
    authorRole: text("author_role").notNull().default(""),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    published: boolean("published").notNull().default(true),
    /** Shown on the home page's testimonials. */
    featured: boolean("featured").notNull().default(false),
    /** The school's answer, shown under the review on the course page as plain text; null when none. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("course_reviews_course_idx").on(t.courseId),
    check("course_reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

// Questions about one course (the site-wide ones live in faqs).
export const courseFaqs = pgTable(
  "course_faqs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("course_faqs_course_question_idx").on(t.courseId, t.question)],
);
