import type { MetaFunction } from "react-router";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { SitemapScreen } from "#app/features/seo-sitemap/sitemap-screen.tsx";

export const meta: MetaFunction = () => portalMeta("/dashboard/digital-marketer/sitemap");

// /dashboard/digital-marketer/sitemap: inside the SEO portal's layout (its guard and sidebar).
export default function SitemapRoute() {
  return <SitemapScreen />;
}
