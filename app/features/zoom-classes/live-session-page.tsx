import { ChevronLeftIcon, ExternalLinkIcon, SearchXIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { SessionStatusBadge } from "#app/components/ui/session-status-badge.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import type { LiveSession } from "#contracts/live-classes.ts";
import { portals } from "#contracts/portals.ts";
import { instructorSessionsText as i, zoomClassesText } from "#contracts/zoom-classes-text.ts";
import { AttendanceSection } from "./attendance-section.tsx";
import { useLiveSession } from "./live-session-queries.ts";
import { SessionDetailsForm } from "./session-details-form.tsx";
import { SessionStart } from "./session-start.tsx";
import { StartAsHost } from "./start-as-host.tsx";

/** /dashboard/instructor/live-sessions/:sessionId: one session's details, its links and notes, attendance. */
export function LiveSessionPage({ sessionId }: { sessionId: string }) {
  const { user } = useAuth();
  const session = useLiveSession(user, sessionId);
  return (
    <article className="grid grid-cols-1 gap-6">
      <Link
        to={portals.instructor.path}
        className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
      >
        <ChevronLeftIcon aria-hidden="true" className="size-4" />
        {i.back}
      </Link>
      <QueryState query={session} loading={i.pageLoading} failed={i.pageLoadFailed}>
        {(found) =>
          found ? (
            <LiveSessionView session={found} />
          ) : (
            <EmptyState
              titleAs="h2"
              icon={<SearchXIcon aria-hidden="true" className="size-8 text-slate-400" />}
              title={i.notFound}
            />
          )
        }
      </QueryState>
    </article>
  );
}

function LiveSessionView({ session }: { session: LiveSession }) {
  return (
    <>
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{session.topic}</h1>
          <SessionStatusBadge status={session.status} />
        </div>
        <p className="text-slate-700">
          {session.courseTitle} · {session.batchLabel}
        </p>
      </header>
      <section
        aria-label={i.details}
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail term={i.when}>
            <SessionStart startsAt={session.startsAt} timeZone={session.timeZone} />
          </Detail>
          <Detail term={i.duration}>{zoomClassesText.minutes(session.durationMinutes)}</Detail>
          <Detail term={i.instructor}>{session.instructorName ?? zoomClassesText.noInstructor}</Detail>
          <Detail term={i.lesson}>{session.lessonTitle ?? i.nothing}</Detail>
          <Detail term={i.provider}>
            {session.provider === "zoom" ? i.providerZoom : i.providerManual}
            {session.provider === "zoom" && session.status !== "cancelled" ? (
              <StartAsHost sessionId={session.id} />
            ) : null}
            {session.meetingUrl ? (
              <ExternalLink href={session.meetingUrl}>{i.openMeeting}</ExternalLink>
            ) : (
              <span className="block text-sm text-amber-800">{zoomClassesText.noLink}</span>
            )}
          </Detail>
          <Detail term={i.status}>
            <SessionStatusBadge status={session.status} />
            {session.recordingUrl ? (
              <ExternalLink href={session.recordingUrl}>{i.openRecording}</ExternalLink>
            ) : null}
          </Detail>
        </dl>
      </section>
      <SessionDetailsForm session={session} />
      <AttendanceSection session={session} />
    </>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClassName({ variant: "link", className: "mt-1 flex w-fit text-sm" })}
    >
      {children}
      <ExternalLinkIcon aria-hidden="true" />
    </a>
  );
}
