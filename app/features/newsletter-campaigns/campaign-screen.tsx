import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { newsletterCampaignsApi } from "#contracts/api/newsletter-campaigns.ts";
import { CampaignEditor } from "./campaign-editor.tsx";
import { campaignKey, campaignListParams, noCampaignFilters } from "./campaign-params.ts";

/** ?tab=campaigns&campaign=<id|new>: one campaign, its counts read again every few seconds while it sends. */
export function CampaignScreen({ id }: { id: string }) {
  const isNew = id === "new";
  const campaign = useQuery({
    queryKey: campaignKey(id),
    queryFn: ({ signal }) => apiRequest(newsletterCampaignsApi.get, { params: { id }, signal }),
    enabled: !isNew,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === "sending" ? 3000 : status === "scheduled" ? 15_000 : false;
    },
  });

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <Link
        to={`?${campaignListParams(noCampaignFilters)}`}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        All campaigns
      </Link>
      {isNew ? (
        <CampaignEditor key="new" campaign={null} />
      ) : (
        <QueryState
          query={campaign}
          loading="Loading the campaign..."
          failed={`Could not load the campaign: ${campaign.error?.message ?? ""}`}
        >
          {(data) => <CampaignEditor key={id} campaign={data} />}
        </QueryState>
      )}
    </div>
  );
}
