import { z } from "zod";
import "./zod-messages.ts";

// SEMrush Insights (issue 20): GET /api/seo/semrush answers, when SEMRUSH_API_KEY is set, the site's organic
// keywords, related keywords for the focus keyphrases and competing domains, each from a cache a week long with the
// API units it cost; POST /api/seo/semrush/refresh reads them all again. Without the key the page shows the
// built-in recommendations (the content audit's findings, most impact first) and what the key would add.

export const semrushMessages = {
  loadFailed: "SEMrush Insights could not be loaded",
  refreshFailed: "The reports could not be refreshed",
  refreshed: "Reports refreshed from Semrush",
  notConfigured:
    "Semrush is not connected. Set SEMRUSH_API_KEY (and SEMRUSH_DATABASE, us by default) in the server's environment to see the site's organic keywords, related keywords for each focus keyphrase and competing domains.",
  noKeyphrases: "Set focus keyphrases on the Keywords page to see related keywords for them.",
  nothingFound: "Semrush has nothing for this yet.",
} as const;

/** Reports are read again after this long, or when the marketer refreshes. */
export const semrushCacheDays = 7;
/** Related keywords are read for this many focus keyphrases (the most recently set). */
export const semrushKeyphrasesMax = 5;

const reportOf = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    /** API units the report cost when fetched; null when it never was. */
    units: z.number().int().nullable(),
    fetchedAt: z.string().nullable(),
    /** Why the last try failed, in words; the rows are then the last good ones, if any. */
    error: z.string().nullable(),
  });

export const semrushOrganicRowSchema = z.object({
  keyword: z.string(),
  position: z.number(),
  volume: z.number(),
  cpc: z.number(),
  url: z.string(),
  trafficPercent: z.number(),
});
export const semrushRelatedRowSchema = z.object({
  keyword: z.string(),
  volume: z.number(),
  difficulty: z.number().nullable(),
  cpc: z.number(),
});
export const semrushCompetitorRowSchema = z.object({
  domain: z.string(),
  relevance: z.number(),
  commonKeywords: z.number(),
  organicKeywords: z.number(),
});

export const semrushInsightsSchema = z.object({
  configured: z.boolean(),
  /** The site's domain as Semrush knows it, and the regional database. */
  domain: z.string(),
  database: z.string(),
  organic: reportOf(semrushOrganicRowSchema),
  competitors: reportOf(semrushCompetitorRowSchema),
  related: z.array(
    z.object({ keyphrase: z.string(), path: z.string() }).and(reportOf(semrushRelatedRowSchema)),
  ),
});
export type SemrushInsights = z.infer<typeof semrushInsightsSchema>;
export type SemrushReportView = SemrushInsights["organic"];
