import { aboutPageTitle } from "#contracts/page-heads/about.ts";
import { contactPage } from "#contracts/page-heads/contact.ts";
import { pageTitle } from "#contracts/page-title.ts";
import type { PageType } from "#contracts/seo.ts";
import type { PageFacts, PageSource } from "#server/modules/seo/page-source.ts";
import type { PagesRepository } from "./repository.ts";

/** The fixed pages whose prose is a site_pages row; title and description come from that row. */
type ProsePage = {
  pageType: PageType;
  crumb: string;
  keywords: string[];
  /** Instead of the h1 plus the suffix. */
  seoTitle?: string;
};

const prosePages: Record<string, ProsePage> = {
  "/about": {
    pageType: "organization",
    seoTitle: aboutPageTitle,
    crumb: "About",
    keywords: ["about AI Labs", "AI school", "AI instructors", "applied AI education"],
  },
  "/investors": {
    pageType: "organization",
    crumb: "Investors",
    keywords: ["AI Labs investors", "AI education company", "edtech investment"],
  },
  "/community": {
    pageType: "website",
    crumb: "Community",
    keywords: ["AI learning community", "AI study groups", "AI Labs alumni"],
  },
  "/corporate-training": {
    pageType: "website",
    crumb: "Corporate training",
    keywords: ["corporate AI training", "AI upskilling for teams", "enterprise AI workshops"],
  },
  "/privacy": {
    pageType: "website",
    crumb: "Privacy policy",
    keywords: ["AI Labs privacy policy", "data protection", "cookieless analytics"],
  },
};

const contactFacts: PageFacts = {
  title: contactPage.title,
  description: contactPage.description,
  pageType: "website",
  keywords: ["contact AI Labs", "AI Labs admissions", "AI course advice"],
  breadcrumbs: [{ name: "Contact", url: "/contact" }],
};

// /about, /investors, /community, /corporate-training, /privacy (prose from site_pages) and /contact.
export function createPagesPageSource(deps: { pages: Pick<PagesRepository, "findByPath"> }): PageSource {
  return {
    async resolve(path) {
      if (path === "/contact") return contactFacts;
      const config = prosePages[path];
      if (!config) return null;
      const page = await deps.pages.findByPath(path);
      if (!page) return null;
      return {
        title: config.seoTitle ?? pageTitle(page.title),
        description: page.summary,
        pageType: config.pageType,
        keywords: config.keywords,
        modifiedAt: page.updatedAt,
        breadcrumbs: [{ name: config.crumb, url: path }],
      };
    },
    async list() {
      const rows = await Promise.all(
        Object.keys(prosePages).map(async (path) => ({ path, page: await deps.pages.findByPath(path) })),
      );
      return [
        ...rows.flatMap(({ path, page }) => (page ? [{ path, modifiedAt: page.updatedAt }] : [])),
        { path: "/contact", modifiedAt: null },
      ];
    },
  };
}
