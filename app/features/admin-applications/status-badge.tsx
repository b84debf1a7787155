import { cn } from "#app/lib/cn.ts";
import { type ApplicationStatus, applicationStatusLabels } from "#contracts/application-pipeline-text.ts";

const tones: Record<ApplicationStatus, string> = {
  submitted: "bg-slate-100 text-slate-800 ring-slate-300",
  in_review: "bg-sky-50 text-sky-900 ring-sky-200",
  interview: "bg-violet-50 text-violet-900 ring-violet-200",
  accepted: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  waitlisted: "bg-amber-50 text-amber-900 ring-amber-200",
  rejected: "bg-red-50 text-red-900 ring-red-200",
  withdrawn: "bg-slate-50 text-slate-700 ring-slate-200",
};

/** An application's status as a coloured label (the words carry it; the colour only helps scanning). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        tones[status],
      )}
    >
      {applicationStatusLabels[status]}
    </span>
  );
}
