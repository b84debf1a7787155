import type { IcsEvent } from "#server/lib/ics.ts";
import type { SessionRow } from "./live-classes-repository.ts";

// One live session as a calendar event, the same in the .ics download, the personal feed and the notices: a
// stable UID per session, SEQUENCE raised by each reschedule and cancellation (calendars keep the highest),
// and no meeting link (students join through the page, which records attendance and always has the newest
// link).

export const liveClassesProductId = "-//AI Labs//Live classes//EN";

/** The session's iCalendar UID: one per session, so a calendar that gets it twice keeps one event. */
export function sessionUid(sessionId: string, publicUrl: string): string {
  return `live-session-${sessionId}@${new URL(publicUrl).hostname}`;
}

export function joinPageUrl(publicUrl: string): string {
  return new URL("/dashboard/student/join-class", publicUrl).href;
}

type EventSource = Pick<
  SessionRow,
  "id" | "topic" | "courseTitle" | "startsAt" | "durationMinutes" | "status" | "sequence" | "instructorName"
>;

export function sessionIcsEvent(session: EventSource, publicUrl: string, stamp: Date): IcsEvent {
  const joinPage = joinPageUrl(publicUrl);
  const cancelled = session.status === "cancelled";
  return {
    uid: sessionUid(session.id, publicUrl),
    start: session.startsAt,
    end: new Date(session.startsAt.getTime() + session.durationMinutes * 60_000),
    summary: `${cancelled ? "Cancelled: " : ""}${session.courseTitle}: ${session.topic}`,
    description: [
      `Live class of ${session.courseTitle}${session.instructorName ? ` with ${session.instructorName}` : ""}.`,
      cancelled ? "This class was cancelled." : `Join from ${joinPage} (opens 15 minutes before the start).`,
    ].join("\n\n"),
    location: "Online (AI Labs live class)",
    url: joinPage,
    stamp,
    sequence: session.sequence,
    status: cancelled ? "CANCELLED" : "CONFIRMED",
  };
}

/**
 * "Tuesday, November 3, 2026 at 6:00 PM EST (America/New_York)": the wall clock of the batch's zone with the
 * zone's short name and its IANA name, so a student abroad sees which clock it is.
 */
export function formatSessionStart(startsAt: Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  })
    .format(startsAt)
    // Some ICU versions put a narrow no-break space before "PM": plain text reads the same with a space.
    .replace(/[\u202f\u00a0]/g, " ");
  return `${when} (${timeZone})`;
}

/** "Tuesday, December 1, 2026 at 7:00 PM EST (America/New_York), 90 minutes": for notices. */
export function sessionWhen(session: Pick<SessionRow, "startsAt" | "durationMinutes" | "timeZone">): string {
  return `${formatSessionStart(session.startsAt, session.timeZone)}, ${session.durationMinutes} minutes`;
}
