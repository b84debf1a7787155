import type { AttendanceRow } from "#contracts/live-classes.ts";
import { liveClassMessages } from "#contracts/live-classes-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { LiveClassesDeps } from "./live-classes-deps.ts";
import { type StaffUser, staffSession } from "./session-access.ts";

type Row = Awaited<ReturnType<LiveClassesDeps["repository"]["attendance"]>>[number];

function toRow(row: Row): AttendanceRow {
  return {
    userId: row.userId,
    name: row.name,
    email: row.email,
    present: row.present,
    source: row.source,
    firstJoinedAt: row.firstJoinedAt ? row.firstJoinedAt.toISOString() : null,
  };
}

/** Every student of the session's batch, present or not, for its instructor. */
export async function sessionAttendance(
  deps: Pick<LiveClassesDeps, "repository">,
  user: StaffUser,
  sessionId: string,
): Promise<AttendanceRow[]> {
  const session = await staffSession(deps, user, sessionId);
  return (await deps.repository.attendance(session.id, session.batchId)).map(toRow);
}

/** A manual correction: it wins over joins recorded before and after it. */
export async function setSessionAttendance(
  deps: Pick<LiveClassesDeps, "repository" | "now">,
  user: StaffUser,
  sessionId: string,
  userId: string,
  present: boolean,
): Promise<AttendanceRow> {
  const session = await staffSession(deps, user, sessionId);
  if (!(await deps.repository.isStudentOf(userId, session.batchId)))
    throw new HttpError(404, liveClassMessages.studentNotInBatch);
  await deps.repository.setAttendance(session.id, userId, present, deps.now());
  const row = (await deps.repository.attendance(session.id, session.batchId)).find(
    (entry) => entry.userId === userId,
  );
  if (!row) throw new Error("attendance row vanished");
  return toRow(row);
}
