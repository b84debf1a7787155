import { type SemrushInsights, semrushCacheDays, semrushKeyphrasesMax } from "#contracts/seo-semrush.ts";
import type { SemrushProvider, SemrushReport } from "#server/providers/semrush/semrush-provider.ts";
import type { KeywordsRepository } from "../keywords/keywords-repository.ts";
import type { SemrushRepository } from "./semrush-repository.ts";

const dayMs = 24 * 60 * 60 * 1000;
type ReportView<T> = { rows: T[]; units: number | null; fetchedAt: string | null; error: string | null };
// Lines asked of each report: what the page shows, and what the units buy.
const limits = { organic: 20, competitors: 10, related: 10 } as const;

export type SemrushInsightsDeps = {
  /** Null without SEMRUSH_API_KEY. */
  provider: SemrushProvider | null;
  repository: SemrushRepository;
  keyphrases: Pick<KeywordsRepository, "all">;
  /** The site's public origin (PUBLIC_URL): its host is the domain Semrush reports on. */
  publicUrl: string;
  database: string;
  now: () => Date;
  log?: (message: string, error: unknown) => void;
};

/**
 * SEMrush Insights' reports (issue 20). Each report comes from the cache while it is younger than a week, else
 * from Semrush (spending units), and is kept with the units it cost; `refresh` reads them all again. A report
 * Semrush refuses says why and keeps its last good lines. Without a provider nothing is asked.
 */
export async function readSemrushInsights(
  deps: SemrushInsightsDeps,
  options: { refresh: boolean },
): Promise<SemrushInsights> {
  const domain = new URL(deps.publicUrl).hostname.replace(/^www\./, "");
  const empty = { rows: [], units: null, fetchedAt: null, error: null };
  if (!deps.provider)
    return {
      configured: false,
      domain,
      database: deps.database,
      organic: empty,
      competitors: empty,
      related: [],
    };
  const provider = deps.provider;

  async function report<T>(key: string, fetch: () => Promise<SemrushReport<T>>): Promise<ReportView<T>> {
    const cached = await deps.repository.find(`${key}`);
    const fresh = cached && deps.now().getTime() - cached.fetchedAt.getTime() < semrushCacheDays * dayMs;
    const view = (row: NonNullable<typeof cached>, error: string | null = null): ReportView<T> => ({
      rows: row.rows as T[],
      units: row.units,
      fetchedAt: row.fetchedAt.toISOString(),
      error,
    });
    if (cached && fresh && !options.refresh) return view(cached);
    try {
      const answer = await fetch();
      const row = { key, rows: answer.rows as unknown[], units: answer.units, fetchedAt: deps.now() };
      await deps.repository.save(row);
      return view(row);
    } catch (error) {
      deps.log?.("semrush report failed", error);
      const message = error instanceof Error ? error.message : "Semrush could not be asked.";
      return cached ? view(cached, message) : { rows: [], units: null, fetchedAt: null, error: message };
    }
  }

  const keyphrases = (await deps.keyphrases.all())
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
    .filter((row, index, all) => all.findIndex((other) => other.keyphraseKey === row.keyphraseKey) === index)
    .slice(0, semrushKeyphrasesMax);
  const at = `${deps.database}:${domain}`;
  // One after another: Semrush counts simultaneous requests against the key.
  const organic = await report(`domain_organic:${at}`, () =>
    provider.organicKeywords(domain, limits.organic),
  );
  const competitors = await report(`domain_organic_organic:${at}`, () =>
    provider.competitors(domain, limits.competitors),
  );
  const related = [];
  for (const row of keyphrases)
    related.push({
      keyphrase: row.keyphrase,
      path: row.path,
      ...(await report(`phrase_related:${deps.database}:${row.keyphraseKey}`, () =>
        provider.relatedKeywords(row.keyphrase, limits.related),
      )),
    });
  return { configured: true, domain, database: deps.database, organic, competitors, related };
}
