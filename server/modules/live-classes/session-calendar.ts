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

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** "Tue, Dec 1, 2026, 7:00 PM EST (America/New_York), 90 minutes": for mails, in the batch's zone. */
export function sessionWhen(session: Pick<SessionRow, "startsAt" | "durationMinutes" | "timeZone">): string {
  return `${formatIn(session.timeZone).format(session.startsAt)} (${session.timeZone}), ${session.durationMinutes} minutes`;
}
