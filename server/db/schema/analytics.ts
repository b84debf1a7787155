import { bigserial, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("page_views_day_idx").on(t.day), index("page_views_path_day_idx").on(t.path, t.day)],
);

export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});
