import { cn } from "#app/lib/cn.ts";
import { useViewerTimeZone } from "#app/lib/viewer-time-zone.ts";
import { joinClassText as t } from "#contracts/join-class-text.ts";
import type { StudentSession } from "#contracts/live-classes.ts";
import { formatInZone, zoneCity } from "#contracts/zoned-time-format.ts";

type Timed = Pick<StudentSession, "startsAt" | "durationMinutes" | "timeZone">;

/**
 * A session's time as two lines: when, in the viewer's zone, and a note naming the zone, with the batch's
 * own time beside it when the two differ ("Your time · Tue, Dec 1, 7:00 PM in New York"). Without the
 * viewer's zone (the server's render) the time is the batch's, said as such ("New York time").
 */
export function sessionTimeLines(session: Timed, viewerZone: string | null): { when: string; note: string } {
  const start = Date.parse(session.startsAt);
  const end = start + session.durationMinutes * 60_000;
  const batchZone = session.timeZone;
  const zone = viewerZone ?? batchZone;
  const when = `${formatInZone(start, zone, "dayTime")} – ${formatInZone(end, zone, "time")}`;
  const city = zoneCity(batchZone);
  if (viewerZone === null) return { when, note: t.batchZoneOnly(city) };
  // Compared as written, not by zone name: "US/Eastern" and "America/New_York" (or Toronto) read alike.
  const batchDayTime = formatInZone(start, batchZone, "dayTime");
  if (batchDayTime === formatInZone(start, viewerZone, "dayTime"))
    return { when, note: t.yourTimeSameZone(city) };
  const sameDay = formatInZone(start, batchZone, "day") === formatInZone(start, viewerZone, "day");
  return {
    when,
    note: t.yourTimeAndBatch(sameDay ? formatInZone(start, batchZone, "time") : batchDayTime, city),
  };
}

export function SessionTime({ session, struck = false }: { session: Timed; struck?: boolean }) {
  const { when, note } = sessionTimeLines(session, useViewerTimeZone());
  return (
    <p className="mt-1">
      <time
        dateTime={session.startsAt}
        className={cn("block font-medium text-slate-900", struck && "text-slate-600 line-through")}
      >
        {when}
      </time>
      <span className="block text-sm text-slate-600">{note}</span>
    </p>
  );
}

/** "Dec 1, 2026, 7:00 PM": a past session's start, in the viewer's zone (the batch's on the server). */
export function PastSessionTime({ session }: { session: Timed }) {
  const zone = useViewerTimeZone() ?? session.timeZone;
  return <time dateTime={session.startsAt}>{formatInZone(session.startsAt, zone, "dateTime")}</time>;
}
