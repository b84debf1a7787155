import {
  newsletterAnalyticsLimits,
  newsletterAnalyticsQuerySchema,
} from "#contracts/newsletter-analytics.ts";

// The Analytics tab keeps its state in the URL (?tab=analytics&days=&campaign=<id>), so a range or an open
// campaign can be bookmarked, shared and walked back. A bad `days` reads as the default range, never an error.
export const analyticsTabId = "analytics";

/** The ranges offered; the API takes any whole number of days from 1 to 366. */
export const analyticsRangePresets = [7, 30, 90, 365] as const;

export type AnalyticsView = { days: number; campaign: string | null };

export function readAnalyticsView(params: URLSearchParams): AnalyticsView {
  const parsed = newsletterAnalyticsQuerySchema.safeParse({ days: params.get("days") ?? undefined });
  const campaign = params.get("campaign")?.trim() ?? "";
  return {
    days: parsed.success ? parsed.data.days : newsletterAnalyticsLimits.defaultDays,
    campaign: campaign && campaign.length <= 64 ? campaign : null,
  };
}

/** The tab's address: the tab first, then only what differs from the defaults. */
export function analyticsViewParams(view: AnalyticsView): URLSearchParams {
  const params = new URLSearchParams({ tab: analyticsTabId });
  if (view.days !== newsletterAnalyticsLimits.defaultDays) params.set("days", String(view.days));
  if (view.campaign) params.set("campaign", view.campaign);
  return params;
}

export const newsletterAnalyticsKey = ["admin-newsletter-analytics"] as const;
export const overviewKey = (days: number) => [...newsletterAnalyticsKey, "overview", days] as const;
export const campaignAnalyticsKey = (id: string) => [...newsletterAnalyticsKey, "campaign", id] as const;
