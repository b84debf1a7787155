import { cn } from "#app/lib/cn.ts";
import { useViewerTimeZone } from "#app/lib/viewer-time-zone.ts";
import { type PageStatus, pageStatusLabels } from "#contracts/page-builder-text.ts";
import { formatInZone } from "#contracts/zoned-time-format.ts";

const statusTone: Record<PageStatus, string> = {
  draft: "bg-slate-200 text-slate-800",
  scheduled: "bg-sky-100 text-sky-900",
  published: "bg-emerald-100 text-emerald-900",
};

export function PageStatusBadge({ status }: { status: PageStatus }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        statusTone[status],
      )}
    >
      {pageStatusLabels[status]}
    </span>
  );
}

/** The draft differs from what visitors see (or will see at the scheduled time). */
export function UnpublishedChangesBadge() {
  return (
    <span className="inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900">
      Unpublished changes
    </span>
  );
}

/**
 * An instant in the viewer's zone ("Dec 1, 2026, 7:00 PM"); UTC, said as such, on the server and while
 * hydrating, so the two renders agree.
 */
export function PageTime({ iso }: { iso: string }) {
  const zone = useViewerTimeZone();
  return (
    <time dateTime={iso} title={iso}>
      {formatInZone(iso, zone ?? "UTC", "dateTime")}
      {zone ? null : " UTC"}
    </time>
  );
}
