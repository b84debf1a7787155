import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// The prose of the site's fixed pages (about, privacy, community, investors, corporate training, ...):
// editable without a deploy and searchable alongside the rest of the content.
export const sitePages = pgTable("site_pages", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** The route it belongs to, e.g. '/about'. */
  path: text("path").notNull().unique(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  bodyMarkdown: text("body_markdown").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
