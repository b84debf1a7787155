import type { MetaFunction } from "react-router";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { KeywordsScreen } from "#app/features/seo-keywords/keywords-screen.tsx";

export const meta: MetaFunction = () => portalMeta("/dashboard/digital-marketer/keywords");

// /dashboard/digital-marketer/keywords: inside the SEO portal's layout (its guard and sidebar).
export default function KeywordsRoute() {
  return <KeywordsScreen />;
}
