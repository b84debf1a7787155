import { type SeoPagesPage, type SeoPagesQuery, seoPagesViewsDays } from "#contracts/seo-pages.ts";
import type { SeoRepository } from "./repository.ts";
import type { SeoService } from "./service.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** The UTC day (page views are kept per UTC day) that starts the views column's window, today included. */
function firstDayOfViews(now: Date): string {
  return new Date(now.getTime() - (seoPagesViewsDays - 1) * dayMs).toISOString().slice(0, 10);
}

/**
 * Page Management's list (issue 20): the inventory of public pages searched (path or title), filtered
 * (type, indexable) and paged; most viewed first, then by path, so the pages that matter lead.
 * The site has hundreds of pages, not millions: the inventory is built per request from the sources.
 */
export async function listSeoPages(
  deps: {
    seo: SeoService;
    repository: SeoRepository;
    /** Each page's score and findings in the last finished content audit. */
    auditScores: () => Promise<Map<string, { score: number; findings: number }>>;
    now: () => Date;
  },
  query: SeoPagesQuery,
): Promise<SeoPagesPage> {
  const [inventory, views, scores] = await Promise.all([
    deps.seo.inventory(),
    deps.repository.viewsPerPathSince(firstDayOfViews(deps.now())),
    deps.auditScores(),
  ]);
  const needle = query.q.toLowerCase();
  const matching = inventory
    .filter(
      (item) =>
        (needle === "" ||
          item.path.toLowerCase().includes(needle) ||
          item.title.toLowerCase().includes(needle)) &&
        (query.type === undefined || item.pageType === query.type) &&
        (query.indexable === undefined || item.indexable === (query.indexable === "yes")),
    )
    .map((item) => ({ ...item, views: views.get(item.path) ?? 0 }))
    .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path));
  const start = (query.page - 1) * query.pageSize;
  return {
    items: matching.slice(start, start + query.pageSize).map((item) => ({
      path: item.path,
      title: item.title,
      pageType: item.pageType,
      indexable: item.indexable,
      overridden: item.overridden,
      views: item.views,
      modifiedAt: item.modifiedAt?.toISOString() ?? null,
      score: scores.get(item.path)?.score ?? null,
      issues: scores.get(item.path)?.findings ?? null,
    })),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}
