import { listQuery, listSearchParams, readEnumParam, readPageParam } from "#app/lib/list-params.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { newsletterAdminApi } from "#contracts/api/newsletter-admin.ts";
import {
  newsletterAdminLimits,
  type SubscriberStatus,
  subscriberStatuses,
} from "#contracts/newsletter-admin.ts";
import { type NewsletterTopic, newsletterTopicIds } from "#contracts/newsletter-text.ts";

// The Subscribers tab keeps its state in the URL (?q=&status=&source=&topic=&page=), so a filtered view can
// be bookmarked and walked back. Bad values read as "no filter", never an error page.
export type SubscriberFilters = {
  q: string;
  status: SubscriberStatus | "";
  source: string;
  topic: NewsletterTopic | "";
  page: number;
};

export const noSubscriberFilters: SubscriberFilters = { q: "", status: "", source: "", topic: "", page: 1 };

export function readSubscriberFilters(params: URLSearchParams): SubscriberFilters {
  return {
    q: (params.get("q") ?? "").trim().slice(0, newsletterAdminLimits.searchMax),
    status: readEnumParam(params, "status", subscriberStatuses),
    source: (params.get("source") ?? "").trim().slice(0, newsletterAdminLimits.sourceMax),
    topic: readEnumParam(params, "topic", newsletterTopicIds),
    page: readPageParam(params),
  };
}

export function subscriberFiltersToParams(filters: SubscriberFilters): URLSearchParams {
  return listSearchParams(filters);
}

export function subscriberListQuery(filters: SubscriberFilters) {
  return listQuery(filters, newsletterAdminLimits.pageSize);
}

/** The export's address: the same filters, every page. */
export function subscriberExportHref(filters: SubscriberFilters): string {
  const { q, status, source, topic } = subscriberListQuery(filters);
  return endpointUrl(newsletterAdminApi.exportSubscribers, { query: { q, status, source, topic } });
}

export const subscribersQueryKey = ["admin-newsletter-subscribers"] as const;
