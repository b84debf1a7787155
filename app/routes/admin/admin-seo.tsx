import type { MetaFunction } from "react-router";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { portalPageFacts } from "#app/features/portal/portal-page-facts.ts";
import { portalPlaceholderText } from "#app/features/portal/portal-placeholder-text.ts";
import { SeoManagerScreen, type SeoTool } from "#app/features/seo-manager/seo-manager-screen.tsx";
import { portals } from "#contracts/portals.ts";

export const meta: MetaFunction = () => portalMeta("/dashboard/admin/seo");

// The SEO portal's pages from the registry: what the built ones do, what the others will hold.
const upcoming: Record<string, string> = portalPlaceholderText;
const built: Record<string, string> = {
  "/dashboard/digital-marketer/page-management":
    "Every public page with its title, indexing, views of 30 days and last change.",
  "/dashboard/digital-marketer/meta-tags":
    "A page's title, description and search settings beside its defaults, with history.",
  "/dashboard/digital-marketer/keywords":
    "A focus keyphrase per page, checked on the rendered page; Search Console's queries when connected.",
  "/dashboard/digital-marketer/recommendations":
    "Semrush's keywords and competitors with its key; the audit's findings ranked by impact without.",
  "/dashboard/digital-marketer/internal-links":
    "The link graph: orphans, broken links, redirect chains, anchors and link suggestions.",
  "/dashboard/digital-marketer/analytics":
    "Views, visitors, entry pages, referrers, campaigns, devices, goals and the funnel over any range.",
  "/dashboard/digital-marketer/content-audit":
    "A crawl of every public page with a site score, its findings and the field that fixes each.",
  "/dashboard/digital-marketer/sitemap":
    "Every sitemap URL with include and exclude, and the robots.txt editor.",
  "/dashboard/digital-marketer/seo-settings":
    "Site-wide defaults, verification tags, redirects (301, 302, 410) and the integrations' tests.",
};
const tools: SeoTool[] = portalPageFacts
  .filter((page) => page.portal === "digitalMarketer" && page.path !== portals.digitalMarketer.path)
  .map((page) => ({
    path: page.path,
    name: page.name,
    about: built[page.path],
    upcoming: upcoming[page.path],
  }));

// /dashboard/admin/seo: inside the admin portal's layout (its guard and sidebar).
export default function AdminSeoRoute() {
  return <SeoManagerScreen tools={tools} />;
}
