import { z } from "zod";
import { communitySearchLimits as limits, communitySearchText as text } from "./community-search-text.ts";
import "./zod-messages.ts";

// Full-text search across the spaces the caller may read (issue 18): threads whose title, body or live
// replies match, best first, each with a short plain-text snippet.

export const communitySearchQuerySchema = z.object({
  q: z
    .string({ error: text.queryRequired })
    .trim()
    .min(limits.queryMin, text.queryRequired)
    .max(limits.queryMax, text.queryTooLong),
  page: z.coerce
    .number({ error: text.pageInvalid })
    .int(text.pageInvalid)
    .min(1, text.pageInvalid)
    .max(limits.pageMax, text.pageInvalid)
    .default(1),
});
export type CommunitySearchQuery = z.output<typeof communitySearchQuerySchema>;

/** A piece of a snippet: plain text, `match` when it is a searched word (a page may mark it). */
export const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

export const communitySearchHitSchema = z.object({
  threadId: z.string(),
  /** The space's API key (`general`, `course:<slug>`, `batch:<id>`). */
  space: z.string(),
  /** The course of a course or batch space; null in the general space. */
  courseTitle: z.string().nullable(),
  /** Plain text, shown as text. */
  title: z.string(),
  /** Where the words were found: the thread itself, or one of its replies. */
  matchedIn: z.enum(["thread", "reply"]),
  /** Plain text in pieces, markup removed: never HTML. */
  snippet: z.array(snippetPartSchema),
  replyCount: z.number().int(),
  lastActivityAt: z.string(),
});
export type CommunitySearchHit = z.infer<typeof communitySearchHitSchema>;

export const communitySearchPageSchema = z.object({
  items: z.array(communitySearchHitSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CommunitySearchPage = z.infer<typeof communitySearchPageSchema>;
