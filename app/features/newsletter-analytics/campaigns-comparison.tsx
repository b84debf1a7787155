import { Link, useNavigate } from "react-router";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import { cn } from "#app/lib/cn.ts";
import type { CampaignMetrics } from "#contracts/newsletter-analytics.ts";
import { formatCount, formatRate, formatRatio, longDay } from "./analytics-format.ts";

const right = (label: string): TableColumn => ({ label, align: "right" });

const columns: readonly TableColumn[] = [
  { label: "Campaign" },
  { label: "Started" },
  right("Sent"),
  right("Delivered"),
  right("Bounced"),
  right("Opened"),
  right("Proxy opens"),
  right("Clicked"),
  { label: "Click-to-open", align: "right", className: "whitespace-nowrap" },
  right("Unsubscribed"),
  right("Complaints"),
  right("Conversions"),
];

const number = "text-right tabular-nums text-slate-800 whitespace-nowrap";

/** A count with its rate under it, the rate named for screen readers. */
function WithRate({ value, rate, rateName }: { value: number; rate: string; rateName: string }) {
  return (
    <>
      <span className="block">{formatCount(value)}</span>
      <span className="block text-xs text-slate-600">
        <span className="sr-only">{rateName} </span>
        <span>{rate}</span>
      </span>
    </>
  );
}

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/**
 * Every started campaign on one row each, newest first, so they compare side by side. The subject is the
 * keyboard's way to a campaign's detail; a click anywhere on the row opens it too.
 */
export function CampaignsComparison({
  campaigns,
  selectedId,
  hrefOf,
}: {
  campaigns: readonly CampaignMetrics[];
  selectedId: string | null;
  hrefOf: (id: string) => string;
}) {
  const navigate = useNavigate();
  return (
    <Table caption="Campaigns side by side" minWidth="min-w-[72rem]" columns={columns}>
      {campaigns.map((c) => {
        const selected = c.id === selectedId;
        return (
          <tr
            key={c.id}
            className={cn(tableRow({ selected }), "group cursor-pointer", !selected && "hover:bg-slate-50")}
            // The subject's link is the way in for the keyboard; the row is a larger target for the pointer.
            onClick={(event) => {
              if (!(event.target as HTMLElement).closest("a"))
                void navigate(hrefOf(c.id), { preventScrollReset: true });
            }}
          >
            <th
              scope="row"
              // From sm up the subject stays in view while the figures scroll beside it (a phone has no room).
              className={tableCell(
                "min-w-[12rem] max-w-[16rem] font-medium text-slate-900 sm:sticky sm:left-0 sm:z-10 sm:max-w-[18rem] sm:shadow-[1px_0_0_#e2e8f0]",
                selected ? "bg-indigo-50" : "bg-white group-hover:bg-slate-50",
              )}
            >
              <Link
                to={hrefOf(c.id)}
                preventScrollReset
                aria-current={selected ? "true" : undefined}
                title={c.subject}
                className="line-clamp-2 rounded break-words text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                {c.subject}
              </Link>
              <span className="block text-xs font-normal text-slate-600">
                {statusLabel(c.status)} · {formatCount(c.recipients)} recipients
                {c.perSubscriber ? null : " · aggregate counts"}
              </span>
            </th>
            <td className={tableCell("whitespace-nowrap text-slate-700")}>
              {c.startedAt ? longDay(c.startedAt) : "Not started"}
            </td>
            <td className={tableCell(number)}>{formatCount(c.sent)}</td>
            <td className={tableCell(number)}>{formatCount(c.delivered)}</td>
            <td className={tableCell(number)}>{formatCount(c.bounced)}</td>
            <td className={tableCell(number)}>
              <WithRate value={c.opened} rate={formatRate(c.opened, c.sent)} rateName="Open rate" />
            </td>
            <td className={tableCell(number)}>{formatCount(c.proxyOpened)}</td>
            <td className={tableCell(number)}>
              <WithRate value={c.clicked} rate={formatRate(c.clicked, c.sent)} rateName="Click rate" />
            </td>
            <td className={tableCell(number)}>{formatRatio(c.clickToOpenRate)}</td>
            <td className={tableCell(number)}>{formatCount(c.unsubscribed)}</td>
            <td className={tableCell(number)}>{formatCount(c.complained)}</td>
            <td className={tableCell(number)}>{formatCount(c.conversions)}</td>
          </tr>
        );
      })}
    </Table>
  );
}
