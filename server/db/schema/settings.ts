import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Key-value site settings an admin edits later (phone, email, ...). Seeded from SITE_PHONE / SITE_EMAIL,
// which keep applying until an admin has changed the value (editedByAdmin).
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  editedByAdmin: boolean("edited_by_admin").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
