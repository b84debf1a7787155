import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

// Openings on /careers (kind 'job') and /internship (kind 'internship').
export const jobOpenings = pgTable("job_openings", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  kind: text("kind", { enum: ["job", "internship"] }).notNull(),
  title: text("title").notNull(),
  team: text("team").notNull(),
  location: text("location").notNull(),
  /** e.g. 'Full-time', 'Part-time, 12 weeks'. */
  employmentType: text("employment_type").notNull(),
  summary: text("summary").notNull(),
  descriptionMarkdown: text("description_markdown").notNull(),
  status: text("status", { enum: ["open", "closed"] })
    .notNull()
    .default("open"),
  /** The content studio (issue 21): a draft is not shown; publish_at set: goes live then (claimed once). */
  publication: text("publication", { enum: ["draft", "published"] })
    .notNull()
    .default("published"),
  publishAt: timestamp("publish_at", { withTimezone: true }),
  /** Optimistic concurrency (issue 17): every studio write names the version it saw. */
  version: integer("version").notNull().default(1),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    openingId: uuid("opening_id")
      .notNull()
      .references(() => jobOpenings.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    profileUrl: text("profile_url"),
    coverLetter: text("cover_letter").notNull().default(""),
    /** Generated file name under DATA_DIR/uploads/cv; the visitor's own name is kept apart, never used as a path. */
    cvFile: text("cv_file").notNull(),
    cvOriginalName: text("cv_original_name").notNull(),
    cvBytes: integer("cv_bytes").notNull(),
    status: text("status", { enum: ["submitted", "reviewing", "interview", "offer", "rejected"] })
      .notNull()
      .default("submitted"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_applications_opening_idx").on(t.openingId)],
);
