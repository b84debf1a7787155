import type { MetaFunction } from "react-router";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { MetaTagsScreen } from "#app/features/seo-metadata/meta-tags-screen.tsx";

export const meta: MetaFunction = () => portalMeta("/dashboard/digital-marketer/meta-tags");

// /dashboard/digital-marketer/meta-tags(?path=): inside the SEO portal's layout (its guard and sidebar).
export default function MetaTagsRoute() {
  return <MetaTagsScreen />;
}
