import { ExternalLinkIcon } from "lucide-react";
import { useId, useState } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { SessionStatusBadge } from "#app/components/ui/session-status-badge.tsx";
import { cn } from "#app/lib/cn.ts";
import { joinClassLimits, joinClassText as t } from "#contracts/join-class-text.ts";
import type { StudentSession } from "#contracts/live-classes.ts";
import { PastSessionTime } from "./session-time.tsx";
import { ShowAllButton } from "./show-all-button.tsx";

/**
 * The classes already had, newest first as the API sends them: each with its recording (a new tab, so the
 * page stays) and whether this student attended. A row stacks on phones and lines up in columns from sm.
 */
export function PastSessions({ sessions }: { sessions: readonly StudentSession[] }) {
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  if (sessions.length === 0)
    return <EmptyState className="mt-4 py-8" title={t.pastEmptyTitle} description={t.pastEmptyBody} />;
  const folded = sessions.length > joinClassLimits.pastShown;
  const shown = showAll || !folded ? sessions : sessions.slice(0, joinClassLimits.pastShown);
  return (
    <>
      <ul
        id={listId}
        className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm"
      >
        {shown.map((session) => (
          <li
            key={session.id}
            className="grid gap-2 p-4 sm:grid-cols-[minmax(0,1fr)_6rem_10rem] sm:items-center sm:gap-4"
          >
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{session.topic}</p>
              <p className="text-sm text-slate-600">
                {session.courseTitle} · <PastSessionTime session={session} />
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {session.status === "cancelled" ? (
                <SessionStatusBadge status="cancelled" />
              ) : session.attended === null ? null : (
                <AttendanceBadge attended={session.attended} />
              )}
            </div>
            <div className="sm:text-right">
              {session.recordingUrl ? (
                <a
                  href={session.recordingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t.watchRecordingOf(session.topic)}
                  className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
                >
                  {t.watchRecording}
                  <ExternalLinkIcon aria-hidden="true" className="size-4" />
                </a>
              ) : (
                <span className="text-sm text-slate-600">{t.noRecording}</span>
              )}
            </div>
          </li>
        ))}
      </ul>
      {folded ? (
        <ShowAllButton
          expanded={showAll}
          controls={listId}
          label={t.showAllPast(sessions.length)}
          onToggle={() => setShowAll((all) => !all)}
        />
      ) : null}
    </>
  );
}

function AttendanceBadge({ attended }: { attended: boolean }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-medium",
        attended ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800",
      )}
    >
      {attended ? t.attended : t.missed}
    </span>
  );
}
