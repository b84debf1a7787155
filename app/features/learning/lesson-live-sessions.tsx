import { VideoIcon } from "lucide-react";
import { Link } from "react-router";
import { useViewerTimeZone } from "#app/lib/viewer-time-zone.ts";
import type { LessonLiveSession } from "#contracts/learning.ts";
import { learningText as t } from "#contracts/learning-text.ts";
import { formatInZone, zoneCity } from "#contracts/zoned-time-format.ts";

const joinClassPath = "/dashboard/student/join-class";
const staffSessionPath = (id: string) => `/dashboard/instructor/live-sessions/${encodeURIComponent(id)}`;

/**
 * The live sessions taught for a lesson (a "live session" lesson, or any lesson a session names): when, in
 * the batch's zone and, once the page runs, the reader's own; learners go to Join Class (where Join opens 15
 * minutes ahead and counts attendance), staff to the session's page.
 */
export function LessonLiveSessions({
  sessions,
  staff,
}: {
  sessions: readonly LessonLiveSession[];
  staff: boolean;
}) {
  const viewerZone = useViewerTimeZone();
  if (sessions.length === 0) return null;
  return (
    <section aria-labelledby="live-sessions-heading" className="mt-8">
      <h2 id="live-sessions-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <VideoIcon aria-hidden="true" className="size-4 text-indigo-700" />
        {t.liveSessionsHeading}
      </h2>
      <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {sessions.map((session) => {
          const zone = viewerZone ?? session.timeZone;
          const when = formatInZone(session.startsAt, zone, "dateTime");
          const city = zoneCity(zone);
          return (
            <li key={session.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900">{session.topic}</span>
                <time dateTime={session.startsAt} className="text-slate-600">
                  {when} ({city})
                </time>
                {session.status === "held" || session.status === "rescheduled" ? (
                  <span className="ml-2 text-xs font-medium text-slate-700">
                    {session.status === "held" ? t.liveSessionHeld : t.liveSessionRescheduled}
                  </span>
                ) : null}
              </span>
              {staff ? (
                <Link
                  to={staffSessionPath(session.id)}
                  className="font-medium text-indigo-700 underline-offset-4 hover:underline"
                >
                  {t.liveSessionStaffLink(session.topic)}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
      {staff ? null : (
        <Link
          to={joinClassPath}
          className="mt-2 inline-block text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
        >
          {t.liveSessionsLink}
        </Link>
      )}
    </section>
  );
}
