import {
  type PageSearch,
  type SearchNumbers,
  searchPerformanceDays,
  searchPerformanceWeeks,
  searchQueriesShown,
} from "#contracts/seo-search-console.ts";
import { seoMessages } from "#contracts/seo-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { KeywordsRepository } from "../keywords/keywords-repository.ts";
import { normalizePath } from "../normalize-path.ts";
import type { SearchConsoleRepository, SearchTotals } from "./search-console-repository.ts";

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function numbers(sums: SearchTotals): SearchNumbers {
  return {
    clicks: sums.clicks,
    impressions: sums.impressions,
    ctr: sums.impressions ? sums.clicks / sums.impressions : 0,
    position: sums.impressions ? Math.round((sums.positionSum / sums.impressions) * 10) / 10 : null,
  };
}

const none: SearchNumbers = { clicks: 0, impressions: 0, ctr: 0, position: null };
// Google lower-cases queries; a keyphrase is compared the same way, spaces folded.
const queryKey = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * A page's Search Console numbers (issue 20, Keywords): the 28 days ending on the last day read and the 28 before,
 * 12 weeks, the top queries, and the focus keyphrase's (or a synonym's) own line. Zeros before the first sync.
 */
export async function readPageSearch(
  deps: { repository: SearchConsoleRepository; keyphrases: KeywordsRepository; configured: boolean },
  rawPath: string,
): Promise<PageSearch> {
  const path = normalizePath(rawPath);
  if (!path) throw new HttpError(400, seoMessages.invalidPath, "path");
  const state = await deps.repository.state();
  const base = {
    path,
    configured: deps.configured,
    syncedThrough: state.syncedThrough,
    syncedAt: state.syncedAt?.toISOString() ?? null,
    lastError: state.lastError,
  };
  const to = state.syncedThrough;
  if (!to)
    return { ...base, period: null, totals: none, previous: none, weeks: [], queries: [], keyphrase: null };
  const from = addDays(to, -(searchPerformanceDays - 1));
  const [totals, previous, weeks, queries, stored] = await Promise.all([
    deps.repository.pageTotals(path, from, to),
    deps.repository.pageTotals(path, addDays(from, -searchPerformanceDays), addDays(from, -1)),
    deps.repository.pageWeeks(path, addDays(to, -(searchPerformanceWeeks * 7 - 1)), to),
    deps.repository.pageQueries(path, from, to, 500),
    deps.keyphrases.find(path),
  ]);
  const phrases = stored ? [stored.keyphrase, ...stored.synonyms].map(queryKey) : [];
  const isKeyphrase = (query: string) => phrases.includes(queryKey(query));
  const own = queries.filter((query) => isKeyphrase(query.query));
  const ownSums = own.reduce(
    (sum, query) => ({
      clicks: sum.clicks + query.clicks,
      impressions: sum.impressions + query.impressions,
      positionSum: sum.positionSum + query.positionSum,
    }),
    { clicks: 0, impressions: 0, positionSum: 0 },
  );
  return {
    ...base,
    period: { from, to },
    totals: numbers(totals),
    previous: numbers(previous),
    weeks: weeks.map((week) => ({ week: week.week, ...numbers(week) })),
    queries: queries
      .slice(0, searchQueriesShown)
      .map((query) => ({ query: query.query, ...numbers(query), isKeyphrase: isKeyphrase(query.query) })),
    keyphrase: stored ? { phrase: stored.keyphrase, ...numbers(ownSums) } : null,
  };
}
