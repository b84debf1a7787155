import { numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { courses } from "./catalog.ts";

// What each model costs per million tokens, for the sandbox's estimate; the admin keeps it current.
export const modelPrices = pgTable("model_prices", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** e.g. 'gpt-4o-mini'. */
  model: text("model").notNull().unique(),
  provider: text("provider").notNull(),
  inputUsdPerMillion: numeric("input_usd_per_million", { precision: 10, scale: 4, mode: "number" }).notNull(),
  outputUsdPerMillion: numeric("output_usd_per_million", {
    precision: 10,
    scale: 4,
    mode: "number",
  }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// Prompt patterns taught in the courses, loadable into the sandbox.
export const promptTemplates = pgTable("prompt_templates", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  category: text("category").notNull(),
  description: text("description").notNull(),
  body: text("body").notNull(),
  courseId: uuid("course_id").references(() => courses.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
