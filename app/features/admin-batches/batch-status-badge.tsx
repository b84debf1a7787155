import { cn } from "#app/lib/cn.ts";
import { type BatchListStatus, batchStatusLabels } from "#contracts/admin-batches-text.ts";

const tones: Record<BatchListStatus, string> = {
  draft: "bg-slate-100 text-slate-800 ring-slate-300",
  open: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  full: "bg-amber-50 text-amber-900 ring-amber-200",
  closed: "bg-slate-100 text-slate-700 ring-slate-300",
  cancelled: "bg-rose-50 text-rose-800 ring-rose-200",
};

export function BatchStatusBadge({ status }: { status: BatchListStatus }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1",
        tones[status],
      )}
    >
      {batchStatusLabels[status]}
    </span>
  );
}
