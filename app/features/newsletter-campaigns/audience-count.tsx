import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import { useDebouncedValue } from "#app/lib/use-debounced-value.ts";
import { newsletterCampaignsApi } from "#contracts/api/newsletter-campaigns.ts";
import type { CampaignAudience } from "#contracts/newsletter-campaigns.ts";
import { count } from "./campaign-format.tsx";
import { campaignsQueryKey } from "./campaign-params.ts";

/** How many subscribers the rules reach now: asked once the rules stop changing for a moment. */
export function useAudienceCount(rules: Record<string, string>) {
  const settled = useDebouncedValue(rules, 400);
  return useQuery({
    queryKey: [...campaignsQueryKey, "audience-count", settled],
    queryFn: ({ signal }) =>
      apiRequest(newsletterCampaignsApi.audienceCount, { query: settled as CampaignAudience, signal }),
    placeholderData: keepPreviousData,
    // Subscribers come and go: a rule set asked again a minute later is asked afresh.
    staleTime: 60_000,
  });
}

export type AudienceCountQuery = ReturnType<typeof useAudienceCount>;

/** "Reaches 1,234 subscribers now", announced politely as the rules change. */
export function AudienceCount({ query }: { query: AudienceCountQuery }) {
  const n = query.data?.count;
  return (
    <p role="status" aria-live="polite" className="text-sm font-medium text-slate-900">
      {query.isError
        ? `Could not count the audience: ${query.error.message}`
        : n === undefined
          ? "Counting the audience..."
          : `Reaches ${count(n)} ${n === 1 ? "subscriber" : "subscribers"} now${query.isFetching ? " (updating...)" : ""}`}
    </p>
  );
}
