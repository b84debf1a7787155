import { sql } from "drizzle-orm";
import {
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
import type { CampaignAudience } from "#contracts/newsletter-campaigns.ts";
import { users } from "./auth.ts";

/**
 * A newsletter campaign (issue 22): written in Markdown with a few blocks, sent to an audience of confirmed
 * subscribers. draft -> scheduled -> sending (paused <-> sending) -> sent; cancelled from any but sent.
 */
export const newsletterCampaigns = pgTable(
  "newsletter_campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull(),
    /** The line mail clients show after the subject. */
    preheader: text("preheader").notNull().default(""),
    body: text("body").notNull(),
    audience: jsonb("audience").$type<CampaignAudience>().notNull(),
    status: text("status", { enum: ["draft", "scheduled", "sending", "paused", "sent", "cancelled"] })
      .notNull()
      .default("draft"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** The sender's last turn: the next one may queue as many mails as the rate allows since then. */
    lastSendAt: timestamp("last_send_at", { withTimezone: true }),
    /**
     * The mail as rendered when sending started (prices and dates of that moment), with the recipient's
     * name and links left as placeholders: each recipient's copy is this with them filled in.
     */
    renderedHtml: text("rendered_html"),
    renderedText: text("rendered_text"),
    recipientCount: integer("recipient_count").notNull().default(0),
    /**
     * Whether its mails carry each recipient's own pixel and links (the setting when sending started). False:
     * one pixel and one set of links for the whole campaign, so opened, proxy-opened and clicked count loads
     * and clicks, not people, and nothing says who opened (decision 0067).
     */
    perSubscriberTracking: boolean("per_subscriber_tracking").notNull().default(true),
    /**
     * The analytics' counts, each raised once per recipient by the first event of its kind (the recipient
     * row's timestamps say which came first), so the analytics page reads them without counting events.
     */
    delivered: integer("delivered").notNull().default(0),
    bounced: integer("bounced").notNull().default(0),
    complained: integer("complained").notNull().default(0),
    /** Recipients who opened, not counting opens only a mail privacy proxy made. */
    opened: integer("opened").notNull().default(0),
    /** Recipients whose only opens were a privacy proxy's. */
    proxyOpened: integer("proxy_opened").notNull().default(0),
    clicked: integer("clicked").notNull().default(0),
    /** Optimistic concurrency (issue 17): a save names the version it edited. */
    version: integer("version").notNull().default(1),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("newsletter_campaigns_status_idx").on(t.status, t.scheduledAt)],
);

/**
 * One row per campaign and address, made when sending starts: the unique pair is the idempotency key that
 * sends each recipient one mail, whichever instance sends and however often it restarts. `mailId` is the
 * outbox row queued for it, in the same transaction that marks it queued.
 */
export const newsletterCampaignRecipients = pgTable(
  "newsletter_campaign_recipients",
  {
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    subscriberId: uuid("subscriber_id"),
    /** The account's name when the address has one (the greeting's first name), as sending started. */
    name: text("name"),
    status: text("status", { enum: ["pending", "queued", "skipped"] })
      .notNull()
      .default("pending"),
    mailId: uuid("mail_id"),
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    bouncedAt: timestamp("bounced_at", { withTimezone: true }),
    complainedAt: timestamp("complained_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    proxyOpenedAt: timestamp("proxy_opened_at", { withTimezone: true }),
    clickedAt: timestamp("clicked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_campaign_recipients_pk").on(t.campaignId, t.email),
    index("newsletter_campaign_recipients_pending_idx").on(t.campaignId).where(sql`status = 'pending'`),
    index("newsletter_campaign_recipients_mail_idx").on(t.mailId),
  ],
);

/** A saved audience: a name for a set of rules, chosen when composing a campaign. */
export const newsletterSegments = pgTable("newsletter_segments", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  rules: jsonb("rules").$type<CampaignAudience>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Clicks per link of a campaign: every click, and recipients who clicked it (their first click of it). */
export const newsletterCampaignLinks = pgTable(
  "newsletter_campaign_links",
  {
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    clicks: integer("clicks").notNull().default(0),
    uniqueClicks: integer("unique_clicks").notNull().default(0),
  },
  (t) => [uniqueIndex("newsletter_campaign_links_pk").on(t.campaignId, t.url)],
);
