import type { StudentSessions } from "#contracts/live-classes.ts";
import { liveClassLimits } from "#contracts/live-classes-text.ts";
import type { LiveClassesDeps } from "./live-classes-deps.ts";
import { toStudentSession } from "./session-dto.ts";

/** The student's Join Class page: sessions of their batches not yet over, and the latest past ones. */
export async function studentLiveSessions(
  deps: Pick<LiveClassesDeps, "repository" | "now">,
  userId: string,
): Promise<StudentSessions> {
  const { upcoming, past } = await deps.repository.sessionsOfStudent(
    userId,
    deps.now(),
    liveClassLimits.pastMax,
  );
  return {
    upcoming: upcoming.map((row) => toStudentSession(row, null)),
    past: past.map((row) => toStudentSession(row, row.attended)),
  };
}
