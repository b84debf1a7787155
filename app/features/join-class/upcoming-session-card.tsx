import { CalendarPlusIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { SessionStatusBadge } from "#app/components/ui/session-status-badge.tsx";
import { cn } from "#app/lib/cn.ts";
import { joinClassText as t } from "#contracts/join-class-text.ts";
import { lessonPlayerPath } from "#contracts/learning-text.ts";
import type { StudentSession } from "#contracts/live-classes.ts";
import { Countdown } from "./countdown.tsx";
import { sessionIcsUrl } from "./join-class-queries.ts";
import { JoinControl } from "./join-control.tsx";
import { SessionTime } from "./session-time.tsx";

type UpcomingSessionCardProps = {
  session: StudentSession;
  /** The next class: highlighted, with the countdown. */
  next: boolean;
  serverNow: number;
  onEnded: () => void;
};

/** One upcoming class: what, when (in the viewer's zone), with whom, and its Join and calendar buttons. */
export function UpcomingSessionCard({ session, next, serverNow, onEnded }: UpcomingSessionCardProps) {
  const titleId = useId();
  const cancelled = session.status === "cancelled";
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "flex flex-col gap-4 rounded-lg border bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between sm:p-5",
        next ? "border-indigo-300 ring-2 ring-indigo-100" : "border-slate-200",
        cancelled && "bg-slate-50",
      )}
    >
      <div className="min-w-0 flex-1">
        {next ? (
          <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">{t.nextClass}</p>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 id={titleId} className="text-lg font-semibold text-slate-900">
            {session.topic}
          </h3>
          <SessionStatusBadge status={session.status} quietWhenScheduled />
        </div>
        <SessionTime session={session} struck={cancelled} />
        <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">{t.courseLabel}</dt>
          <dd className="text-slate-900">{session.courseTitle}</dd>
          {session.lessonId ? (
            <>
              <dt className="text-slate-600">{t.lessonLabel}</dt>
              <dd>
                <Link
                  to={lessonPlayerPath(session.courseSlug, session.lessonId)}
                  className="font-medium text-indigo-700 underline-offset-4 hover:underline"
                >
                  {session.lessonTitle ?? t.linkedLesson}
                </Link>
              </dd>
            </>
          ) : null}
          {session.instructorName ? (
            <>
              <dt className="text-slate-600">{t.instructorLabel}</dt>
              <dd className="text-slate-900">{session.instructorName}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <div className="grid w-full gap-2 sm:w-60 sm:shrink-0">
        {next && !cancelled ? <Countdown session={session} serverNow={serverNow} onEnded={onEnded} /> : null}
        <JoinControl session={session} serverNow={serverNow} />
        {cancelled ? null : (
          <a
            href={sessionIcsUrl(session.id)}
            download
            aria-label={t.addToCalendarNamed(session.topic)}
            className={buttonClassName({ variant: "outline", className: "w-full" })}
          >
            <CalendarPlusIcon aria-hidden="true" />
            {t.addToCalendar}
          </a>
        )}
      </div>
    </article>
  );
}
