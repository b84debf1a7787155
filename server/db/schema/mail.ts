import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// Every outgoing mail is written here first, then delivered (SMTP when SMTP_URL is set, else it stays in
// this local outbox and is logged). A failed delivery is retried later, so a mail server outage loses nothing.
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Text attachments (a webinar's calendar invite), kept with the mail so every retry carries them. */
    attachments: jsonb("attachments").$type<{ filename: string; contentType: string; content: string }[]>(),
    /**
     * An HTTPS address that unsubscribes the recipient from this kind of mail without signing in: sent as
     * List-Unsubscribe with List-Unsubscribe-Post (RFC 8058 one-click), so mail clients offer the button.
     */
    listUnsubscribe: text("list_unsubscribe"),
    /** Which template produced it (password-reset, password-changed, ...), for the admin view and tests. */
    kind: text("kind").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed", "outbox"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The HTML part went out with an open pixel and signed links (kinds that allow it, decision 0046). */
    tracked: boolean("tracked").notNull().default(false),
    /** The first load of the open pixel (mail clients that load images); later loads change nothing. */
    firstOpenedAt: timestamp("first_opened_at", { withTimezone: true }),
    firstClickedAt: timestamp("first_clicked_at", { withTimezone: true }),
    clickCount: integer("click_count").notNull().default(0),
    /** A copy an admin queued again from Email Tracking names the mail it copies. */
    resentFromId: uuid("resent_from_id"),
  },
  (t) => [
    index("mail_outbox_status_next_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_created_idx").on(t.createdAt),
  ],
);
