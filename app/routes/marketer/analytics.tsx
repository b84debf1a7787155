import type { MetaFunction } from "react-router";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { AnalyticsScreen } from "#app/features/seo-analytics/analytics-screen.tsx";

export const meta: MetaFunction = () => portalMeta("/dashboard/digital-marketer/analytics");

// /dashboard/digital-marketer/analytics: inside the SEO portal's layout (its guard and sidebar).
export default function AnalyticsRoute() {
  return <AnalyticsScreen />;
}
