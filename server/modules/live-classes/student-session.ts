import { liveClassMessages } from "#contracts/live-classes-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { LiveClassesRepository, SessionRow } from "./live-classes-repository.ts";

/**
 * A session its reader may see: a student of its batch (holding enrollment), or its course's staff. Anyone
 * else gets the same 404 as for a session that does not exist, so ids tell nothing.
 */
export async function readableSession(
  repository: Pick<LiveClassesRepository, "session" | "isStudentOf" | "teaches">,
  user: { id: string; role: string },
  sessionId: string,
): Promise<SessionRow> {
  const session = await repository.session(sessionId);
  const allowed =
    session &&
    (user.role === "admin" ||
      (user.role === "instructor" && (await repository.teaches(user.id, session.courseId))) ||
      (await repository.isStudentOf(user.id, session.batchId)));
  if (!session || !allowed) throw new HttpError(404, liveClassMessages.sessionNotFound);
  return session;
}
