import { readEnumParam, readPageParam } from "#app/lib/list-params.ts";
import { type CampaignStatus, campaignStatuses } from "#contracts/newsletter-campaigns.ts";

// The Campaigns tab keeps its state in the URL (?tab=campaigns&status=&page=, or &campaign=<id|new> for the
// composer), so a filtered list or an open campaign can be bookmarked, shared and walked back.
export const campaignsTabId = "campaigns";

export type CampaignListFilters = { status: CampaignStatus | ""; page: number };

export const noCampaignFilters: CampaignListFilters = { status: "", page: 1 };

/** The campaign the URL opens: an id, "new" for a blank draft, or null for the list. */
export function readOpenCampaign(params: URLSearchParams): string | null {
  const id = params.get("campaign")?.trim() ?? "";
  return id && id.length <= 64 ? id : null;
}

export function readCampaignFilters(params: URLSearchParams): CampaignListFilters {
  return { status: readEnumParam(params, "status", campaignStatuses), page: readPageParam(params) };
}

/** The list's address: the tab first, then only what differs from the defaults. */
export function campaignListParams(filters: CampaignListFilters): URLSearchParams {
  const params = new URLSearchParams({ tab: campaignsTabId });
  if (filters.status) params.set("status", filters.status);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** A campaign's address in the composer ("new": a blank one). */
export function campaignParams(id: string): URLSearchParams {
  return new URLSearchParams({ tab: campaignsTabId, campaign: id });
}

export const campaignHref = (id: string) => `?${campaignParams(id)}`;

export const campaignsQueryKey = ["admin-newsletter-campaigns"] as const;
export const campaignListKey = [...campaignsQueryKey, "list"] as const;
export const campaignKey = (id: string) => [...campaignsQueryKey, "campaign", id] as const;
export const segmentsKey = [...campaignsQueryKey, "segments"] as const;
