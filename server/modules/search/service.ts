import type { SearchResponse } from "#contracts/search.ts";
import { type SearchType, searchLimits, searchTypeLabels, searchTypes } from "#contracts/search-text.ts";
import type { SearchRepository } from "./repository.ts";
import { leadSnippet, markStart, snippetHtml } from "./snippet.ts";

export function createSearchService(deps: { repository: SearchRepository }) {
  return {
    /** An empty query is the empty state, not an error: no results, nothing asked of the database. */
    async search(input: { q: string; type?: SearchType }): Promise<SearchResponse> {
      const query = input.q.trim();
      const type = input.type ?? null;
      if (!query) return { query, type, total: 0, results: [] };
      const hits = await deps.repository.search(query, type ? [type] : searchTypes, searchLimits.results);
      const results = hits.map((hit) => ({
        type: hit.type,
        typeLabel: searchTypeLabels[hit.type],
        title: hit.title,
        url: hit.url,
        snippet: hit.headline.includes(markStart) ? snippetHtml(hit.headline) : leadSnippet(hit.lead),
      }));
      return { query, type, total: results.length, results };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
