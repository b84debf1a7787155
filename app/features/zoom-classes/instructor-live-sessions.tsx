import { ChevronRightIcon, VideoIcon } from "lucide-react";
import { Link } from "react-router";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { SessionStatusBadge } from "#app/components/ui/session-status-badge.tsx";
import type { CurrentUser } from "#contracts/auth.ts";
import { instructorSessionsText as i, zoomClassesText } from "#contracts/zoom-classes-text.ts";
import { liveSessionPath } from "./live-session-path.ts";
import { overviewSessionFilters, useSessionList } from "./live-session-queries.ts";
import { SessionStart } from "./session-start.tsx";

/**
 * The instructor overview's "Your live sessions": the next few sessions of the courses they teach (the API
 * gives an instructor only theirs; an admin sees every batch's), each leading to its page.
 */
export function InstructorLiveSessions({ user }: { user: CurrentUser }) {
  const list = useSessionList(user, overviewSessionFilters);
  const admin = user.role === "admin";
  return (
    <section aria-labelledby="live-sessions-heading" className="mt-8">
      <h2 id="live-sessions-heading" className="text-lg font-semibold text-slate-900">
        {admin ? i.adminHeading : i.heading}
      </h2>
      <div className="mt-3">
        <QueryState query={list} loading={i.pageLoading} failed={i.loadFailed}>
          {(data) => {
            const shown = data.sessions.slice(0, i.shown);
            if (shown.length === 0) {
              return (
                <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                  <p className="text-slate-900">{i.none}</p>
                  <p className="mt-1 text-sm text-slate-600">{i.noneHint}</p>
                </div>
              );
            }
            return (
              <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
                <ul className="divide-y divide-slate-200">
                  {shown.map((session) => (
                    <li
                      key={session.id}
                      className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:gap-4"
                    >
                      <SessionStart
                        startsAt={session.startsAt}
                        timeZone={session.timeZone}
                        className="text-sm sm:w-64 sm:shrink-0"
                      />
                      <div className="min-w-0 flex-1">
                        <Link
                          to={liveSessionPath(session.id)}
                          aria-label={i.open(session.topic)}
                          className="inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-4 hover:underline"
                        >
                          <VideoIcon aria-hidden="true" className="size-4 shrink-0" />
                          {session.topic}
                          <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0" />
                        </Link>
                        <p className="text-sm text-slate-700">
                          {session.courseTitle} · {session.batchLabel}
                        </p>
                        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                          <SessionStatusBadge status={session.status} />
                          <span
                            className={session.meetingUrl ? "text-slate-600" : "font-medium text-amber-800"}
                          >
                            {session.meetingUrl ? zoomClassesText.linkReady : zoomClassesText.noLink}
                          </span>
                        </p>
                      </div>
                    </li>
                  ))}
                </ul>
                {data.total > shown.length ? (
                  <p className="border-t border-slate-200 px-4 py-2 text-sm text-slate-600">
                    {i.more(data.total - shown.length)}
                  </p>
                ) : null}
              </div>
            );
          }}
        </QueryState>
      </div>
    </section>
  );
}
