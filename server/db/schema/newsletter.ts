import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Always stored lower-cased (the contract lower-cases it), so a plain unique index gives one row per address. */
    email: text("email").notNull(),
    /**
     * pending: asked, not yet confirmed from the mail (issue 22's double opt-in); subscribed: confirmed, or
     * from before double opt-in (then `confirmedAt` is null); unsubscribed.
     */
    status: text("status", { enum: ["pending", "subscribed", "unsubscribed"] })
      .notNull()
      .default("subscribed"),
    source: text("source").notNull().default("site"),
    /** The consent: when it was given, on which page (the form's page) and through which form. */
    consentAt: timestamp("consent_at", { withTimezone: true }),
    consentPage: text("consent_page"),
    consentForm: text("consent_form"),
    /** When the confirmation mail now in force was queued: its link names this instant, so an older one fails. */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /**
     * The topics (contracts/newsletter.ts) the subscriber turned off on the preferences page. Stored as the
     * ones left out, so a topic added later reaches everyone who subscribed to "the newsletter".
     */
    topicsOff: text("topics_off").array().notNull().default(sql`'{}'::text[]`),
    /** No campaign mail until then (the preferences page's pause); null: not paused. */
    pausedUntil: timestamp("paused_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_idx").on(t.email)],
);
