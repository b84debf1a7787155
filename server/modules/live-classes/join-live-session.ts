import { joinWindow, liveClassMessages } from "#contracts/live-classes-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { LiveClassesDeps } from "./live-classes-deps.ts";
import { readableSession } from "./student-session.ts";

/**
 * "Join": inside the window (15 minutes before the start to the end) a student of the batch gets the
 * meeting link and is recorded present (a manual correction by the instructor still wins). Outside it, or
 * for a cancelled session or one without a link yet, a clear refusal and nothing recorded.
 */
export async function joinLiveSession(
  deps: Pick<LiveClassesDeps, "repository" | "now">,
  user: { id: string; role: string },
  sessionId: string,
): Promise<{ url: string }> {
  const session = await readableSession(deps.repository, user, sessionId);
  if (session.status === "cancelled") throw new HttpError(409, liveClassMessages.cancelled);
  const now = deps.now();
  const window = joinWindow({
    startsAt: session.startsAt.toISOString(),
    durationMinutes: session.durationMinutes,
  });
  if (now.getTime() < window.opensAt) throw new HttpError(409, liveClassMessages.notYetOpen);
  if (now.getTime() >= window.closesAt) throw new HttpError(409, liveClassMessages.ended);
  if (!session.meetingUrl) throw new HttpError(409, liveClassMessages.noMeetingLink);
  // Staff open the same link (to check it) without counting as attendees.
  if (await deps.repository.isStudentOf(user.id, session.batchId))
    await deps.repository.recordJoin(session.id, user.id, now);
  return { url: session.meetingUrl };
}
