import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

// Privacy-friendly analytics: no cookies, no raw IP. A visitor is a salted hash of IP and user agent
// with a salt that changes every day and is deleted afterwards, so days cannot be linked.
export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    referrerHost: text("referrer_host"),
    screenWidth: integer("screen_width"),
    visitorHash: text("visitor_hash").notNull(),
    /** The first view of a visit (a tab opened from outside the site): its path is the visit's entry page. */
    entry: boolean("entry").notNull().default(false),
    /** The landing URL's utm_* parameters, on the entry view only. */
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("page_views_day_idx").on(t.day), index("page_views_path_day_idx").on(t.path, t.day)],
);

export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * A closed day's page views summed per dimension (decision 0059): `site` (key ''), `page` (path), `referrer`
 * (host), `campaign` (source, medium and campaign joined by a unit separator), `device`, and `funnel` (key
 * `program` or `checkout`: the day's visitors who reached that step). Written once per day by the roll-up
 * sweep; the Analytics page reads these, and only today's raw rows.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension").notNull(),
    key: text("key").notNull(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
    entries: integer("entries").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.dimension, t.key] }),
    index("analytics_daily_dimension_day_idx").on(t.dimension, t.day),
  ],
);

/** The days rolled up: a row is the claim (one instance rolls a day up) and the proof it is done. */
export const analyticsRollups = pgTable("analytics_rollups", {
  day: date("day", { mode: "string" }).primaryKey(),
  views: integer("views").notNull(),
  rolledAt: timestamp("rolled_at", { withTimezone: true }).notNull().defaultNow(),
});
