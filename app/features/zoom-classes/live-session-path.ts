import { portals } from "#contracts/portals.ts";

/** The instructor portal's page of one session (admins open it too): details, notes and attendance. */
export function liveSessionPath(sessionId: string): string {
  return `${portals.instructor.path}/live-sessions/${encodeURIComponent(sessionId)}`;
}
