import { Button } from "#app/components/ui/button.tsx";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import type { LeadSummary } from "#contracts/leads.ts";
import { DateTime, KindLabel, StatusBadge } from "./lead-badges.tsx";

const columns: readonly TableColumn[] = [
  { label: "Name" },
  { label: "Source" },
  { label: "Status" },
  { label: "Received" },
  { label: "Actions", srOnly: true },
];

type LeadsTableProps = {
  leads: readonly LeadSummary[];
  selectedId: string | null;
  onOpen: (lead: LeadSummary) => void;
};

export function LeadsTable({ leads, selectedId, onOpen }: LeadsTableProps) {
  return (
    <Table caption="Leads" minWidth="min-w-[40rem]" columns={columns}>
      {leads.map((lead) => (
        <tr key={lead.id} className={tableRow({ selected: lead.id === selectedId })}>
          <th scope="row" className={tableCell("font-medium text-slate-900")}>
            {lead.name}
            <span className="block text-xs font-normal text-slate-600">{lead.email ?? lead.phone ?? ""}</span>
          </th>
          <td className={tableCell()}>
            <KindLabel kind={lead.kind} />
          </td>
          <td className={tableCell()}>
            <StatusBadge status={lead.status} />
          </td>
          <td className={tableCell("whitespace-nowrap")}>
            <DateTime iso={lead.createdAt} />
          </td>
          <td className={tableCell("text-right")}>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Open lead ${lead.name}`}
              aria-pressed={lead.id === selectedId}
              onClick={() => onOpen(lead)}
            >
              Open
            </Button>
          </td>
        </tr>
      ))}
    </Table>
  );
}
