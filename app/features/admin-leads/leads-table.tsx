import { useId } from "react";
import type { LeadSummary } from "../../../contracts/leads.ts";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { DateTime, KindLabel, StatusBadge } from "./lead-badges.tsx";

type LeadsTableProps = {
  leads: readonly LeadSummary[];
  selectedId: string | null;
  onOpen: (lead: LeadSummary) => void;
};

export function LeadsTable({ leads, selectedId, onOpen }: LeadsTableProps) {
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption id={captionId} className="sr-only">
          Leads
        </caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3">
              Source
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Received
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {leads.map((lead) => (
            <tr key={lead.id} className={cn(lead.id === selectedId && "bg-indigo-50")}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {lead.name}
                <span className="block text-xs font-normal text-slate-600">
                  {lead.email ?? lead.phone ?? ""}
                </span>
              </th>
              <td className="px-4 py-3">
                <KindLabel kind={lead.kind} />
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={lead.status} />
              </td>
              <td className="whitespace-nowrap px-4 py-3">
                <DateTime iso={lead.createdAt} />
              </td>
              <td className="px-4 py-3 text-right">
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
        </tbody>
      </table>
    </section>
  );
}
