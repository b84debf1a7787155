import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { batches } from "./catalog.ts";

// A bootcamp application: the first step of the admissions funnel (submitted -> reviewed -> accepted/rejected).
export const bootcampApplications = pgTable(
  "bootcamp_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Set when the applicant was signed in. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    fullName: text("full_name").notNull(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    country: text("country").notNull(),
    /** Current job or study, e.g. 'Backend developer'. */
    currentRole: text("current_role").notNull(),
    experienceLevel: text("experience_level", {
      enum: ["none", "some_programming", "professional_developer", "data_or_ml"],
    }).notNull(),
    background: text("background").notNull(),
    goals: text("goals").notNull(),
    preferredBatchId: uuid("preferred_batch_id").references(() => batches.id, { onDelete: "set null" }),
    portfolioUrl: text("portfolio_url"),
    status: text("status", { enum: ["submitted", "under_review", "accepted", "rejected", "waitlisted"] })
      .notNull()
      .default("submitted"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("bootcamp_applications_created_idx").on(t.createdAt),
    index("bootcamp_applications_email_idx").on(t.email),
  ],
);
