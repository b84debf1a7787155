import { mediumCalendarDate } from "#contracts/date-format.ts";
import type { LiveSession, StudentSession } from "#contracts/live-classes.ts";
import { batchTypeLabels } from "#contracts/roster-text.ts";
import type { SessionRow } from "./live-classes-repository.ts";

/** "Weekend batch from Jan 10, 2027": how staff tell a course's batches apart. */
export function batchLabel(row: Pick<SessionRow, "batchType" | "batchStart">): string {
  return `${batchTypeLabels[row.batchType]} batch from ${mediumCalendarDate(row.batchStart)}`;
}

export function toLiveSession(row: SessionRow): LiveSession {
  return {
    id: row.id,
    batchId: row.batchId,
    batchLabel: batchLabel(row),
    courseSlug: row.courseSlug,
    courseTitle: row.courseTitle,
    topic: row.topic,
    lessonId: row.lessonId,
    lessonTitle: row.lessonTitle,
    instructorId: row.instructorId,
    instructorName: row.instructorName,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    timeZone: row.timeZone,
    status: row.status,
    provider: row.provider,
    meetingUrl: row.meetingUrl,
    recordingUrl: row.recordingUrl,
    notes: row.notes,
    sequence: row.sequence,
    attendees: row.attendees,
  };
}

/** A student's view: no meeting link (only "Join" hands it out, inside its window), no staff notes. */
export function toStudentSession(row: SessionRow, attended: boolean | null): StudentSession {
  return {
    id: row.id,
    courseSlug: row.courseSlug,
    courseTitle: row.courseTitle,
    topic: row.topic,
    lessonId: row.lessonId,
    lessonTitle: row.lessonTitle,
    instructorName: row.instructorName,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    timeZone: row.timeZone,
    status: row.status,
    recordingUrl: attended === null ? null : row.recordingUrl,
    attended,
  };
}
