import { type PageType, type ResolvedPageMeta, seoDefaults } from "#contracts/seo.ts";
import type { SeoMetadataDefaults } from "#contracts/seo-metadata.ts";
import { seoMessages } from "#contracts/seo-text.ts";
import { HttpError } from "#server/http-error.ts";
import { normalizePath } from "./normalize-path.ts";
import type { PageFacts, PageSource } from "./page-source.ts";
import type { PageOverride, SeoRepository } from "./repository.ts";
import { robotsTxt } from "./robots.ts";
import { builtInSiteDefaults, type SiteSeoDefaults, withSiteSuffix } from "./site-settings/site-defaults.ts";
import { type SitemapEntry, sitemapDocument, sitemapPart } from "./sitemap.ts";
import { structuredDataFor } from "./structured-data/structured-data-for.ts";

/** Private areas: never resolved, never in the sitemap, disallowed in robots.txt. */
export const privatePathPrefixes = ["/dashboard", "/admin", "/api", "/profile"] as const;

export function isPrivatePath(path: string): boolean {
  return privatePathPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function absolute(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

export type MetadataDefaults = SeoMetadataDefaults;

/** A YYYY-MM-DD override as the start of that UTC day. */
const dayStart = (day: string | null | undefined) => (day ? new Date(`${day}T00:00:00Z`) : undefined);

/** The page's facts with Meta Tags' structured details in place of the content's (issue 20). */
function withDetails(facts: PageFacts, override: PageOverride | null): PageFacts {
  if (!override) return facts;
  return {
    ...facts,
    author: override.author ?? facts.author,
    publishedAt: dayStart(override.publishedOn) ?? facts.publishedAt,
    modifiedAt: dayStart(override.modifiedOn) ?? facts.modifiedAt,
    breadcrumbs: override.breadcrumbs ?? facts.breadcrumbs,
    faqs: override.faqs ?? facts.faqs,
    rating: override.rating ?? facts.rating,
  };
}

export type PageInventoryItem = {
  path: string;
  title: string;
  pageType: PageType;
  indexable: boolean;
  overridden: boolean;
  /** Left out of sitemap.xml by a marketer (an indexable page may be). */
  sitemapExcluded: boolean;
  modifiedAt: Date | null;
};

export function createSeoService(deps: {
  repository: SeoRepository;
  /** Asked in order; the first that knows a path describes it. Domain modules append theirs. */
  sources: PageSource[];
  publicUrl: string;
  now?: () => Date;
  /** The marketer's robots.txt lines (seo-settings-repository.ts, cached); none when absent. */
  robotsRules?: () => Promise<string>;
  /** SEO Settings' site-wide defaults (cached by the module); the built-ins when absent. */
  siteDefaults?: () => Promise<SiteSeoDefaults>;
}) {
  const { repository, sources, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const siteDefaults = deps.siteDefaults ?? (async () => builtInSiteDefaults);

  /** A page's facts as its source gives them, with the site's suffix, fallback description and social image. */
  async function factsFor(path: string, site?: SiteSeoDefaults): Promise<PageFacts | null> {
    if (isPrivatePath(path)) return null;
    for (const source of sources) {
      const facts = await source.resolve(path);
      if (!facts) continue;
      const defaults = site ?? (await siteDefaults());
      return {
        ...facts,
        title: withSiteSuffix(facts.title, defaults.titleSuffix),
        description: facts.description || defaults.description,
        image: facts.image ?? defaults.socialImage.url,
      };
    }
    return null;
  }

  /** Facts -> defaults, then the override's non-null fields, then the spec's constants. */
  function merge(
    path: string,
    pageFacts: PageFacts,
    override: Awaited<ReturnType<SeoRepository["findOverride"]>>,
    site: SiteSeoDefaults,
  ): ResolvedPageMeta {
    const facts = withDetails(pageFacts, override);
    const pageUrl = path === "/" ? `${publicUrl}/` : `${publicUrl}${path}`;
    const title = override?.title ?? facts.title;
    const description = override?.description ?? facts.description;
    const image = absolute(publicUrl, override?.image ?? facts.image ?? seoDefaults.image);
    const breadcrumbs = [{ name: "Home", url: "/" }, ...(facts.breadcrumbs ?? [])];
    return {
      path,
      title,
      description,
      keywords: override?.keywords ?? facts.keywords ?? [],
      canonical: override?.canonical
        ? absolute(publicUrl, override.canonical)
        : facts.canonicalPath
          ? absolute(publicUrl, facts.canonicalPath)
          : pageUrl,
      image,
      imageWidth: seoDefaults.imageWidth,
      imageHeight: seoDefaults.imageHeight,
      imageAlt: facts.imageAlt ?? title,
      noindex: override?.noindex ?? facts.noindex ?? false,
      pageType: override?.pageType ?? facts.pageType,
      author: facts.author ?? seoDefaults.author,
      publishedAt: facts.publishedAt?.toISOString() ?? null,
      modifiedAt: facts.modifiedAt?.toISOString() ?? null,
      language: override?.language ?? seoDefaults.language,
      locale: override?.locale ?? seoDefaults.locale,
      siteName: seoDefaults.siteName,
      alternates: override?.alternates ?? facts.alternates ?? [],
      breadcrumbs,
      structuredData: [
        ...structuredDataFor({
          publicUrl,
          path,
          pageUrl,
          facts: { ...facts, title, description },
          image,
          breadcrumbs,
          now: now(),
          organization: { logo: site.logo, profiles: site.profiles },
        }),
        // The marketer's own blocks, checked against their types' required properties when saved.
        ...(override?.structuredData ?? []),
      ],
      // Search engines read the verification tags on the home page.
      verification: path === "/" ? verificationTags(site) : [],
    };
  }

  return {
    /** The metadata of one site path; 400 for something that is not a path, 404 for a path no page owns. */
    async resolve(rawPath: string): Promise<ResolvedPageMeta> {
      const path = normalizePath(rawPath);
      if (!path) throw new HttpError(400, seoMessages.invalidPath, "path");
      const site = await siteDefaults();
      const facts = await factsFor(path, site);
      if (!facts) throw new HttpError(404, seoMessages.unknownPath, "path");
      return merge(path, facts, await repository.findOverride(path), site);
    },

    /** Every indexable public path with its content's last change, home first. */
    async sitemapEntries(): Promise<SitemapEntry[]> {
      const [lists, overrides] = await Promise.all([
        Promise.all(sources.map((source) => source.list())),
        repository.listOverrides(),
      ]);
      const noindexByPath = new Map(overrides.map((o) => [o.path, o.noindex]));
      const excluded = new Set(overrides.filter((o) => o.sitemapExclude).map((o) => o.path));
      const entries = new Map<string, SitemapEntry>();
      for (const item of lists.flat()) {
        const path = normalizePath(item.path);
        if (!path || isPrivatePath(path) || entries.has(path)) continue;
        const noindex = noindexByPath.get(path) ?? item.noindex ?? false;
        if (noindex || excluded.has(path)) continue;
        entries.set(path, {
          loc: path === "/" ? `${publicUrl}/` : `${publicUrl}${path}`,
          lastmod: item.modifiedAt,
        });
      }
      return [...entries.entries()]
        .sort(([a], [b]) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)))
        .map(([, entry]) => entry);
    },

    /**
     * What a path shows without an override: its content's metadata and the site's defaults (Meta Tags shows
     * them beside each field). 400 for something that is not a path, 404 for a path no page owns.
     */
    async defaults(rawPath: string): Promise<{ path: string; defaults: MetadataDefaults }> {
      const path = normalizePath(rawPath);
      if (!path) throw new HttpError(400, seoMessages.invalidPath, "path");
      const facts = await factsFor(path);
      if (!facts) throw new HttpError(404, seoMessages.unknownPath, "path");
      return {
        path,
        defaults: {
          title: facts.title,
          description: facts.description,
          keywords: facts.keywords ?? [],
          image: facts.image ?? seoDefaults.image,
          canonical: facts.canonicalPath ?? path,
          noindex: facts.noindex ?? false,
          pageType: facts.pageType,
          author: facts.author ?? seoDefaults.author,
          publishedAt: facts.publishedAt?.toISOString().slice(0, 10) ?? null,
          modifiedAt: facts.modifiedAt?.toISOString().slice(0, 10) ?? null,
          language: seoDefaults.language,
          locale: seoDefaults.locale,
          alternates: facts.alternates ?? [],
          breadcrumbs: facts.breadcrumbs ?? [],
          faqs: facts.faqs ?? [],
          rating: facts.rating ?? null,
          ratingApplies: facts.course !== undefined,
        },
      };
    },

    /**
     * Every public path the sources list, with what Page Management shows of it: the title and type as
     * resolved (override first), whether it is indexable, whether an override exists, the last change.
     * Paths a source lists but can no longer describe (content deleted meanwhile) are left out.
     */
    async inventory(): Promise<PageInventoryItem[]> {
      const [lists, overrides] = await Promise.all([
        Promise.all(sources.map((source) => source.list())),
        repository.listOverrides(),
      ]);
      const overrideByPath = new Map(overrides.map((o) => [o.path, o]));
      const site = await siteDefaults();
      const listed = new Map<string, { modifiedAt: Date | null }>();
      for (const item of lists.flat()) {
        const path = normalizePath(item.path);
        if (!path || isPrivatePath(path) || listed.has(path)) continue;
        listed.set(path, { modifiedAt: item.modifiedAt });
      }
      const items = await Promise.all(
        [...listed.entries()].map(async ([path, item]): Promise<PageInventoryItem | null> => {
          const facts = await factsFor(path, site);
          if (!facts) return null;
          const override = overrideByPath.get(path);
          const changes = [item.modifiedAt ?? facts.modifiedAt ?? null, override?.updatedAt ?? null];
          const modifiedAt = changes.reduce<Date | null>(
            (a, b) => (a && b ? (a > b ? a : b) : (a ?? b)),
            null,
          );
          return {
            path,
            title: override?.title ?? facts.title,
            pageType: override?.pageType ?? facts.pageType,
            indexable: !(override?.noindex ?? facts.noindex ?? false),
            overridden: override?.changesAnything ?? false,
            sitemapExcluded: override?.sitemapExclude ?? false,
            modifiedAt,
          };
        }),
      );
      return items.filter((item): item is PageInventoryItem => item !== null);
    },

    /** /sitemap.xml: the urlset, or past 50,000 URLs the index of its parts. */
    async sitemapXml(): Promise<string> {
      return sitemapDocument(await this.sitemapEntries(), publicUrl);
    },

    /** /sitemap-N.xml: a part of a split sitemap; null when there is no such part. */
    async sitemapPartXml(n: number): Promise<string | null> {
      return sitemapPart(await this.sitemapEntries(), n);
    },

    /** robots.txt as served: the built-in group and the marketer's lines (robots.ts). */
    async robotsTxt(): Promise<string> {
      return robotsTxt(publicUrl, deps.robotsRules ? await deps.robotsRules() : "");
    },
  };
}
export type SeoService = ReturnType<typeof createSeoService>;

function verificationTags(site: SiteSeoDefaults): { name: string; content: string }[] {
  const tags: { name: string; content: string }[] = [];
  if (site.verification.google)
    tags.push({ name: "google-site-verification", content: site.verification.google });
  if (site.verification.bing) tags.push({ name: "msvalidate.01", content: site.verification.bing });
  return tags;
}
