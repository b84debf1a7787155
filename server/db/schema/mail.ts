import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

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
    /** suppressed: not sent, the address is on the suppression list (a hard bounce, a complaint, an erasure). */
    status: text("status", { enum: ["pending", "sent", "failed", "outbox", "suppressed"] })
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

/**
 * Addresses no mail goes to (issue 22): a hard bounce or a complaint reported by the mail provider, or an
 * erasure on request. Kept as a hash of the normalised address (server/modules/mail/suppression-hash.ts), so
 * an erased address leaves no readable trace and is still recognised when it is imported again.
 */
export const mailSuppressions = pgTable("mail_suppressions", {
  emailHash: text("email_hash").primaryKey(),
  reason: text("reason", { enum: ["hard-bounce", "complaint", "erased"] }).notNull(),
  /** Where it came from: the provider ("generic", "ses") or "admin". */
  source: text("source").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Delivery events the mail provider reported (issue 22's webhook): delivered, bounce (hard or soft),
 * complaint. `mailId` is the outbox row the provider's copy of our X-Mail-Id header names, when it does;
 * `eventKey` is the provider's own id of the event, so a retried webhook records it once.
 */
export const mailEvents = pgTable(
  "mail_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventKey: text("event_key").notNull(),
    provider: text("provider", { enum: ["generic", "ses"] }).notNull(),
    type: text("type", { enum: ["delivered", "bounce", "complaint"] }).notNull(),
    bounceType: text("bounce_type", { enum: ["hard", "soft"] }),
    mailId: uuid("mail_id"),
    emailHash: text("email_hash").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("mail_events_key_idx").on(t.provider, t.eventKey),
    index("mail_events_mail_idx").on(t.mailId),
  ],
);

/**
 * Every load of a tracked mail's pixel and every click of its signed links (issue 22), beside the outbox's
 * first-open and click columns: the raw record the analytics roll into per-campaign counts. `proxy` marks an
 * open by a mail privacy proxy (Apple Mail Privacy Protection, Gmail's image proxy...), which loads images
 * whether or not the person read the mail (server/modules/mail/privacy-proxy.ts).
 */
export const mailTrackingEvents = pgTable(
  "mail_tracking_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    mailId: uuid("mail_id").notNull(),
    kind: text("kind", { enum: ["open", "click"] }).notNull(),
    url: text("url"),
    proxy: boolean("proxy").notNull().default(false),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("mail_tracking_events_mail_idx").on(t.mailId, t.kind)],
);
