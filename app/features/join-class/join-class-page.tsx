import { useQueryClient } from "@tanstack/react-query";
import { BookOpenIcon } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { Link } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { joinClassLimits, joinClassText as t } from "#contracts/join-class-text.ts";
import type { StudentSessions } from "#contracts/live-classes.ts";
import { joinWindow } from "#contracts/live-classes-text.ts";
import { portals } from "#contracts/portals.ts";
import { CalendarFeedPanel } from "./calendar-feed-panel.tsx";
import { studentSessionsQuery, useStudentSessions } from "./join-class-queries.ts";
import { PastSessions } from "./past-sessions.tsx";
import { ShowAllButton } from "./show-all-button.tsx";
import { UpcomingSessionCard } from "./upcoming-session-card.tsx";

/**
 * /dashboard/student/join-class (issue 15): the student's upcoming live classes (the next one with its
 * countdown, each with Join and an .ics), the past ones with recordings and attendance, and the personal
 * calendar feed. Two columns from lg (the feed beside the lists), one on phones.
 */
export function JoinClassPage() {
  const { user } = useAuth();
  const sessions = useStudentSessions(user);
  const client = useQueryClient();
  const userId = user?.id ?? "";
  // When the next class ends, the lists are read again: it moves to the past ones, with its attendance.
  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: studentSessionsQuery(userId).queryKey });
  }, [client, userId]);

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t.heading}</h1>
      <p className="mt-1 text-slate-700">{t.intro}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0">
          <QueryState query={sessions} loading={t.loading} failed={t.loadFailed}>
            {(data) => (
              // The time the answer was read is the time the server rendered with: the page's first
              // render in the browser (hydration) uses it too, so both write the same countdown.
              <SessionLists sessions={data} serverNow={sessions.dataUpdatedAt} onEnded={refresh} />
            )}
          </QueryState>
        </div>
        <CalendarFeedPanel />
      </div>
    </div>
  );
}

type SessionListsProps = { sessions: StudentSessions; serverNow: number; onEnded: () => void };

function SessionLists({ sessions, serverNow, onEnded }: SessionListsProps) {
  const upcomingId = useId();
  const upcomingListId = useId();
  const pastId = useId();
  const [showAll, setShowAll] = useState(false);
  // The next class: the first (the API sends them by start) not cancelled and not over.
  const next = sessions.upcoming.find(
    (session) => session.status !== "cancelled" && joinWindow(session).closesAt > serverNow,
  );
  const folded = sessions.upcoming.length > joinClassLimits.upcomingShown;
  // The first few, and the next class wherever it is (after a run of cancelled ones, say).
  const shown =
    showAll || !folded
      ? sessions.upcoming
      : sessions.upcoming.filter(
          (session, index) => index < joinClassLimits.upcomingShown || session.id === next?.id,
        );
  return (
    <div className="grid gap-10">
      <section aria-labelledby={upcomingId}>
        <h2 id={upcomingId} className="text-lg font-semibold text-slate-900">
          {t.upcomingHeading}
        </h2>
        {sessions.upcoming.length === 0 ? (
          <EmptyState
            className="mt-4"
            title={t.upcomingEmptyTitle}
            description={t.upcomingEmptyBody}
            action={
              <Link
                to={`${portals.student.path}/courses`}
                className={buttonClassName({ variant: "outline" })}
              >
                <BookOpenIcon aria-hidden="true" />
                {t.myCourses}
              </Link>
            }
          />
        ) : (
          <ul id={upcomingListId} className="mt-4 grid gap-4">
            {shown.map((session) => (
              <li key={session.id}>
                <UpcomingSessionCard
                  session={session}
                  next={session.id === next?.id}
                  serverNow={serverNow}
                  onEnded={onEnded}
                />
              </li>
            ))}
          </ul>
        )}
        {folded ? (
          <ShowAllButton
            expanded={showAll}
            controls={upcomingListId}
            label={t.showAllUpcoming(sessions.upcoming.length)}
            onToggle={() => setShowAll((all) => !all)}
          />
        ) : null}
      </section>
      <section aria-labelledby={pastId}>
        <h2 id={pastId} className="text-lg font-semibold text-slate-900">
          {t.pastHeading}
        </h2>
        <PastSessions sessions={sessions.past} />
      </section>
    </div>
  );
}
