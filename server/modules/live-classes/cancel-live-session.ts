import type { LiveSession } from "#contracts/live-classes.ts";
import { liveClassMessages } from "#contracts/live-classes-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { LiveClassesDeps } from "./live-classes-deps.ts";
import { callMeetingProvider } from "./meeting-calls.ts";
import { type StaffUser, staffSession } from "./session-access.ts";
import { toLiveSession } from "./session-dto.ts";
import { liveSessionCancelledMailKind, liveSessionNoticeMail } from "./session-notice-mail.ts";

/**
 * Cancels a session: the Zoom meeting deleted first (a Zoom failure changes nothing), then status "cancelled",
 * SEQUENCE raised, and a notice with METHOD:CANCEL to each student of the batch, in one transaction. The
 * session stays listed, marked cancelled, so nobody wonders where it went.
 */
export async function cancelLiveSession(
  deps: LiveClassesDeps,
  user: StaffUser,
  sessionId: string,
  input: { reason?: string | undefined },
): Promise<LiveSession> {
  const session = await staffSession(deps, user, sessionId);
  if (session.status === "cancelled") throw new HttpError(409, liveClassMessages.alreadyCancelled);
  const now = deps.now();
  const zoom = deps.meetings.provider;
  if (session.provider === "zoom" && session.providerMeetingId && zoom) {
    const meetingId = session.providerMeetingId;
    await callMeetingProvider(() => zoom.deleteMeeting(meetingId));
  }
  const cancelled = { ...session, status: "cancelled" as const, sequence: session.sequence + 1 };
  await deps.repository.updateWithNotices(
    session.id,
    session.batchId,
    { status: "cancelled", sequence: cancelled.sequence },
    (recipient) => ({
      to: recipient.email,
      kind: liveSessionCancelledMailKind,
      ...liveSessionNoticeMail({
        name: recipient.name,
        change: "cancelled",
        session: cancelled,
        reason: input.reason || undefined,
        publicUrl: deps.publicUrl,
        now,
      }),
    }),
    now,
  );
  deps.deliverMail();
  const updated = await deps.repository.session(session.id);
  if (!updated) throw new Error("live session vanished after cancel");
  return toLiveSession(updated);
}
