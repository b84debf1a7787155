import { Link } from "react-router";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import type { Campaign } from "#contracts/newsletter-campaigns.ts";
import { audienceSummary, CampaignStatusBadge, CampaignTime, count } from "./campaign-format.tsx";
import { campaignHref } from "./campaign-params.ts";

export type CampaignListItem = Omit<Campaign, "body">;

const columns: readonly TableColumn[] = [
  { label: "Subject" },
  { label: "Status" },
  { label: "Audience" },
  { label: "Queued / recipients", align: "right" },
  { label: "When" },
];

/** The campaign's times that happened or are planned, one a line. */
function Times({ campaign }: { campaign: CampaignListItem }) {
  const times = [
    campaign.scheduledAt && !campaign.startedAt ? (["Scheduled", campaign.scheduledAt] as const) : null,
    campaign.startedAt ? (["Started", campaign.startedAt] as const) : null,
    campaign.finishedAt ? (["Finished", campaign.finishedAt] as const) : null,
  ].filter((entry) => entry !== null);
  if (times.length === 0)
    return (
      <span className="text-slate-600">
        Edited <CampaignTime iso={campaign.updatedAt} />
      </span>
    );
  return (
    <dl className="grid gap-0.5">
      {times.map(([label, iso]) => (
        <div key={label} className="flex gap-1 whitespace-nowrap">
          <dt className="text-slate-600">{label}</dt>
          <dd>
            <CampaignTime iso={iso} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function CampaignsTable({ campaigns }: { campaigns: readonly CampaignListItem[] }) {
  return (
    <Table caption="Campaigns" minWidth="min-w-[52rem]" columns={columns}>
      {campaigns.map((campaign) => (
        <tr key={campaign.id} className={tableRow({ inactive: campaign.status === "cancelled" })}>
          <th scope="row" className={tableCell("max-w-[18rem] font-medium text-slate-900")}>
            <Link
              to={campaignHref(campaign.id)}
              className="block truncate text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              title={campaign.subject}
            >
              {campaign.subject}
            </Link>
            {campaign.preheader ? (
              <span className="block truncate text-xs font-normal text-slate-600">{campaign.preheader}</span>
            ) : null}
          </th>
          <td className={tableCell()}>
            <CampaignStatusBadge status={campaign.status} />
          </td>
          <td className={tableCell("max-w-[16rem] text-slate-700")}>{audienceSummary(campaign.audience)}</td>
          <td className={tableCell("text-right tabular-nums whitespace-nowrap")}>
            {campaign.status === "draft" || !campaign.startedAt ? (
              <span className="text-slate-600">
                {campaign.status === "draft" ? "Not sent" : "Not started"}
              </span>
            ) : (
              `${count(campaign.queuedCount)} / ${count(campaign.recipientCount)}`
            )}
          </td>
          <td className={tableCell("text-sm")}>
            <Times campaign={campaign} />
          </td>
        </tr>
      ))}
    </Table>
  );
}
