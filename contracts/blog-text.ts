// The blog's words and formatters that pages need in the browser, without zod (first-load JavaScript).
// The request and response schemas live in blog.ts.

import { dateFormat } from "./date-format.ts";

export const blogPageSize = 6;

export const blogMessages = {
  notFound: "That article does not exist.",
  pageInvalid: "Page must be a whole number, 1 or more.",
  tagInvalid: "Tag must be at most 40 characters.",
  empty: "No articles yet. Check back soon.",
  emptyTag: "No articles with this tag yet.",
} as const;

/** How a post's date reads on the site: 'March 4, 2026' (UTC, so server and browser agree). */
const postDate = dateFormat({ year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
export function formatPostDate(iso: string): string {
  return postDate.format(new Date(iso));
}
