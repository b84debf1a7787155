// The words and limits of /search, apart from the zod schemas (contracts/search.ts) so the page's
// bundle does not carry zod.

export const searchLimits = { queryMax: 200, results: 30 } as const;

export const searchTypes = ["course", "article", "webinar", "episode", "page", "opening"] as const;
export type SearchType = (typeof searchTypes)[number];

export const searchTypeLabels: Record<SearchType, string> = {
  course: "Course",
  article: "Article",
  webinar: "Webinar",
  episode: "Podcast episode",
  page: "Page",
  opening: "Job opening",
};

export const searchMessages = {
  queryTooLong: `Keep your search under ${searchLimits.queryMax} characters`,
  emptyTitle: "What would you like to learn?",
  emptyBody: "Search courses, articles, webinars and podcast episodes. Try one of these:",
  noResultsTitle: "No results",
  noResultsBody: "Nothing matched your search. Check the spelling, use fewer words, or try one of these:",
  failed: "Search is unavailable right now. Please try again in a moment.",
} as const;

/** Searches offered on the empty state and after a search without results. */
export const searchSuggestions = ["RAG", "transformers", "prompt injection", "gradient boosting", "career"];
