import type { ComponentType } from "react";
import { AnalyticsPanel } from "#app/features/newsletter-analytics/analytics-panel.tsx";
import { CampaignsPanel } from "#app/features/newsletter-campaigns/campaigns-panel.tsx";
import { SubscribersPanel } from "./subscribers-panel.tsx";

// The newsletter page's tabs, in order (issue 22): each is its label and its panel, and owns the URL's other
// parameters while it is open. Campaigns and Analytics join as entries here; the page draws whatever is listed.
export type NewsletterTab = { id: string; label: string; Panel: ComponentType };

export const newsletterTabs: readonly NewsletterTab[] = [
  { id: "subscribers", label: "Subscribers", Panel: SubscribersPanel },
  { id: "campaigns", label: "Campaigns", Panel: CampaignsPanel },
  { id: "analytics", label: "Analytics", Panel: AnalyticsPanel },
];

/** The tab `?tab=` names, or the first (an absent or unknown value). */
export function readNewsletterTab(params: URLSearchParams): NewsletterTab {
  const id = params.get("tab");
  const [first] = newsletterTabs;
  if (!first) throw new Error("the newsletter page has no tab");
  return newsletterTabs.find((tab) => tab.id === id) ?? first;
}

/** The URL of a tab: the first tab's address has no `?tab=`, and a tab starts without the last one's filters. */
export function newsletterTabParams(tab: NewsletterTab): URLSearchParams {
  return new URLSearchParams(tab === newsletterTabs[0] ? {} : { tab: tab.id });
}
