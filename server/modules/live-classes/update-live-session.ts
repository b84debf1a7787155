import type { z } from "zod";
import type { LiveSession, updateLiveSessionSchema } from "#contracts/live-classes.ts";
import { checkSessionLinks } from "./check-session-links.ts";
import type { LiveClassesDeps } from "./live-classes-deps.ts";
import type { SessionPatch } from "./live-classes-repository.ts";
import { type StaffUser, staffSession } from "./session-access.ts";
import { toLiveSession } from "./session-dto.ts";

export type UpdateLiveSession = z.output<typeof updateLiveSessionSchema>;

/**
 * Edits what does not move the session in time: topic, lesson, instructor, meeting and recording links,
 * notes, and marking it held. No notice is mailed: students see the change on their page, and "Join" always
 * hands out the current link.
 */
export async function updateLiveSession(
  deps: LiveClassesDeps,
  user: StaffUser,
  sessionId: string,
  input: UpdateLiveSession,
): Promise<LiveSession> {
  const session = await staffSession(deps, user, sessionId);
  await checkSessionLinks(deps.repository, session.courseId, input);
  const patch: SessionPatch = {};
  if (input.topic !== undefined) patch.topic = input.topic;
  if (input.lessonId !== undefined) patch.lessonId = input.lessonId;
  if (input.instructorId !== undefined) patch.instructorId = input.instructorId;
  if (input.meetingUrl !== undefined) patch.meetingUrl = input.meetingUrl;
  if (input.recordingUrl !== undefined) patch.recordingUrl = input.recordingUrl;
  if (input.notes !== undefined) patch.notes = input.notes;
  if (input.status !== undefined) patch.status = input.status;
  if (Object.keys(patch).length > 0) await deps.repository.update(session.id, patch, deps.now());
  const updated = await deps.repository.session(session.id);
  if (!updated) throw new Error("live session vanished after update");
  return toLiveSession(updated);
}
