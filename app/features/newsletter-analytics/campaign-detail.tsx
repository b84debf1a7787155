import { useQuery } from "@tanstack/react-query";
import { XIcon } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { AdminQueryGate } from "#app/components/ui/admin-query-gate.tsx";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Table, tableCell } from "#app/components/ui/table.tsx";
import { StatCard } from "#app/features/dashboards/stat-card.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { newsletterAnalyticsApi } from "#contracts/api/newsletter-analytics.ts";
import type { CampaignAnalytics, CampaignMetrics } from "#contracts/newsletter-analytics.ts";
import { formatCount, formatRate, formatRatio, longDay } from "./analytics-format.ts";
import { campaignAnalyticsKey } from "./analytics-params.ts";
import { analyticsText } from "./analytics-text.ts";

function rateHint(rate: string, of: string) {
  return <span className="text-xs">{rate === "–" ? `No ${of} yet` : `${rate} ${of}`}</span>;
}

function Figures({ m }: { m: CampaignMetrics }) {
  const figures: Array<{ label: string; value: number | string; hint?: ReactNode }> = [
    {
      label: "Sent",
      value: m.sent,
      hint: <span className="text-xs">of {formatCount(m.recipients)} recipients</span>,
    },
    { label: "Delivered", value: m.delivered },
    { label: "Bounced", value: m.bounced },
    { label: "Opened", value: m.opened, hint: rateHint(formatRate(m.opened, m.sent), "open rate") },
    { label: "Proxy opens", value: m.proxyOpened },
    { label: "Clicked", value: m.clicked, hint: rateHint(formatRate(m.clicked, m.sent), "click rate") },
    { label: "Click-to-open", value: formatRatio(m.clickToOpenRate) },
    { label: "Unsubscribed", value: m.unsubscribed },
    { label: "Complaints", value: m.complained },
    { label: "Conversions", value: m.conversions },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map((f) => (
        <StatCard
          key={f.label}
          label={f.label}
          value={typeof f.value === "number" ? formatCount(f.value) : f.value}
          hint={f.hint}
        />
      ))}
    </dl>
  );
}

/** Each tracked link of the mail: the address as text (never a live link to wherever a mail pointed). */
function Links({ links }: { links: CampaignAnalytics["links"] }) {
  if (links.length === 0)
    return (
      <EmptyState title={analyticsText.noLinks} description={analyticsText.noLinksHint} className="py-8" />
    );
  return (
    <Table
      caption="Clicks by link"
      description="Clicks: every click, repeats included. People: recipients who clicked the link at least once."
      minWidth="min-w-[32rem]"
      columns={[{ label: "Link" }, { label: "Clicks", align: "right" }, { label: "People", align: "right" }]}
    >
      {links.map((link) => (
        <tr key={link.url}>
          <th scope="row" className={tableCell("max-w-[28rem] font-normal text-slate-900")}>
            <span title={link.url} className="block truncate font-mono text-xs">
              {link.url}
            </span>
          </th>
          <td className={tableCell("text-right tabular-nums")}>{formatCount(link.clicks)}</td>
          <td className={tableCell("text-right tabular-nums")}>{formatCount(link.uniqueClicks)}</td>
        </tr>
      ))}
    </Table>
  );
}

/**
 * One campaign's numbers and the clicks of each of its links, under the comparison. It takes the focus when it
 * opens, so the keyboard and screen readers land on what was asked for.
 */
export function CampaignDetail({ id, closeHref }: { id: string; closeHref: string }) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const detail = useQuery({
    queryKey: campaignAnalyticsKey(id),
    queryFn: ({ signal }) => apiRequest(newsletterAnalyticsApi.campaign, { params: { id }, signal }),
  });
  useEffect(() => {
    section.current?.focus();
  }, []);
  const subject = detail.data?.metrics.subject;
  const startedAt = detail.data?.metrics.startedAt;

  return (
    <section
      ref={section}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border border-indigo-200 bg-indigo-50/40 p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold break-words text-slate-900">
            {subject ?? "Campaign"}
          </h3>
          {startedAt ? <p className="text-sm text-slate-600">Started {longDay(startedAt)}</p> : null}
        </div>
        <Link
          to={closeHref}
          preventScrollReset
          className={buttonClassName({ variant: "outline", size: "sm" })}
        >
          <XIcon aria-hidden="true" />
          Close<span className="sr-only"> the campaign's details</span>
        </Link>
      </div>
      <AdminQueryGate
        query={detail}
        loadingLabel="Loading the campaign's numbers..."
        loadFailed={analyticsText.campaignFailed}
      >
        {(data) => (
          <>
            {data.metrics.perSubscriber ? null : (
              <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {analyticsText.aggregate}
              </p>
            )}
            <Figures m={data.metrics} />
            <Links links={data.links} />
          </>
        )}
      </AdminQueryGate>
    </section>
  );
}
