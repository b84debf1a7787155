import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { applicationStatuses, templateStatuses } from "#contracts/application-pipeline-text.ts";
import { users } from "./auth.ts";
import { batches } from "./catalog.ts";

// A bootcamp application: the first step of the admissions funnel, then the admin's pipeline (decision 0043:
// submitted -> in review -> interview -> accepted / waitlisted / rejected / withdrawn).
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
    status: text("status", { enum: applicationStatuses }).notNull().default("submitted"),
    /** Optimistic concurrency (decision 0042): every status change increments it. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("bootcamp_applications_created_idx").on(t.createdAt),
    index("bootcamp_applications_email_idx").on(t.email),
    index("bootcamp_applications_status_idx").on(t.status, t.createdAt),
  ],
);

/** An admin's note on an application; notes are only added, never edited. */
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => bootcampApplications.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept so the note still says who wrote it once the account is gone. */
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_notes_application_idx").on(t.applicationId, t.createdAt)],
);

/** Every status an application went through, with who moved it and the subject of the mail it sent. */
export const applicationStatusChanges = pgTable(
  "application_status_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => bootcampApplications.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: applicationStatuses }),
    toStatus: text("to_status", { enum: applicationStatuses }).notNull(),
    byId: uuid("by_id").references(() => users.id, { onDelete: "set null" }),
    byName: text("by_name").notNull(),
    /** Null when the admin chose not to mail the applicant. */
    mailSubject: text("mail_subject"),
    mailed: boolean("mailed").notNull().default(false),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_status_changes_application_idx").on(t.applicationId, t.at)],
);

/**
 * The admins' text of the mail each status sends. A status without a row mails the built-in text
 * (server/modules/admissions/status-mail-defaults.ts) as version 1; the first save stores version 2.
 */
export const applicationMailTemplates = pgTable("application_mail_templates", {
  status: text("status", { enum: templateStatuses }).primaryKey(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedById: uuid("updated_by_id").references(() => users.id, { onDelete: "set null" }),
  updatedByName: text("updated_by_name"),
});
