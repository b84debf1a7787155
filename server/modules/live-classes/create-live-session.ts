import type { z } from "zod";
import type { createLiveSessionSchema, LiveSession } from "#contracts/live-classes.ts";
import { checkSessionLinks } from "./check-session-links.ts";
import type { LiveClassesDeps } from "./live-classes-deps.ts";
import { callMeetingProvider } from "./meeting-calls.ts";
import { type StaffUser, staffBatch } from "./session-access.ts";
import { toLiveSession } from "./session-dto.ts";
import { batchTimeZone, futureStart } from "./session-time.ts";

export type CreateLiveSession = z.output<typeof createLiveSessionSchema>;

/**
 * A session made by hand for one batch, at a date and time in the batch's zone. Without a pasted link and
 * with Zoom on, Zoom makes the meeting first: when Zoom fails nothing is stored.
 */
export async function createLiveSession(
  deps: LiveClassesDeps,
  user: StaffUser,
  input: CreateLiveSession,
): Promise<LiveSession> {
  const batch = await staffBatch(deps, user, input.batchId);
  // An instructor who makes a session teaches it unless they name someone else.
  const instructorId =
    input.instructorId !== undefined ? input.instructorId : user.role === "instructor" ? user.id : null;
  await checkSessionLinks(deps.repository, batch.courseId, { lessonId: input.lessonId, instructorId });
  const timeZone = await batchTimeZone(deps.repository, batch.id);
  const startsAt = futureStart(timeZone, input.date, input.startTime, deps.now());
  const pasted = input.meetingUrl ?? null;
  const zoom =
    !pasted && deps.meetings.name === "zoom" && deps.meetings.provider ? deps.meetings.provider : null;
  const meeting = zoom
    ? await callMeetingProvider(() =>
        zoom.createMeeting({
          topic: input.topic,
          startsAt,
          durationMinutes: input.durationMinutes,
          timeZone,
        }),
      )
    : null;
  const id = await deps.repository.insert({
    batchId: batch.id,
    topic: input.topic,
    startsAt,
    durationMinutes: input.durationMinutes,
    timeZone,
    lessonId: input.lessonId ?? null,
    instructorId,
    meetingUrl: meeting ? meeting.joinUrl : pasted,
    provider: meeting ? "zoom" : "manual",
    providerMeetingId: meeting?.meetingId ?? null,
  });
  const session = await deps.repository.session(id);
  if (!session) throw new Error("live session vanished after insert");
  return toLiveSession(session);
}
