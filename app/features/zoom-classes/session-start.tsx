import { useViewerTimeZone } from "#app/lib/viewer-time-zone.ts";
import { zoomClassesText as t } from "#contracts/zoom-classes-text.ts";
import { formatInZone } from "./zoned-time.ts";

type SessionStartProps = {
  startsAt: string;
  /** The batch's zone: the time as the school set it. */
  timeZone: string;
  className?: string;
};

/** When a session starts: in the batch's zone (named), and in the viewer's own when its clocks differ. */
export function SessionStart({ startsAt, timeZone, className }: SessionStartProps) {
  const viewerZone = useViewerTimeZone();
  const batchText = formatInZone(startsAt, timeZone);
  // Compared by what the clocks show, not by name: "Asia/Calcutta" and "Asia/Kolkata" are one zone.
  const viewerText = viewerZone ? formatInZone(startsAt, viewerZone) : null;
  return (
    <span className={className}>
      <time dateTime={startsAt} className="block text-slate-900">
        {batchText}
      </time>
      <span className="block text-xs text-slate-600">{timeZone}</span>
      {viewerText && viewerText !== batchText ? (
        <span className="block text-xs text-slate-600">{t.yourTime(`${viewerText} (${viewerZone})`)}</span>
      ) : null}
    </span>
  );
}
