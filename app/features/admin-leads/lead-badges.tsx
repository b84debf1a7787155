import { cn } from "#app/lib/cn.ts";
import { type LeadKind, type LeadStatus, leadKindLabels, leadStatusLabels } from "#contracts/leads.ts";

const statusTone: Record<LeadStatus, string> = {
  new: "bg-amber-100 text-amber-900",
  contacted: "bg-sky-100 text-sky-900",
  converted: "bg-emerald-100 text-emerald-900",
  closed: "bg-slate-200 text-slate-800",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={cn("inline-flex rounded-full px-2 py-0.5 text-xs font-medium", statusTone[status])}>
      {leadStatusLabels[status]}
    </span>
  );
}

export function KindLabel({ kind }: { kind: LeadKind }) {
  return <span className="text-slate-700">{leadKindLabels[kind]}</span>;
}

// UTC, so the server's and the browser's rendering agree.
const dateTimeFormat = new Intl.DateTimeFormat("en", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

export function DateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{dateTimeFormat.format(new Date(iso))} UTC</time>;
}
