import type { LiveClassesDeps } from "./live-classes-deps.ts";
import { callMeetingProvider } from "./meeting-calls.ts";
import { type StaffUser, staffSession } from "./session-access.ts";

/**
 * Where the session's host starts it: for a Zoom meeting a start link asked of Zoom now (Zoom's expire after
 * two hours, so a stored one would not do), else the pasted meeting link; null while there is none.
 */
export async function hostLink(
  deps: Pick<LiveClassesDeps, "repository" | "meetings">,
  user: StaffUser,
  sessionId: string,
): Promise<{ url: string | null }> {
  const session = await staffSession(deps, user, sessionId);
  const zoom = deps.meetings.provider;
  if (session.provider === "zoom" && session.providerMeetingId && zoom) {
    const meetingId = session.providerMeetingId;
    return { url: await callMeetingProvider(() => zoom.getHostUrl(meetingId)) };
  }
  return { url: session.meetingUrl };
}
