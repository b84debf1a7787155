import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// A per-path override of the metadata a page derives from its content. Null fields keep the default.
export const pageMetadata = pgTable("page_metadata", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** The path it applies to, e.g. '/courses/deep-learning' (no query, no trailing slash). */
  path: text("path").notNull().unique(),
  title: text("title"),
  description: text("description"),
  keywords: jsonb("keywords").$type<string[]>(),
  /** Site-relative or absolute URL of the social image (1200x630). */
  image: text("image"),
  noindex: boolean("noindex"),
  canonical: text("canonical"),
  pageType: text("page_type", {
    enum: ["website", "article", "course", "event", "product", "person", "organization", "faq"],
  }),
  /** hreflang alternates: [{ hreflang: 'en-GB', href: 'https://...' }]. */
  alternates: jsonb("alternates").$type<{ hreflang: string; href: string }[]>(),
  // Meta Tags' structured details (issue 20); null = the page's own.
  author: text("author"),
  publishedOn: date("published_on", { mode: "string" }),
  modifiedOn: date("modified_on", { mode: "string" }),
  language: text("language"),
  locale: text("locale"),
  /** After the home crumb: [{ name: 'Courses', url: '/courses' }, ...]. */
  breadcrumbs: jsonb("breadcrumbs").$type<{ name: string; url: string }[]>(),
  faqs: jsonb("faqs").$type<{ question: string; answer: string }[]>(),
  rating: jsonb("rating").$type<{ ratingValue: number; reviewCount: number; bestRating: number }>(),
  /** The page's own JSON-LD objects, checked against their types' required properties when saved. */
  structuredData: jsonb("structured_data").$type<Record<string, unknown>[]>(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** Optimistic concurrency (decision 0042): every save increments it; a save on another version is 409. */
  version: integer("version").notNull().default(1),
  /** Left out of sitemap.xml while indexable (the Sitemap page's exclude, issue 20). */
  sitemapExclude: boolean("sitemap_exclude").notNull().default(false),
});

/** Each saved state of a path's override, for Meta Tags' history and restore (issue 20). */
export const pageMetadataVersions = pgTable(
  "page_metadata_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    path: text("path").notNull(),
    version: integer("version").notNull(),
    /** The form's fields as saved ("" = the default): title, description, keywords, image, canonical, robots, pageType. */
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    savedBy: text("saved_by").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("page_metadata_versions_path_idx").on(t.path, t.version)],
);

/**
 * A redirect a marketer manages (issue 20): `from` exactly, or `from` and everything under it (prefix), to a
 * site path or an https address; 410 says the page is gone for good. Served before the pages.
 */
export const redirects = pgTable("redirects", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** A site path, normalised (no query, no trailing slash). */
  fromPath: text("from_path").notNull().unique(),
  match: text("match", { enum: ["exact", "prefix"] }).notNull(),
  /** 301, 302 or 410. */
  status: integer("status").notNull(),
  /** A site path or an https URL; null for 410. */
  target: text("target"),
  hits: integer("hits").notNull().default(0),
  lastHitAt: timestamp("last_hit_at", { withTimezone: true }),
  createdBy: text("created_by").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One run of the content audit (issue 20). One runs at a time across instances (the partial unique index);
 * the instance running it moves `heartbeat_at` as it goes, so a run whose instance died is seen as failed once
 * the heartbeat is older than the lease (server/modules/seo/audit/audit-repository.ts).
 */
export const seoAuditRuns = pgTable(
  "seo_audit_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: text("status", { enum: ["running", "done", "failed"] }).notNull(),
    startedBy: text("started_by").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    pagesTotal: integer("pages_total").notNull().default(0),
    pagesDone: integer("pages_done").notNull().default(0),
    /** 0 to 100 once done. */
    score: integer("score"),
    errors: integer("errors").notNull().default(0),
    warnings: integer("warnings").notNull().default(0),
    notices: integer("notices").notNull().default(0),
    failure: text("failure"),
  },
  (t) => [
    uniqueIndex("seo_audit_runs_one_running").on(t.status).where(sql`status = 'running'`),
    index("seo_audit_runs_finished_idx").on(t.finishedAt),
  ],
);

/** Each page a run crawled, with its score: Page Management shows the last run's. */
export const seoAuditPages = pgTable(
  "seo_audit_pages",
  {
    runId: uuid("run_id")
      .notNull()
      .references(() => seoAuditRuns.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    title: text("title").notNull(),
    score: integer("score").notNull(),
    findings: integer("findings").notNull(),
    /** The page asks search engines not to index it: it needs no links to be found (Internal Links). */
    noindex: boolean("noindex").notNull().default(false),
    /** Other crawled pages linking to it (Internal Links). */
    inbound: integer("inbound").notNull().default(0),
    /** Of them, those linking from their content, not their navigation, header or footer. */
    inboundContent: integer("inbound_content").notNull().default(0),
    /** Site paths it links to, itself left out. */
    outbound: integer("outbound").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.path] }),
    index("seo_audit_pages_run_inbound_idx").on(t.runId, t.inbound),
  ],
);

/**
 * The link graph of the last finished run (Internal Links, issue 20): one row per page and site path it links
 * to. Only the newest run's are kept: the graph has no history, and it is the largest thing a run stores.
 */
export const seoAuditLinks = pgTable(
  "seo_audit_links",
  {
    runId: uuid("run_id")
      .notNull()
      .references(() => seoAuditRuns.id, { onDelete: "cascade" }),
    fromPath: text("from_path").notNull(),
    toPath: text("to_path").notNull(),
    /** The first non-empty anchor text of the page's links there. */
    anchor: text("anchor").notNull(),
    /** `<a>` elements of the page pointing there. */
    count: integer("count").notNull(),
    /** At least one is in the page's content (not navigation, header or footer). */
    inContent: boolean("in_content").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.fromPath, t.toPath] }),
    index("seo_audit_links_run_to_idx").on(t.runId, t.toPath),
  ],
);

/** What each linked site path answered in the last finished run, with where its redirects end. */
export const seoAuditLinkTargets = pgTable(
  "seo_audit_link_targets",
  {
    runId: uuid("run_id")
      .notNull()
      .references(() => seoAuditRuns.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    status: integer("status").notNull(),
    redirectTo: text("redirect_to"),
    finalPath: text("final_path"),
    finalStatus: integer("final_status"),
    hops: integer("hops").notNull(),
    loop: boolean("loop").notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.path] })],
);

/** What a run found, ranked by impact (the page's views x the severity's weight). */
export const seoAuditFindings = pgTable(
  "seo_audit_findings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    runId: uuid("run_id")
      .notNull()
      .references(() => seoAuditRuns.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    pageTitle: text("page_title").notNull(),
    rule: text("rule").notNull(),
    severity: text("severity", { enum: ["error", "warning", "notice"] }).notNull(),
    message: text("message").notNull(),
    fix: text("fix").notNull(),
    views: integer("views").notNull(),
    impact: integer("impact").notNull(),
  },
  (t) => [index("seo_audit_findings_run_impact_idx").on(t.runId, t.impact)],
);

/**
 * Each sitemap URL as last submitted to IndexNow, with the lastmod it had then (issue 20): a URL is submitted
 * again when its lastmod moves. The upsert that records a change is the claim, so one instance submits it.
 */
export const indexNowSubmissions = pgTable("indexnow_submissions", {
  url: text("url").primaryKey(),
  /** The content's last change when submitted, ISO 8601 ("" when unknown). */
  lastmod: text("lastmod").notNull(),
  submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Pages of the last finished run that mention another page's focus keyphrase without linking to it (Internal
 * Links' suggestions), with the text around the mention.
 */
export const seoAuditLinkSuggestions = pgTable(
  "seo_audit_link_suggestions",
  {
    runId: uuid("run_id")
      .notNull()
      .references(() => seoAuditRuns.id, { onDelete: "cascade" }),
    fromPath: text("from_path").notNull(),
    toPath: text("to_path").notNull(),
    /** The keyphrase or synonym found. */
    keyphrase: text("keyphrase").notNull(),
    snippet: text("snippet").notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.fromPath, t.toPath] })],
);

/**
 * A page's focus keyphrase and synonyms (Keywords, issue 20), under a version for concurrent edits, with the
 * result of the last on-page checks of the rendered page.
 */
export const seoKeyphrases = pgTable(
  "seo_keyphrases",
  {
    path: text("path").primaryKey(),
    keyphrase: text("keyphrase").notNull(),
    /** The keyphrase as compared (contracts/seo-keywords.ts keyphraseKey): pages sharing one share this. */
    keyphraseKey: text("keyphrase_key").notNull(),
    synonyms: jsonb("synonyms").$type<string[]>().notNull().default([]),
    version: integer("version").notNull(),
    updatedBy: text("updated_by").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    /** KeyphraseCheckResult[] of the last check; null before the first. */
    checks: jsonb("checks").$type<{ check: string; status: string; message: string }[]>(),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
  },
  (t) => [index("seo_keyphrases_key_idx").on(t.keyphraseKey)],
);

/**
 * Semrush reports as last fetched (SEMrush Insights, issue 20): Semrush charges API units per line, so a report
 * is read again only when it is a week old or the marketer asks; the units it cost are kept to show.
 */
export const semrushReports = pgTable("semrush_reports", {
  /** `<report>:<database>:<subject>`, e.g. `domain_organic:us:ailabs.academy`. */
  key: text("key").primaryKey(),
  rows: jsonb("rows").$type<unknown[]>().notNull(),
  units: integer("units").notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
});

/**
 * Site-wide SEO settings, one row (id 1), under a version (issue 20). `robots_rules`: the marketer's own lines of
 * robots.txt, served after the built-in group that keeps crawlers out of the private areas.
 */
export const seoSettings = pgTable("seo_settings", {
  id: integer("id").primaryKey().default(1),
  robotsRules: text("robots_rules").notNull().default(""),
  version: integer("version").notNull().default(0),
  // Site-wide defaults (SEO Settings): their own version, so saving them never conflicts with robots.txt.
  /** Null: the built-in '| AI Labs'. */
  titleSuffix: text("title_suffix"),
  defaultDescription: text("default_description").notNull().default(""),
  profiles: jsonb("profiles").$type<string[]>().notNull().default([]),
  googleVerification: text("google_verification").notNull().default(""),
  bingVerification: text("bing_verification").notNull().default(""),
  /** Uploaded images ({ url, width, height }); null: the built-in one. */
  socialImage: jsonb("social_image").$type<{ url: string; width: number; height: number }>(),
  logoImage: jsonb("logo_image").$type<{ url: string; width: number; height: number }>(),
  defaultsVersion: integer("defaults_version").notNull().default(0),
  defaultsUpdatedBy: text("defaults_updated_by"),
  defaultsUpdatedAt: timestamp("defaults_updated_at", { withTimezone: true }),
  updatedBy: text("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }),
});

// Google Search Console's numbers per day, page and query (issue 20, Keywords), read by the sync every few hours.
// The position is kept as a sum weighted by impressions, so an average over days or queries stays exact.
export const searchConsoleDaily = pgTable(
  "search_console_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    /** The page's path on this site ('/courses/deep-learning'). */
    path: text("path").notNull(),
    query: text("query").notNull(),
    clicks: integer("clicks").notNull(),
    impressions: integer("impressions").notNull(),
    /** position x impressions; divided by the impressions summed, it is Google's average position. */
    positionSum: doublePrecision("position_sum").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.path, table.query] }),
    index("search_console_daily_path_day").on(table.path, table.day),
  ],
);

/** The sync's state: one row (id 1), claimed by one instance at a time (decision 0030). */
export const searchConsoleSync = pgTable("search_console_sync", {
  id: integer("id").primaryKey().default(1),
  /** The last day read (final data only: Google settles a day two or three days later). */
  syncedThrough: date("synced_through", { mode: "string" }),
  syncedAt: timestamp("synced_at", { withTimezone: true }),
  lastError: text("last_error"),
  claimedUntil: timestamp("claimed_until", { withTimezone: true }),
});
