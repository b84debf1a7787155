import type { CurrentUser } from "#contracts/auth.ts";
import { liveClassMessages } from "#contracts/live-classes-text.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import type { BatchRef, LiveClassesRepository, SessionRow } from "./live-classes-repository.ts";

// Who manages a batch's live sessions: admins, and the instructors of the batch's course. An unknown
// session or batch is 404; someone else's is 403 (the routes already let only instructors and admins in).

export type StaffUser = Pick<CurrentUser, "id" | "role">;
export type AccessDeps = { repository: Pick<LiveClassesRepository, "batch" | "session" | "teaches"> };

async function mayManage(deps: AccessDeps, user: StaffUser, courseId: string): Promise<boolean> {
  if (user.role === "admin") return true;
  return user.role === "instructor" && (await deps.repository.teaches(user.id, courseId));
}

export async function staffBatch(deps: AccessDeps, user: StaffUser, batchId: string): Promise<BatchRef> {
  const batch = await deps.repository.batch(batchId);
  if (!batch) throw new HttpError(404, liveClassMessages.batchNotFound, "batchId");
  if (!(await mayManage(deps, user, batch.courseId))) throw new HttpError(403, apiMessages.forbidden);
  return batch;
}

export async function staffSession(
  deps: AccessDeps,
  user: StaffUser,
  sessionId: string,
): Promise<SessionRow> {
  const session = await deps.repository.session(sessionId);
  if (!session) throw new HttpError(404, liveClassMessages.sessionNotFound);
  if (!(await mayManage(deps, user, session.courseId))) throw new HttpError(403, apiMessages.forbidden);
  return session;
}
