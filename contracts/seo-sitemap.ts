import { z } from "zod";
import "./zod-messages.ts";

// The Sitemap page (issue 20): GET /api/seo/sitemap lists every public page with whether sitemap.xml holds
// it; PUT /api/seo/sitemap/pages puts one in or leaves it out; GET /api/seo/robots-test answers "may this
// crawler fetch this path?" with a standards-compliant robots.txt parser.

export const sitemapMessages = {
  pathInvalid: "Enter a path of this site, starting with /",
  includeInvalid: "Say whether the page goes in the sitemap",
  agentInvalid: "Choose a crawler from the list",
  loadFailed: "The sitemap could not be loaded",
  updateFailed: "The sitemap could not be changed",
  included: "In the sitemap",
  excluded: "Left out of the sitemap",
} as const;

export const crawlerAgents = ["Googlebot", "Bingbot", "DuckDuckBot", "GPTBot", "*"] as const;
export type CrawlerAgent = (typeof crawlerAgents)[number];

export const sitemapEntrySchema = z.object({
  path: z.string(),
  title: z.string(),
  /** ISO 8601 date of the content's last change, as <lastmod> says it; null when unknown. */
  lastmod: z.string().nullable(),
  included: z.boolean(),
  /** Why it is out: a noindex page never goes in; an indexable one may be left out by hand. */
  reason: z.enum(["noindex", "excluded"]).nullable(),
});
export type SitemapEntryRow = z.infer<typeof sitemapEntrySchema>;

export const sitemapOverviewSchema = z.object({
  /** The absolute address of sitemap.xml. */
  sitemapUrl: z.string(),
  entries: z.array(sitemapEntrySchema),
  /** robots.txt as the site serves it. */
  robotsTxt: z.string(),
  /** sitemap.xml (and its parts past 50,000 URLs) checked against the sitemaps.org protocol, as served. */
  validation: z.object({
    valid: z.boolean(),
    /** 1, or the index and its parts. */
    files: z.number().int(),
    urls: z.number().int(),
    /** The first problems found, each naming its file. */
    problems: z.array(z.string()),
  }),
});
export type SitemapOverview = z.infer<typeof sitemapOverviewSchema>;

export const sitemapPageUpdateSchema = z.object({
  path: z.string().trim().min(1, sitemapMessages.pathInvalid).max(2000, sitemapMessages.pathInvalid),
  include: z.boolean({ error: sitemapMessages.includeInvalid }),
});
export type SitemapPageUpdate = z.output<typeof sitemapPageUpdateSchema>;

export const robotsTestQuerySchema = z.object({
  path: z
    .string()
    .trim()
    .min(1, sitemapMessages.pathInvalid)
    .max(2000, sitemapMessages.pathInvalid)
    .regex(/^\/(?!\/)/, sitemapMessages.pathInvalid),
  agent: z.enum(crawlerAgents, { error: sitemapMessages.agentInvalid }),
});
export type RobotsTestQuery = z.output<typeof robotsTestQuerySchema>;

export const robotsTestResultSchema = z.object({
  allowed: z.boolean(),
  /** The robots.txt line that decided, 1-based; null when no rule matched (then the path is allowed). */
  line: z.number().int().nullable(),
  /** That line's text. */
  rule: z.string().nullable(),
});
export type RobotsTestResult = z.infer<typeof robotsTestResultSchema>;
