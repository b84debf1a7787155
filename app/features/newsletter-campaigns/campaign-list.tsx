import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { FilterSelect, labelledOptions } from "#app/components/ui/filter-select.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { newsletterCampaignsApi } from "#contracts/api/newsletter-campaigns.ts";
import { campaignStatuses } from "#contracts/newsletter-campaigns.ts";
import { campaignStatusLabels } from "./campaign-format.tsx";
import {
  type CampaignListFilters,
  campaignHref,
  campaignListKey,
  campaignListParams,
  noCampaignFilters,
  readCampaignFilters,
} from "./campaign-params.ts";
import { CampaignsTable } from "./campaigns-table.tsx";

function NewCampaignLink() {
  return (
    <Link to={campaignHref("new")} className={buttonClassName()}>
      <PlusIcon aria-hidden="true" />
      New campaign
    </Link>
  );
}

/** The Campaigns tab's list: status filter and page in the URL, counts refreshed while one is sending. */
export function CampaignList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readCampaignFilters(searchParams);
  const setFilters = (next: CampaignListFilters) =>
    // Filtering replaces the history entry; paging adds one, so Back returns to the last page.
    setSearchParams(campaignListParams(next), {
      replace: next.page === filters.page,
      preventScrollReset: true,
    });

  const list = useQuery({
    queryKey: [...campaignListKey, filters],
    queryFn: ({ signal }) =>
      apiRequest(newsletterCampaignsApi.list, {
        query: { status: filters.status || undefined, page: filters.page },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === "sending") ? 5000 : false,
  });

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full sm:w-64">
          <FilterSelect
            label="Status"
            allLabel="All statuses"
            value={filters.status}
            options={labelledOptions(campaignStatuses, campaignStatusLabels)}
            onChange={(status) => setFilters({ status, page: 1 })}
          />
        </div>
        <NewCampaignLink />
      </div>

      <AdminListState
        query={list}
        noun={["campaign", "campaigns"]}
        loadFailed="Could not load the campaigns"
        empty={{
          filtered: filters.status !== "",
          filteredMessage: "No campaign has this status.",
          noneMessage: "No campaigns yet. Write the first one.",
          clearLabel: "Show every status",
          onClear: () => setFilters(noCampaignFilters),
          noneAction: <NewCampaignLink />,
        }}
        paging={{
          label: "Pages of campaigns",
          page: filters.page,
          onPage: (page) => setFilters({ ...filters, page }),
        }}
      >
        {(result) => <CampaignsTable campaigns={result.items} />}
      </AdminListState>
    </>
  );
}
