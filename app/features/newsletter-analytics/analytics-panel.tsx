import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { AdminQueryGate } from "#app/components/ui/admin-query-gate.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { StatCard } from "#app/features/dashboards/stat-card.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { newsletterAnalyticsApi } from "#contracts/api/newsletter-analytics.ts";
import { type NewsletterAnalytics, newsletterAnalyticsLimits } from "#contracts/newsletter-analytics.ts";
import { formatCount } from "./analytics-format.ts";
import {
  type AnalyticsView,
  analyticsRangePresets,
  analyticsViewParams,
  overviewKey,
  readAnalyticsView,
} from "./analytics-params.ts";
import { analyticsText } from "./analytics-text.ts";
import { CampaignDetail } from "./campaign-detail.tsx";
import { CampaignsComparison } from "./campaigns-comparison.tsx";
import { CsvLink } from "./csv-link.tsx";
import { ListGrowth } from "./list-growth.tsx";
import { MetricHelp } from "./metric-help.tsx";

/** The range of the list's growth: the presets, and the URL's own value when a link named another. */
function RangeSelect({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const id = useId();
  const options: readonly number[] = analyticsRangePresets.includes(days as never)
    ? analyticsRangePresets
    : [...analyticsRangePresets, days].sort((a, b) => a - b);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Date range</Label>
      <Select id={id} value={String(days)} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((value) => (
          <option key={value} value={value}>
            Last {value} {value === 1 ? "day" : "days"}
          </option>
        ))}
      </Select>
    </div>
  );
}

function Totals({ totals }: { totals: NewsletterAnalytics["totals"] }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:gap-4">
      <StatCard
        label="Subscribers now"
        value={formatCount(totals.subscribed)}
        hint={<span className="text-xs">Confirmed and receiving campaigns.</span>}
      />
      <StatCard
        label="Pending"
        value={formatCount(totals.pending)}
        hint={<span className="text-xs">Signed up, confirmation link not clicked yet.</span>}
      />
      <StatCard
        label="Unsubscribed"
        value={formatCount(totals.unsubscribed)}
        hint={<span className="text-xs">Left the list; never mailed again.</span>}
      />
    </dl>
  );
}

function Campaigns({ data, view }: { data: NewsletterAnalytics; view: AnalyticsView }) {
  const hrefOf = (campaign: string) => `?${analyticsViewParams({ ...view, campaign })}`;
  return (
    <section aria-labelledby="newsletter-campaigns-heading" className="grid gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="newsletter-campaigns-heading" className="text-lg font-semibold text-slate-900">
          Campaigns
        </h2>
        {data.campaigns.length > 0 ? <CsvLink report="campaigns" days={data.days} /> : null}
      </div>
      {data.campaigns.length === 0 ? (
        <EmptyState title={analyticsText.noCampaigns} description={analyticsText.noCampaignsHint} />
      ) : (
        <>
          <p className="text-sm text-slate-600">
            Every campaign that started sending (the latest {newsletterAnalyticsLimits.campaigns}), newest
            first, whatever the range. Rates are of the mails sent. Choose a campaign for its links.
          </p>
          <CampaignsComparison campaigns={data.campaigns} selectedId={view.campaign} hrefOf={hrefOf} />
          <MetricHelp />
        </>
      )}
      {view.campaign ? (
        <CampaignDetail
          key={view.campaign}
          id={view.campaign}
          closeHref={`?${analyticsViewParams({ ...view, campaign: null })}`}
        />
      ) : null}
    </section>
  );
}

/**
 * The newsletter page's Analytics tab (issue 22, decision 0067): subscribers now, every campaign side by side
 * (opens by privacy proxies apart, conversions), one campaign's links, and the list's growth over a range in
 * the URL, each report downloadable as CSV.
 */
export function AnalyticsPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readAnalyticsView(searchParams);
  const overview = useQuery({
    queryKey: overviewKey(view.days),
    queryFn: ({ signal }) =>
      apiRequest(newsletterAnalyticsApi.overview, { query: { days: view.days }, signal }),
    // The last range stays on screen while the next one loads, so the page does not jump.
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-2xl text-sm text-slate-700">
          What each campaign's mails did, and how the list grows. The range applies to the growth and sign-up
          sources; days are UTC.
        </p>
        <RangeSelect
          days={view.days}
          onChange={(days) =>
            setSearchParams(analyticsViewParams({ ...view, days }), {
              replace: true,
              preventScrollReset: true,
            })
          }
        />
      </div>
      <div aria-busy={overview.isFetching} className="grid grid-cols-1 gap-8">
        <AdminQueryGate
          query={overview}
          loadingLabel="Loading the analytics..."
          loadFailed={analyticsText.loadFailed}
        >
          {(data) => (
            <>
              <Totals totals={data.totals} />
              <Campaigns data={data} view={view} />
              <ListGrowth data={data} />
            </>
          )}
        </AdminQueryGate>
      </div>
    </>
  );
}
