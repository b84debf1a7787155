import type { MetaFunction } from "react-router";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { PageManagementScreen } from "#app/features/seo-pages/page-management-screen.tsx";

export const meta: MetaFunction = () => portalMeta("/dashboard/digital-marketer/page-management");

// /dashboard/digital-marketer/page-management: inside the SEO portal's layout (its guard and sidebar).
export default function PageManagementRoute() {
  return <PageManagementScreen />;
}
