import { z } from "zod";

// Keywords' Google Search Console numbers (issue 20): a page's clicks, impressions, CTR and average position over the
// last 28 days beside the 28 before, week by week for 12 weeks, its queries, and its focus keyphrase's own line.
// GET /api/seo/keywords/search?path= reads them from the daily rows the sync stores.

export const searchPerformanceDays = 28;
export const searchPerformanceWeeks = 12;
export const searchQueriesShown = 20;

export const searchPerformanceQuerySchema = z.object({
  path: z.string().trim().min(1, "Enter a path, such as /courses").max(2000),
});

export const searchNumbersSchema = z.object({
  clicks: z.number().int(),
  impressions: z.number().int(),
  /** 0 to 1; 0 without impressions. */
  ctr: z.number(),
  /** Google's average position (1 is the top); null without impressions. */
  position: z.number().nullable(),
});
export type SearchNumbers = z.infer<typeof searchNumbersSchema>;

export const pageSearchSchema = z.object({
  path: z.string(),
  /** SEARCH_CONSOLE_CREDENTIALS is set. */
  configured: z.boolean(),
  /** The last day read and when (ISO 8601), and the last sync's error in words. */
  syncedThrough: z.string().nullable(),
  syncedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** The 28 days ending on the last day read. */
  period: z.object({ from: z.string(), to: z.string() }).nullable(),
  totals: searchNumbersSchema,
  previous: searchNumbersSchema,
  weeks: z.array(searchNumbersSchema.extend({ week: z.string() })),
  queries: z.array(searchNumbersSchema.extend({ query: z.string(), isKeyphrase: z.boolean() })),
  /** The page's focus keyphrase (or a synonym) as a query; null without a keyphrase. */
  keyphrase: searchNumbersSchema.extend({ phrase: z.string() }).nullable(),
});
export type PageSearch = z.infer<typeof pageSearchSchema>;

export const searchConsoleMessages = {
  loadFailed: "Search Console's numbers could not be loaded",
} as const;
