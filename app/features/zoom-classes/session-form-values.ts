import type {
  CreateLiveSessionInput,
  LiveSession,
  RescheduleLiveSessionInput,
  UpdateLiveSessionInput,
} from "#contracts/live-classes.ts";
import { wallClockIn } from "./zoned-time.ts";

// What the session forms hold (text, as typed) and the bodies the contract's schemas then check (useForm's
// toInput). An empty choice ("No lesson") is null; an empty link clears it (the schema turns "" into null).

export const createFields = [
  "batchId",
  "topic",
  "date",
  "startTime",
  "durationMinutes",
  "meetingUrl",
  "lessonId",
  "instructorId",
] as const;
export type CreateField = (typeof createFields)[number];

export const emptyCreateValues: Record<CreateField, string> = {
  batchId: "",
  topic: "",
  date: "",
  startTime: "",
  durationMinutes: "60",
  meetingUrl: "",
  lessonId: "",
  instructorId: "",
};

export function createBody(values: Record<CreateField, string>): CreateLiveSessionInput {
  return {
    batchId: values.batchId,
    topic: values.topic,
    date: values.date,
    startTime: values.startTime,
    durationMinutes: values.durationMinutes.trim() === "" ? Number.NaN : Number(values.durationMinutes),
    meetingUrl: values.meetingUrl.trim() === "" ? null : values.meetingUrl,
    lessonId: values.lessonId || null,
    instructorId: values.instructorId || null,
  };
}

export const editFields = [
  "topic",
  "lessonId",
  "instructorId",
  "meetingUrl",
  "recordingUrl",
  "notes",
] as const;
export type EditField = (typeof editFields)[number];

export function editValuesOf(session: LiveSession): Record<EditField, string> {
  return {
    topic: session.topic,
    lessonId: session.lessonId ?? "",
    instructorId: session.instructorId ?? "",
    meetingUrl: session.meetingUrl ?? "",
    recordingUrl: session.recordingUrl ?? "",
    notes: session.notes ?? "",
  };
}

/**
 * Only what changed goes to the API: a form shows every field, but an untouched one must not overwrite a
 * value someone else (or Zoom) set meanwhile. `markHeld` adds the one status this call may set.
 */
export function editBody(
  values: Partial<Record<EditField, string>>,
  session: LiveSession,
  markHeld = false,
): UpdateLiveSessionInput {
  const before = editValuesOf(session);
  const changed = (field: EditField) => values[field] !== undefined && values[field] !== before[field];
  const body: UpdateLiveSessionInput = {};
  if (changed("topic")) body.topic = values.topic;
  if (changed("lessonId")) body.lessonId = values.lessonId || null;
  if (changed("instructorId")) body.instructorId = values.instructorId || null;
  if (changed("meetingUrl")) body.meetingUrl = values.meetingUrl;
  if (changed("recordingUrl")) body.recordingUrl = values.recordingUrl;
  if (changed("notes")) body.notes = values.notes;
  if (markHeld) body.status = "held";
  return body;
}

export const rescheduleFields = ["date", "startTime", "durationMinutes"] as const;
export type RescheduleField = (typeof rescheduleFields)[number];

/** The session's present date and time, as its batch's clocks show them. */
export function rescheduleValuesOf(session: LiveSession): Record<RescheduleField, string> {
  const { date, time } = wallClockIn(session.startsAt, session.timeZone);
  return { date, startTime: time, durationMinutes: String(session.durationMinutes) };
}

export function rescheduleBody(values: Record<RescheduleField, string>): RescheduleLiveSessionInput {
  return {
    date: values.date,
    startTime: values.startTime,
    durationMinutes: values.durationMinutes.trim() === "" ? Number.NaN : Number(values.durationMinutes),
  };
}
