import type { MetaFunction } from "react-router";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { InternalLinksScreen } from "#app/features/seo-links/internal-links-screen.tsx";

export const meta: MetaFunction = () => portalMeta("/dashboard/digital-marketer/internal-links");

// /dashboard/digital-marketer/internal-links: inside the SEO portal's layout (its guard and sidebar).
export default function InternalLinksRoute() {
  return <InternalLinksScreen />;
}
