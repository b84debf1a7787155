import type { MetaFunction } from "react-router";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { SemrushInsightsScreen } from "#app/features/seo-semrush/semrush-insights-screen.tsx";

export const meta: MetaFunction = () => portalMeta("/dashboard/digital-marketer/recommendations");

// /dashboard/digital-marketer/recommendations ('SEMrush Insights'): inside the SEO portal's layout.
export default function RecommendationsRoute() {
  return <SemrushInsightsScreen />;
}
