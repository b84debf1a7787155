import { boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Key-value site settings an admin edits later (phone, email, ...). Seeded from SITE_PHONE / SITE_EMAIL,
// which keep applying until an admin has changed the value (editedByAdmin).
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  editedByAdmin: boolean("edited_by_admin").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// The version of the settings an admin edits as a whole (phone, email, the promo banner): one row, id 1,
// bumped by every save, so a save made on an older version is refused with 409 (decision 0046). Absent
// until the first save (version 1).
export const siteSettingsRevision = pgTable("site_settings_revision", {
  id: integer("id").primaryKey().default(1),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
