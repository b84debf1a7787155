import { type KeywordsPage, type KeywordsQuery, seoKeywordsViewsDays } from "#contracts/seo-keywords.ts";
import type { SeoService } from "../service.ts";
import { checkScore } from "./keyphrase-checks.ts";
import type { KeywordsRepository } from "./keywords-repository.ts";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Keywords' list: every public page with its keyphrase and how many checks pass, searched (path, title or
 * keyphrase), filtered (with, without, shared with another page) and paged; most viewed first.
 */
export async function listKeywords(
  deps: {
    seo: Pick<SeoService, "inventory">;
    repository: KeywordsRepository;
    viewsSince: (fromDay: string) => Promise<Map<string, number>>;
    now: () => Date;
  },
  query: KeywordsQuery,
): Promise<KeywordsPage> {
  const fromDay = new Date(deps.now().getTime() - (seoKeywordsViewsDays - 1) * dayMs)
    .toISOString()
    .slice(0, 10);
  const [inventory, rows, views] = await Promise.all([
    deps.seo.inventory(),
    deps.repository.all(),
    deps.viewsSince(fromDay),
  ]);
  const public_ = new Set(inventory.map((item) => item.path));
  // Only public pages compete: a keyphrase left on a page that was unpublished shares with nobody.
  const byPath = new Map(rows.filter((row) => public_.has(row.path)).map((row) => [row.path, row]));
  const byKey = Map.groupBy(byPath.values(), (row) => row.keyphraseKey);
  const needle = query.q.toLowerCase();
  const matching = inventory
    .map((item) => {
      const row = byPath.get(item.path);
      const score = row?.checks ? checkScore(row.checks) : null;
      return {
        path: item.path,
        title: item.title,
        keyphrase: row?.keyphrase ?? "",
        synonyms: row?.synonyms ?? [],
        passed: score?.passed ?? null,
        applicable: score?.applicable ?? null,
        sharedWith: row
          ? (byKey.get(row.keyphraseKey) ?? [])
              .map((other) => other.path)
              .filter((path) => path !== item.path)
          : [],
        views: views.get(item.path) ?? 0,
      };
    })
    .filter(
      (row) =>
        (needle === "" ||
          row.path.toLowerCase().includes(needle) ||
          row.title.toLowerCase().includes(needle) ||
          row.keyphrase.toLowerCase().includes(needle)) &&
        (query.filter === undefined ||
          (query.filter === "with" && row.keyphrase !== "") ||
          (query.filter === "without" && row.keyphrase === "") ||
          (query.filter === "shared" && row.sharedWith.length > 0)),
    )
    .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path));
  const start = (query.page - 1) * query.pageSize;
  return {
    items: matching.slice(start, start + query.pageSize),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}
