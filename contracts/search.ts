import { z } from "zod";
import { searchLimits, searchMessages, searchTypes } from "./search-text.ts";

// /search?q=: site search over courses, articles, webinars, podcast episodes, pages and openings.

export const searchQuerySchema = z.object({
  q: z.string().trim().max(searchLimits.queryMax, searchMessages.queryTooLong).default(""),
  type: z.enum(searchTypes).optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  type: z.enum(searchTypes),
  typeLabel: z.string(),
  title: z.string(),
  /** Site-relative. */
  url: z.string(),
  /** Escaped text in which only <mark>...</mark> tags appear around the matched words. */
  snippet: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  query: z.string(),
  type: z.enum(searchTypes).nullable(),
  total: z.number().int(),
  results: z.array(searchResultSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
