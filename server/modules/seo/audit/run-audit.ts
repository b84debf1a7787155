import { auditSeverityPenalty, auditSeverityWeight } from "#contracts/seo-audit.ts";
import { seoPagesViewsDays } from "#contracts/seo-pages.ts";
import { checkKeyphrase } from "../keywords/keyphrase-checks.ts";
import type { KeywordsRepository, StoredKeyphrase } from "../keywords/keywords-repository.ts";
import {
  isRedirect,
  linkCounts,
  linkSuggestions,
  redirectHopsMax,
  resolveTargets,
  type TargetAnswer,
} from "../links/link-graph.ts";
import type { SeoService } from "../service.ts";
import type { AuditRepository } from "./audit-repository.ts";
import { type AuditedPage, pageFindings, type RawFinding, siteFindings } from "./audit-rules.ts";
import { readPage } from "./read-page.ts";

/** Renders a site path in-process as an anonymous visitor would get it (no network). */
export type PageRenderer = (
  path: string,
) => Promise<{ status: number; html: string /** A redirect's Location header. */; location?: string | null }>;

export type RunAuditDeps = {
  repository: AuditRepository;
  seo: Pick<SeoService, "inventory" | "sitemapEntries">;
  /** Views per path since a UTC day (page_views). */
  viewsSince: (fromDay: string) => Promise<Map<string, number>>;
  render: PageRenderer;
  publicUrl: string;
  now: () => Date;
  /** Focus keyphrases, checked again on the pages this run rendered (Keywords). */
  keyphrases?: Pick<KeywordsRepository, "all" | "saveChecks">;
};

// Paths pages link to that are not public pages: their answers (sign-in redirects, downloads) say nothing.
const uncheckedLink = /^\/(dashboard|api|assets|profile)(\/|$)/;
// A site with a link to every URL still ends: at most this many targets outside the crawl are checked.
const linkChecksMax = 2000;
// The heartbeat and the progress bar move at least this often.
const progressEveryMs = 500;
const dayMs = 24 * 60 * 60 * 1000;

/** The score of one page: 100 less the penalty of each finding, never below 0. */
export function pageScore(findings: Pick<RawFinding, "severity">[]): number {
  return Math.max(
    0,
    100 - findings.reduce((total, finding) => total + auditSeverityPenalty[finding.severity], 0),
  );
}

/**
 * One run of the content audit (issue 20): renders every public page of the inventory one after another, each
 * in its own turn of the event loop so visitors' requests keep their place, reads its facts, judges them
 * (audit-rules.ts), checks the statuses of the site paths the pages link to, scores each page and the site,
 * and stores the lot with the run. Progress (and the heartbeat that says this instance is alive) is written
 * as it goes. Throws on a failure of the database; the caller marks the run failed.
 */
export async function runAudit(deps: RunAuditDeps, runId: string): Promise<void> {
  const [inventory, sitemap, views] = await Promise.all([
    deps.seo.inventory(),
    deps.seo.sitemapEntries(),
    deps.viewsSince(
      new Date(deps.now().getTime() - (seoPagesViewsDays - 1) * dayMs).toISOString().slice(0, 10),
    ),
  ]);
  const inSitemap = new Set(sitemap.map((entry) => new URL(entry.loc).pathname.replace(/(.)\/+$/, "$1")));
  const pageUrl = (path: string) => (path === "/" ? `${deps.publicUrl}/` : `${deps.publicUrl}${path}`);
  const total = inventory.length;
  await deps.repository.progress(runId, total, 0);

  const pages: AuditedPage[] = [];
  const statusOf = new Map<string, number>();
  const answers = new Map<string, TargetAnswer>();
  const origin = new URL(deps.publicUrl).origin;
  const answered = (path: string, status: number, location: string | null | undefined) => {
    statusOf.set(path, status);
    answers.set(path, {
      status,
      location: isRedirect(status) && location ? locationPath(location, pageUrl(path), origin) : null,
    });
  };
  let lastProgress = Date.now();
  for (const item of inventory) {
    await nextTurn();
    const { status, html, location } = await deps.render(item.path);
    answered(item.path, status, location);
    pages.push({
      path: item.path,
      status,
      bytes: Buffer.byteLength(html),
      inSitemap: inSitemap.has(item.path),
      facts: status === 200 ? readPage(html, pageUrl(item.path)) : null,
    });
    if (Date.now() - lastProgress >= progressEveryMs) {
      lastProgress = Date.now();
      await deps.repository.progress(runId, total, pages.length);
    }
  }

  const targets = new Set(pages.flatMap((page) => page.facts?.internalLinks ?? []));
  for (const page of pages) {
    const next = answers.get(page.path)?.location;
    if (next?.startsWith("/")) targets.add(next);
  }
  // The links' targets, then the addresses their redirects lead to (a chain is followed hop by hop).
  const toCheck = [...targets].map((path) => ({ path, hop: 0 }));
  let checked = 0;
  for (let at = 0; at < toCheck.length; at += 1) {
    const { path: target, hop } = toCheck[at] as { path: string; hop: number };
    if (statusOf.has(target) || uncheckedLink.test(target) || checked >= linkChecksMax) continue;
    checked += 1;
    await nextTurn();
    const { status, location } = await deps.render(target);
    answered(target, status, location);
    const next = answers.get(target)?.location;
    if (next?.startsWith("/") && hop < redirectHopsMax) toCheck.push({ path: next, hop: hop + 1 });
    // Link checks can take as long as the pages: the heartbeat keeps the run alive meanwhile.
    if (Date.now() - lastProgress >= progressEveryMs) {
      lastProgress = Date.now();
      await deps.repository.progress(runId, total, pages.length);
    }
  }

  const findings = [
    ...pages.flatMap((page) => pageFindings(page, pageUrl(page.path))),
    ...siteFindings(pages, (path) => statusOf.get(path)),
  ];
  const titleOf = new Map(inventory.map((item) => [item.path, item.title]));
  const byPath = Map.groupBy(findings, (finding) => finding.path);
  const graph = pages.map((page) => ({
    path: page.path,
    links: (page.facts?.linkEdges ?? []).filter((link) => !uncheckedLink.test(link.path)),
  }));
  const counts = linkCounts(graph);
  const pageRows = pages.map((page) => {
    const own = byPath.get(page.path) ?? [];
    return {
      path: page.path,
      title: page.facts?.title ?? titleOf.get(page.path) ?? page.path,
      score: pageScore(own),
      findings: own.length,
      noindex: page.facts?.noindex ?? false,
      ...(counts.get(page.path) ?? { inbound: 0, inboundContent: 0, outbound: 0 }),
    };
  });
  const resolved = resolveTargets(answers);
  const keyphrases = deps.keyphrases ? await deps.keyphrases.all() : [];
  const suggestions = linkSuggestions(
    pages.flatMap((page) =>
      page.facts
        ? [{ path: page.path, content: page.facts.content, links: new Set(page.facts.internalLinks) }]
        : [],
    ),
    keyphrases.map((row) => ({ path: row.path, phrases: [row.keyphrase, ...row.synonyms] })),
  );
  const pageTitle = new Map(pageRows.map((row) => [row.path, row.title]));
  const score =
    pageRows.length === 0
      ? 100
      : Math.round(pageRows.reduce((sum, row) => sum + row.score, 0) / pageRows.length);
  const bySeverity = (severity: RawFinding["severity"]) =>
    findings.filter((f) => f.severity === severity).length;
  const finished = await deps.repository.finish(
    runId,
    {
      score,
      errors: bySeverity("error"),
      warnings: bySeverity("warning"),
      notices: bySeverity("notice"),
      pagesTotal: total,
    },
    pageRows,
    findings.map((finding) => {
      const pageViews = views.get(finding.path) ?? 0;
      return {
        ...finding,
        pageTitle: pageTitle.get(finding.path) ?? finding.path,
        views: pageViews,
        // The page's traffic times the severity's weight: a warning on a busy page outranks an error on a page
        // nobody visits; +1 so findings on unvisited pages still rank by severity.
        impact: (pageViews + 1) * auditSeverityWeight[finding.severity],
      };
    }),
    {
      links: graph.flatMap((page) =>
        page.links
          .filter((link) => link.path !== page.path)
          .map((link) => ({
            fromPath: page.path,
            toPath: link.path,
            anchor: link.anchor,
            count: link.count,
            inContent: link.inContent,
          })),
      ),
      targets: [...resolved.values()],
      suggestions,
    },
  );
  if (finished) await recheckKeyphrases(deps, pages, keyphrases);
}

/** Each page's focus keyphrase checked again on the page as this run rendered it (no second render). */
async function recheckKeyphrases(
  deps: RunAuditDeps,
  pages: readonly AuditedPage[],
  keyphrases: readonly StoredKeyphrase[],
): Promise<void> {
  if (!deps.keyphrases) return;
  const factsOf = new Map(pages.map((page) => [page.path, page.facts]));
  for (const row of keyphrases) {
    const facts = factsOf.get(row.path);
    if (!facts) continue;
    const checks = checkKeyphrase(facts, row.path, row.keyphrase, row.synonyms);
    await deps.keyphrases.saveChecks(row.path, row.version, checks, deps.now());
  }
}

/**
 * A redirect's Location as a site path (no trailing slash, no query), or the absolute URL when it leaves the
 * site; resolved against the address that answered it.
 */
function locationPath(location: string, base: string, origin: string): string {
  try {
    const url = new URL(location, base);
    if (url.origin !== origin) return url.href;
    return url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  } catch {
    return location;
  }
}

/** Yields to the event loop: requests that arrived meanwhile are taken before the next page renders. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
