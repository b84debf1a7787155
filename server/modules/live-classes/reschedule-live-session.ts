import type { z } from "zod";
import type { LiveSession, rescheduleLiveSessionSchema } from "#contracts/live-classes.ts";
import { liveClassMessages } from "#contracts/live-classes-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { LiveClassesDeps } from "./live-classes-deps.ts";
import { callMeetingProvider } from "./meeting-calls.ts";
import { type StaffUser, staffSession } from "./session-access.ts";
import { toLiveSession } from "./session-dto.ts";
import { liveSessionNoticeMail, liveSessionRescheduledMailKind } from "./session-notice-mail.ts";
import { futureStart } from "./session-time.ts";

export type RescheduleLiveSession = z.output<typeof rescheduleLiveSessionSchema>;

/**
 * Moves a session to a new date and time in its zone: status "rescheduled", SEQUENCE raised, the Zoom meeting
 * moved first (when it is one; a Zoom failure changes nothing), then the change and a notice with the updated
 * .ics to each student of the batch in one transaction.
 */
export async function rescheduleLiveSession(
  deps: LiveClassesDeps,
  user: StaffUser,
  sessionId: string,
  input: RescheduleLiveSession,
): Promise<LiveSession> {
  const session = await staffSession(deps, user, sessionId);
  if (session.status === "cancelled") throw new HttpError(409, liveClassMessages.alreadyCancelled);
  const now = deps.now();
  const startsAt = futureStart(session.timeZone, input.date, input.startTime, now);
  const zoom = deps.meetings.provider;
  if (session.provider === "zoom" && session.providerMeetingId && zoom) {
    const meetingId = session.providerMeetingId;
    await callMeetingProvider(() =>
      zoom.updateMeeting(meetingId, {
        topic: session.topic,
        startsAt,
        durationMinutes: input.durationMinutes,
        timeZone: session.timeZone,
      }),
    );
  }
  const moved = {
    ...session,
    startsAt,
    durationMinutes: input.durationMinutes,
    status: "rescheduled" as const,
    sequence: session.sequence + 1,
  };
  await deps.repository.updateWithNotices(
    session.id,
    session.batchId,
    { startsAt, durationMinutes: input.durationMinutes, status: "rescheduled", sequence: moved.sequence },
    (recipient) => ({
      to: recipient.email,
      kind: liveSessionRescheduledMailKind,
      ...liveSessionNoticeMail({
        name: recipient.name,
        change: "rescheduled",
        session: moved,
        previousStart: session,
        publicUrl: deps.publicUrl,
        now,
      }),
    }),
    now,
  );
  deps.deliverMail();
  const updated = await deps.repository.session(session.id);
  if (!updated) throw new Error("live session vanished after reschedule");
  return toLiveSession(updated);
}
