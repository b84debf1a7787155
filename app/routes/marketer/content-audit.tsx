import type { MetaFunction } from "react-router";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { ContentAuditScreen } from "#app/features/seo-audit/content-audit-screen.tsx";

export const meta: MetaFunction = () => portalMeta("/dashboard/digital-marketer/content-audit");

// /dashboard/digital-marketer/content-audit: inside the SEO portal's layout (its guard and sidebar).
export default function ContentAuditRoute() {
  return <ContentAuditScreen />;
}
