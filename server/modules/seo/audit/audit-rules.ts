import type { AuditFix, AuditRule, AuditSeverity } from "#contracts/seo-audit.ts";
import {
  descriptionRange,
  textWidthPx,
  titleCharLimit,
  titleWidthLimitPx,
} from "#contracts/seo-title-width.ts";
import { validateJsonLdText } from "../structured-data/validate-json-ld.ts";
import type { PageFacts } from "./read-page.ts";

// Every check of the content audit, in one place with one table of tests (audit-rules.unit.test.ts). The
// crawl (run-audit.ts) renders the pages and reads their facts (read-page.ts); these functions only judge.

/** A page as the crawl saw it. */
export type AuditedPage = {
  path: string;
  /** The status its render answered. */
  status: number;
  /** Size of its HTML in bytes, as served before compression. */
  bytes: number;
  /** sitemap.xml lists it. */
  inSitemap: boolean;
  /** Null when the page did not answer 200. */
  facts: PageFacts | null;
};

export type RawFinding = {
  path: string;
  rule: AuditRule;
  severity: AuditSeverity;
  message: string;
  fix: AuditFix;
};

export const auditThresholds = {
  titleMinChars: 30,
  /** Fewer words than this on an indexable page is thin. */
  thinContentWords: 300,
  /** Flesch reading ease below this reads as academic prose. */
  hardToRead: 30,
  /** HTML heavier than this (uncompressed) slows phones on slow networks. */
  pageWeightBytes: 200 * 1024,
} as const;

type Finding = Omit<RawFinding, "path">;
type PageRule = (page: AuditedPage & { facts: PageFacts }, pageUrl: string) => Finding | null;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Checks of one page on its own; each answers one finding or none. Content checks skip noindex pages. */
const pageRules: PageRule[] = [
  ({ facts }) =>
    facts.title === null
      ? { rule: "title-missing", severity: "error", message: "The page has no <title>.", fix: "title" }
      : null,
  ({ facts }) => {
    if (facts.title === null || facts.noindex) return null;
    const width = textWidthPx(facts.title);
    if (facts.title.length <= titleCharLimit && width <= titleWidthLimitPx) return null;
    return {
      rule: "title-too-long",
      severity: "warning",
      message: `The title has ${facts.title.length} characters (about ${width} px); search results show about ${titleCharLimit} (${titleWidthLimitPx} px) and cut the rest.`,
      fix: "title",
    };
  },
  ({ facts }) =>
    facts.title !== null && !facts.noindex && facts.title.length < auditThresholds.titleMinChars
      ? {
          rule: "title-too-short",
          severity: "notice",
          message: `The title has ${facts.title.length} characters; ${auditThresholds.titleMinChars} to ${titleCharLimit} leave room for the words people search for.`,
          fix: "title",
        }
      : null,
  ({ facts }) =>
    facts.description === null && !facts.noindex
      ? {
          rule: "description-missing",
          severity: "warning",
          message: "The page has no meta description; search engines will pick text from the page instead.",
          fix: "description",
        }
      : null,
  ({ facts }) =>
    facts.description !== null && !facts.noindex && facts.description.length > descriptionRange.max
      ? {
          rule: "description-too-long",
          severity: "warning",
          message: `The description has ${facts.description.length} characters; results show about ${descriptionRange.max} and cut the rest.`,
          fix: "description",
        }
      : null,
  ({ facts }) =>
    facts.description !== null && !facts.noindex && facts.description.length < descriptionRange.min
      ? {
          rule: "description-too-short",
          severity: "notice",
          message: `The description has ${facts.description.length} characters; ${descriptionRange.min} to ${descriptionRange.max} give the result room to sell the page.`,
          fix: "description",
        }
      : null,
  ({ facts }) =>
    facts.h1Count === 0 && !facts.noindex
      ? { rule: "h1-missing", severity: "warning", message: "The page has no H1 heading.", fix: "content" }
      : null,
  ({ facts }) =>
    facts.h1Count > 1
      ? {
          rule: "h1-multiple",
          severity: "notice",
          message: `The page has ${facts.h1Count} H1 headings; one says what the page is about.`,
          fix: "content",
        }
      : null,
  ({ facts }) => {
    const skips = facts.headingLevels.flatMap((level, index) => {
      const previous = index === 0 ? 1 : (facts.headingLevels[index - 1] ?? 1);
      return level > previous + 1 ? [`H${previous} to H${level}`] : [];
    });
    return skips.length > 0
      ? {
          rule: "heading-order",
          severity: "notice",
          message: `Headings skip a level (${[...new Set(skips)].join(", ")}); screen readers and crawlers read the outline.`,
          fix: "content",
        }
      : null;
  },
  ({ facts }) =>
    facts.imagesWithoutAlt > 0
      ? {
          rule: "image-alt-missing",
          severity: "warning",
          message: `${plural(facts.imagesWithoutAlt, "image")} without alt text (use alt="" for decoration).`,
          fix: "content",
        }
      : null,
  ({ facts }) =>
    !facts.noindex && facts.wordCount < auditThresholds.thinContentWords
      ? {
          rule: "thin-content",
          severity: "notice",
          message: `The main content has ${plural(facts.wordCount, "word")}; pages under ${auditThresholds.thinContentWords} rarely rank.`,
          fix: "content",
        }
      : null,
  ({ facts }) =>
    !facts.noindex && facts.readingEase !== null && facts.readingEase < auditThresholds.hardToRead
      ? {
          rule: "readability",
          severity: "notice",
          message: `Flesch reading ease is ${facts.readingEase} (below ${auditThresholds.hardToRead} reads as academic prose); shorter sentences and words help.`,
          fix: "content",
        }
      : null,
  ({ facts }) => {
    if (facts.canonicals.length > 1)
      return {
        rule: "canonical-conflict",
        severity: "error",
        message: `The page names ${facts.canonicals.length} canonical addresses; search engines ignore them all.`,
        fix: "canonical",
      };
    if (facts.canonicals.length === 0)
      return {
        rule: "canonical-conflict",
        severity: "warning",
        message: "The page names no canonical address.",
        fix: "canonical",
      };
    return null;
  },
  (page, pageUrl) => {
    const canonical = page.facts.canonicals[0];
    if (canonical === undefined || page.facts.canonicals.length !== 1 || !page.inSitemap) return null;
    if (sameAddress(canonical, pageUrl)) return null;
    return {
      rule: "canonical-conflict",
      severity: "warning",
      message: `The sitemap lists this page but its canonical is ${canonical}: list the canonical page instead.`,
      fix: "canonical",
    };
  },
  ({ facts, inSitemap }) =>
    facts.noindex && inSitemap
      ? {
          rule: "noindex-in-sitemap",
          severity: "error",
          message: "The page says noindex but sitemap.xml lists it; search engines get two answers.",
          fix: "robots",
        }
      : null,
  ({ facts }) => {
    const problems = facts.jsonLd.flatMap((text) => validateJsonLdText(text));
    return problems.length > 0
      ? {
          rule: "json-ld-invalid",
          severity: "error",
          message: problems.map((problem) => problem.message).join(" "),
          fix: "pageType",
        }
      : null;
  },
  ({ bytes }) =>
    bytes > auditThresholds.pageWeightBytes
      ? {
          rule: "page-weight",
          severity: "warning",
          message: `The HTML weighs ${Math.round(bytes / 1024)} KB; keep it under ${auditThresholds.pageWeightBytes / 1024} KB for phones on slow networks.`,
          fix: "content",
        }
      : null,
];

function sameAddress(a: string, b: string): boolean {
  const strip = (url: string) => url.replace(/\/+$/, "");
  return strip(a) === strip(b);
}

/** The findings of one page on its own. `pageUrl` is its absolute address on the public site. */
export function pageFindings(page: AuditedPage, pageUrl: string): RawFinding[] {
  if (page.facts === null) {
    return [
      {
        path: page.path,
        rule: "page-status",
        severity: "error",
        message: `The page answers ${page.status} instead of 200.`,
        fix: "content",
      },
    ];
  }
  const withFacts = { ...page, facts: page.facts };
  return pageRules.flatMap((rule) => {
    const finding = rule(withFacts, pageUrl);
    return finding ? [{ path: page.path, ...finding }] : [];
  });
}

/**
 * The findings that need the whole site: titles and descriptions two indexable pages share, and links to
 * site paths that are missing (404, 410, 5xx) or permanently redirected (`linkStatus` answers the status of
 * any path a page links to).
 */
export function siteFindings(
  pages: AuditedPage[],
  linkStatus: (path: string) => number | undefined,
): RawFinding[] {
  const findings: RawFinding[] = [];
  const indexable = pages.filter(
    (page): page is AuditedPage & { facts: PageFacts } => page.facts !== null && !page.facts.noindex,
  );
  for (const field of ["title", "description"] as const) {
    const byValue = new Map<string, string[]>();
    for (const page of indexable) {
      const value = page.facts[field]?.toLowerCase();
      if (value) byValue.set(value, [...(byValue.get(value) ?? []), page.path]);
    }
    for (const paths of byValue.values()) {
      if (paths.length < 2) continue;
      for (const path of paths) {
        const others = paths.filter((other) => other !== path);
        findings.push({
          path,
          rule: `${field}-duplicate`,
          severity: "warning",
          message: `The same ${field} as ${others.slice(0, 3).join(", ")}${others.length > 3 ? ` and ${others.length - 3} more` : ""}.`,
          fix: field,
        });
      }
    }
  }
  for (const page of pages) {
    if (page.facts === null) continue;
    const broken: string[] = [];
    const redirected: string[] = [];
    for (const target of page.facts.internalLinks) {
      const status = linkStatus(target);
      if (status === undefined) continue;
      if (status === 404 || status === 410 || status >= 500) broken.push(target);
      else if (status === 301 || status === 308) redirected.push(target);
    }
    if (broken.length > 0)
      findings.push({
        path: page.path,
        rule: "broken-link",
        severity: "error",
        message: `Links to ${plural(broken.length, "page")} that do not exist: ${broken.slice(0, 5).join(", ")}${broken.length > 5 ? "…" : ""}.`,
        fix: "content",
      });
    if (redirected.length > 0)
      findings.push({
        path: page.path,
        rule: "redirected-link",
        severity: "notice",
        message: `Links to ${plural(redirected.length, "address", "addresses")} that redirect: ${redirected.slice(0, 5).join(", ")}${redirected.length > 5 ? "…" : ""}; link to the destination.`,
        fix: "redirects",
      });
  }
  return findings;
}
