import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

// Blog posts: Markdown bodies, rendered to sanitised HTML on read.
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    authorName: text("author_name").notNull(),
    coverPath: text("cover_path"),
    coverAlt: text("cover_alt").notNull().default(""),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // The content studio (issue 21, server/modules/content-studio): a draft with `publishAt` is scheduled, and
    // the studio's publisher makes it `published` then (once across instances); every write names `version`.
    publishAt: timestamp("publish_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("blog_posts_published_idx").on(t.publishedAt),
    index("blog_posts_publish_at_idx").on(t.publishAt),
    index("blog_posts_search_idx").using(
      "gin",
      sql`to_tsvector('english', ${t.title} || ' ' || ${t.excerpt} || ' ' || ${t.bodyMarkdown})`,
    ),
  ],
);

/** Every saved state of a post (the content studio's history: listed, shown and restored). */
export const blogPostVersions = pgTable(
  "blog_post_versions",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    kind: text("kind", { enum: ["create", "save", "publish", "restore"] }).notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    authorName: text("author_name").notNull(),
    coverPath: text("cover_path"),
    coverAlt: text("cover_alt").notNull().default(""),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    savedBy: uuid("saved_by").references(() => users.id, { onDelete: "set null" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("blog_post_versions_post_number_idx").on(t.postId, t.number)],
);

export const webinars = pgTable(
  "webinars",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    descriptionMarkdown: text("description_markdown").notNull(),
    hostName: text("host_name").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    /** Sent to registrants; never shown publicly. */
    joinUrl: text("join_url"),
    /** Set once a past webinar's recording is published. */
    recordingUrl: text("recording_url"),
    coverPath: text("cover_path"),
    coverAlt: text("cover_alt").notNull().default(""),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    /** The content studio (issue 21): a draft is not shown; publish_at set: goes live then (claimed once). */
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("published"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** Optimistic concurrency (issue 17): every studio write names the version it saw. */
    version: integer("version").notNull().default(1),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webinars_starts_at_idx").on(t.startsAt), index("webinars_publish_at_idx").on(t.publishAt)],
);

export const webinarRegistrations = pgTable(
  "webinar_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    webinarId: uuid("webinar_id")
      .notNull()
      .references(() => webinars.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Stored lower-cased: one registration per address and webinar. */
    email: text("email").notNull(),
    /** The join link last mailed to this registrant (issue 21): a new or changed link is mailed once. */
    joinLinkSentUrl: text("join_link_sent_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("webinar_registrations_unique_idx").on(t.webinarId, t.email)],
);

export const podcastEpisodes = pgTable(
  "podcast_episodes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    episodeNumber: integer("episode_number").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    showNotesMarkdown: text("show_notes_markdown").notNull(),
    guests: jsonb("guests").$type<string[]>().notNull().default([]),
    audioUrl: text("audio_url").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    coverPath: text("cover_path"),
    coverAlt: text("cover_alt").notNull().default(""),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    /** The content studio (issue 21): a draft is not shown; publish_at set: goes live then (claimed once). */
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("published"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("podcast_episodes_published_idx").on(t.publishedAt),
    index("podcast_episodes_publish_at_idx").on(t.publishAt),
  ],
);

/**
 * Every saved state of a webinar, podcast episode or job opening edited in the content studio (issue 21): the
 * history it lists and restores. One table for the three kinds (the snapshot is the item's editable fields as
 * the studio saved them); blog posts keep their own `blog_post_versions`.
 */
export const contentVersions = pgTable(
  "content_versions",
  {
    entityType: text("entity_type", { enum: ["webinar", "podcast_episode", "job_opening"] }).notNull(),
    entityId: uuid("entity_id").notNull(),
    number: integer("number").notNull(),
    kind: text("kind", { enum: ["create", "save", "publish", "restore"] }).notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    savedBy: uuid("saved_by").references(() => users.id, { onDelete: "set null" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("content_versions_entity_number_idx").on(t.entityType, t.entityId, t.number)],
);
