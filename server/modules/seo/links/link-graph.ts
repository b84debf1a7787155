import { phrasePattern } from "#server/lib/markdown-link.ts";
import type { LinkEdge } from "../audit/read-page.ts";

// The internal-link graph of one audit run (issue 20's Internal Links page), computed from what the crawl read:
// each page's links (read-page.ts) and the status each linked site path answered. Pure functions; the crawl
// (audit/run-audit.ts) stores what they answer with the run.

/** What a site path answered when the crawl rendered it. */
export type TargetAnswer = {
  status: number;
  /** Where a 3xx answer sends: a site path, or an absolute URL off the site; null otherwise. */
  location: string | null;
};

/** A linked site path and, when it redirects, where its chain of redirects ends. */
export type ResolvedTarget = {
  path: string;
  status: number;
  /** The first hop of a redirect; null when the path does not redirect. */
  redirectTo: string | null;
  /** Where the redirects end (the last address reached); null when the path does not redirect. */
  finalPath: string | null;
  /** What the end answered; null when it is off the site, unchecked, or the chain loops. */
  finalStatus: number | null;
  /** Redirects followed to reach the end: 0 for a page that answers itself, 2 or more is a chain. */
  hops: number;
  /** The redirects come back to an address already visited. */
  loop: boolean;
};

/** Links of a page, counted for the graph: pages linking to it, pages it links to. */
export type LinkCounts = { inbound: number; inboundContent: number; outbound: number };

/** Redirects followed past this are a chain too long to be worth following further (search engines stop at 5 to 10). */
export const redirectHopsMax = 5;

export const isRedirect = (status: number) => status >= 300 && status < 400;

/** Follows each answered path's redirects through the other answers; paths never answered are left out. */
export function resolveTargets(answers: ReadonlyMap<string, TargetAnswer>): Map<string, ResolvedTarget> {
  const resolved = new Map<string, ResolvedTarget>();
  for (const [path, answer] of answers) {
    if (!isRedirect(answer.status) || answer.location === null) {
      resolved.set(path, {
        path,
        status: answer.status,
        redirectTo: null,
        finalPath: null,
        finalStatus: null,
        hops: 0,
        loop: false,
      });
      continue;
    }
    const seen = new Set([path]);
    let at = answer.location;
    let hops = 1;
    let loop = false;
    let finalStatus: number | null = null;
    for (;;) {
      if (seen.has(at)) {
        loop = true;
        break;
      }
      seen.add(at);
      const next = answers.get(at);
      if (!next) break;
      if (!isRedirect(next.status) || next.location === null || hops >= redirectHopsMax) {
        finalStatus = isRedirect(next.status) ? null : next.status;
        break;
      }
      at = next.location;
      hops += 1;
    }
    resolved.set(path, {
      path,
      status: answer.status,
      redirectTo: answer.location,
      finalPath: at,
      finalStatus,
      hops,
      loop,
    });
  }
  return resolved;
}

/**
 * Each crawled page's link counts: distinct other pages linking to it (and of them, those linking from their
 * content rather than the navigation, header or footer every page repeats), and distinct site paths it links to.
 * A page's links to itself count for neither.
 */
export function linkCounts(
  pages: readonly { path: string; links: readonly LinkEdge[] }[],
): Map<string, LinkCounts> {
  const counts = new Map<string, LinkCounts>(
    pages.map((page) => [page.path, { inbound: 0, inboundContent: 0, outbound: 0 }]),
  );
  for (const page of pages) {
    const own = counts.get(page.path);
    for (const link of page.links) {
      if (link.path === page.path) continue;
      if (own) own.outbound += 1;
      const target = counts.get(link.path);
      if (!target) continue;
      target.inbound += 1;
      if (link.inContent) target.inboundContent += 1;
    }
  }
  return counts;
}

/** A page that mentions another page's focus keyphrase without linking to it. */
export type LinkSuggestion = { fromPath: string; toPath: string; keyphrase: string; snippet: string };

/** Suggestions kept per target page, and in all: enough to act on, bounded on a large site. */
export const suggestionsPerTarget = 20;
export const suggestionsMax = 5000;
// Characters of context kept on each side of the mention.
const snippetContext = 60;

/**
 * Internal-link suggestions (issue 20): for each page with a focus keyphrase (or a synonym), the crawled pages
 * whose content mentions it and that do not link to that page yet, with the sentence around the mention. The
 * target's own page and pages already linking there are left out.
 */
export function linkSuggestions(
  pages: readonly { path: string; content: string; links: ReadonlySet<string> }[],
  targets: readonly { path: string; phrases: readonly string[] }[],
): LinkSuggestion[] {
  const suggestions: LinkSuggestion[] = [];
  const crawled = new Set(pages.map((page) => page.path));
  for (const target of targets) {
    if (!crawled.has(target.path)) continue;
    const patterns = target.phrases.flatMap((phrase) => {
      const pattern = phrasePattern(phrase);
      return pattern ? [{ phrase, pattern }] : [];
    });
    let forTarget = 0;
    for (const page of pages) {
      if (forTarget >= suggestionsPerTarget || suggestions.length >= suggestionsMax) break;
      if (page.path === target.path || page.links.has(target.path)) continue;
      for (const { phrase, pattern } of patterns) {
        const match = pattern.exec(page.content);
        if (!match) continue;
        const start = Math.max(0, match.index - snippetContext);
        const end = Math.min(page.content.length, match.index + match[0].length + snippetContext);
        const snippet = `${start > 0 ? "…" : ""}${page.content.slice(start, end).trim()}${end < page.content.length ? "…" : ""}`;
        suggestions.push({ fromPath: page.path, toPath: target.path, keyphrase: phrase, snippet });
        forTarget += 1;
        break;
      }
    }
  }
  return suggestions;
}
