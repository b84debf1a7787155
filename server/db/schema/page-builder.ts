import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { PageDocument } from "#contracts/page-builder.ts";
import { users } from "./auth.ts";

/**
 * A landing page made in the page builder (issue 21, decision 0068). The editor saves the draft; publishing
 * copies it to `published`, which is all visitors ever see, so a half-finished edit never reaches them.
 * `publishAt` set: the draft goes live then (the scheduled publisher claims the row, so once).
 */
export const landingPages = pgTable(
  "landing_pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    path: text("path").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    draft: jsonb("draft").$type<PageDocument>().notNull(),
    /** What visitors see; null while the page is not published. */
    published: jsonb("published").$type<PageDocument>(),
    /** The title and description visitors see (the draft's may differ until published). */
    publishedTitle: text("published_title"),
    publishedDescription: text("published_description"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** The draft version the published copy was made from. */
    publishedVersion: integer("published_version"),
    /** Variant B's draft (A is `draft`) while an A/B test is prepared or running; null: no variant. */
    variantDraft: jsonb("variant_draft").$type<PageDocument>(),
    /** B as visitors in bucket b see it; non-null: a test runs on the live page (since `variantStartedAt`). */
    variantPublished: jsonb("variant_published").$type<PageDocument>(),
    variantStartedAt: timestamp("variant_started_at", { withTimezone: true }),
    /** Optimistic concurrency (issue 17): every write names the version it saw. */
    version: integer("version").notNull().default(1),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("landing_pages_path_idx").on(t.path),
    index("landing_pages_publish_at_idx").on(t.publishAt),
  ],
);

/** Every saved state of a page's draft: the history the editor lists, diffs and restores. */
export const landingPageVersions = pgTable(
  "landing_page_versions",
  {
    pageId: uuid("page_id")
      .notNull()
      .references(() => landingPages.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    kind: text("kind", { enum: ["create", "save", "publish", "restore"] }).notNull(),
    path: text("path").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    document: jsonb("document").$type<PageDocument>().notNull(),
    savedBy: uuid("saved_by").references(() => users.id, { onDelete: "set null" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("landing_page_versions_page_number_idx").on(t.pageId, t.number)],
);
