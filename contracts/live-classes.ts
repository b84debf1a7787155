import { z } from "zod";
import "./zod-messages.ts";
import { isCalendarDate } from "./calendar-date.ts";
import { liveClassLimits as limits, liveClassMessages as m } from "./live-classes-text.ts";
import { scheduleWeekdays } from "./live-schedule-text.ts";

// Live classes (issue 15): what the API takes and answers. Times travel as ISO 8601 instants (UTC) with the
// batch's IANA zone beside them; a person types a date and a wall-clock time in the batch's zone, and the
// server turns them into an instant (server/lib/time-zone.ts), so no browser's zone changes what is stored.

export const liveSessionStatusSchema = z.enum(["scheduled", "rescheduled", "cancelled", "held"]);
export type LiveSessionStatus = z.infer<typeof liveSessionStatusSchema>;

/** One line: it becomes a mail subject and a calendar SUMMARY. */
const topic = z
  .string()
  .trim()
  .min(1, m.topicRequired)
  .max(limits.topicMax, m.topicTooLong)
  .regex(/^[^\r\n]*$/, m.topicOneLine);
const duration = z.coerce
  .number({ error: m.durationInvalid })
  .int(m.durationInvalid)
  .min(limits.durationMin, m.durationInvalid)
  .max(limits.durationMax, m.durationInvalid);
const localDate = z.string({ error: m.dateInvalid }).refine(isCalendarDate, m.dateInvalid);
const localTime = z.string({ error: m.timeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.timeInvalid);
/** A link people open: https only (a pasted "javascript:" or plain-http link never reaches a page). */
const meetingLink = z
  .string()
  .trim()
  .max(limits.urlMax, m.urlInvalid)
  .refine((value) => {
    try {
      return new URL(value).protocol === "https:";
    } catch {
      return false;
    }
  }, m.urlInvalid);
/** An optional link in a form: empty clears it. */
const optionalLink = z.union([z.literal("").transform(() => null), meetingLink, z.null()]);

export const liveSessionParamsSchema = z.object({ sessionId: z.uuid() });
export const batchParamsSchema = z.object({ batchId: z.uuid() });

/** A new session, made by hand (the schedule makes the rest). */
export const createLiveSessionSchema = z.object({
  batchId: z.uuid(),
  topic,
  date: localDate,
  startTime: localTime,
  durationMinutes: duration,
  lessonId: z.uuid().nullable().optional(),
  instructorId: z.uuid().nullable().optional(),
  meetingUrl: optionalLink.optional(),
});
export type CreateLiveSessionInput = z.input<typeof createLiveSessionSchema>;

/** What is edited one by one without moving the session in time (a reschedule does that). */
export const updateLiveSessionSchema = z
  .object({
    topic: topic.optional(),
    lessonId: z.uuid().nullable().optional(),
    instructorId: z.uuid().nullable().optional(),
    meetingUrl: optionalLink.optional(),
    recordingUrl: optionalLink.optional(),
    notes: z
      .string()
      .max(limits.notesMax, m.notesTooLong)
      .transform((value) => (value.trim() === "" ? null : value))
      .nullable()
      .optional(),
    /** Only "held" can be set here: rescheduling and cancelling have their own calls and mails. */
    status: z.literal("held").optional(),
  })
  .strict();
export type UpdateLiveSessionInput = z.input<typeof updateLiveSessionSchema>;

export const rescheduleLiveSessionSchema = z.object({
  date: localDate,
  startTime: localTime,
  durationMinutes: duration,
});
export type RescheduleLiveSessionInput = z.input<typeof rescheduleLiveSessionSchema>;

export const cancelLiveSessionSchema = z.object({
  /** Told to the students in the notice (plain text). */
  reason: z.string().trim().max(500).optional(),
});

/** A session as staff (admins, the course's instructors) see it. */
export const liveSessionSchema = z.object({
  id: z.string(),
  batchId: z.string(),
  batchLabel: z.string().describe("e.g. 'Weekend batch from Jan 10, 2027'"),
  courseSlug: z.string(),
  courseTitle: z.string(),
  topic: z.string(),
  lessonId: z.string().nullable(),
  lessonTitle: z.string().nullable(),
  instructorId: z.string().nullable(),
  instructorName: z.string().nullable(),
  startsAt: z.string().describe("ISO 8601 instant"),
  durationMinutes: z.number().int(),
  timeZone: z.string().describe("the batch's IANA zone"),
  status: liveSessionStatusSchema,
  provider: z.enum(["manual", "zoom"]),
  meetingUrl: z.string().nullable(),
  recordingUrl: z.string().nullable(),
  notes: z.string().nullable(),
  sequence: z.number().int(),
  attendees: z.number().int().describe("students marked present"),
});
export type LiveSession = z.infer<typeof liveSessionSchema>;

export const liveSessionListQuerySchema = z.object({
  scope: z.enum(["upcoming", "past"]).default("upcoming"),
  courseSlug: z.string().max(200).optional(),
  batchId: z.uuid().optional(),
  status: liveSessionStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const liveSessionListSchema = z.object({
  sessions: z.array(liveSessionSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type LiveSessionList = z.infer<typeof liveSessionListSchema>;

/** A session as a student sees it: no host or staff fields, the link only through "Join". */
export const studentSessionSchema = z.object({
  id: z.string(),
  courseSlug: z.string(),
  courseTitle: z.string(),
  topic: z.string(),
  lessonId: z.string().nullable(),
  lessonTitle: z.string().nullable(),
  instructorName: z.string().nullable(),
  startsAt: z.string().describe("ISO 8601 instant"),
  durationMinutes: z.number().int(),
  timeZone: z.string(),
  status: liveSessionStatusSchema,
  /** Past sessions: the recording, when there is one. */
  recordingUrl: z.string().nullable(),
  /** Past sessions: whether this student attended (null for upcoming ones). */
  attended: z.boolean().nullable(),
});
export type StudentSession = z.infer<typeof studentSessionSchema>;
export const studentSessionsSchema = z.object({
  upcoming: z.array(studentSessionSchema),
  past: z.array(studentSessionSchema),
});
export type StudentSessions = z.infer<typeof studentSessionsSchema>;

export const joinSessionResultSchema = z.object({ url: z.string() });

/** The personal calendar feed: the URL is shown once, when made; afterwards only whether one exists. */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export const calendarFeedCreatedSchema = z.object({
  /** webcal:// address calendar apps subscribe to. */
  webcalUrl: z.string(),
  /** The same feed over https (to paste into Google Calendar's "From URL"). */
  httpsUrl: z.string(),
  createdAt: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
export const calendarFeedParamsSchema = z.object({ token: z.string().min(20).max(100) });

/** One student's attendance of a session, as its instructor corrects it. */
export const attendanceRowSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  present: z.boolean(),
  source: z.enum(["join_button", "zoom", "manual"]).nullable(),
  firstJoinedAt: z.string().nullable(),
});
export type AttendanceRow = z.infer<typeof attendanceRowSchema>;
export const attendanceListSchema = z.array(attendanceRowSchema);
export const attendanceParamsSchema = z.object({ sessionId: z.uuid(), userId: z.uuid() });
export const setAttendanceSchema = z.object({ present: z.boolean() });

/** A batch's schedule and what applying it did. */
export const scheduleResultSchema = z.object({ created: z.number().int(), removed: z.number().int() });

/** A batch's schedule as saved (what the schedule form starts from). */
export const savedScheduleSchema = z.object({
  weekdays: z.array(z.enum(scheduleWeekdays)),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  timeZone: z.string(),
  firstDate: z.string(),
  lastDate: z.string(),
});
export type SavedSchedule = z.infer<typeof savedScheduleSchema>;

/** What the staff forms pick from: the batches they manage, with their course's lessons and instructors. */
export const liveClassOptionsSchema = z.object({
  batches: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      courseSlug: z.string(),
      courseTitle: z.string(),
      /** The zone its classes are given in (its schedule's, else the school's). */
      timeZone: z.string(),
    }),
  ),
  courses: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      lessons: z.array(z.object({ id: z.string(), title: z.string() })),
      instructors: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
});
export type LiveClassOptions = z.infer<typeof liveClassOptionsSchema>;

/** Where the host starts the meeting (Zoom: a fresh start link; a pasted link otherwise). */
export const hostLinkSchema = z.object({ url: z.string().nullable() });
