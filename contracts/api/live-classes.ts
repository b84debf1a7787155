import type {
  attendanceListSchema,
  attendanceRowSchema,
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  cancelLiveSessionSchema,
  createLiveSessionSchema,
  hostLinkSchema,
  joinSessionResultSchema,
  liveClassOptionsSchema,
  liveSessionListQuerySchema,
  liveSessionListSchema,
  liveSessionSchema,
  rescheduleLiveSessionSchema,
  savedScheduleSchema,
  scheduleResultSchema,
  setAttendanceSchema,
  studentSessionsSchema,
  updateLiveSessionSchema,
} from "#contracts/live-classes.ts";
import type { liveScheduleSchema } from "#contracts/live-schedule.ts";
import type { meetingProviderStatusSchema, meetingSyncResultSchema } from "#contracts/meeting-provider.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

// Live classes (issue 15). Staff calls (admins everywhere, instructors on their courses' batches) under
// /api/live-sessions and /api/batches; the student's under /api/student; the calendar feed is public and
// answers only to its secret token; Zoom's webhook is public and answers only to Zoom's signature.

const session = "/api/live-sessions/:sessionId";

export const liveClassesApi = {
  // Staff
  list: endpoint("GET", "/api/live-sessions")
    .query<Query<typeof liveSessionListQuerySchema>>()
    .returns<Out<typeof liveSessionListSchema>>(),
  options: endpoint("GET", "/api/live-sessions/options").returns<Out<typeof liveClassOptionsSchema>>(),
  get: endpoint("GET", session).returns<Out<typeof liveSessionSchema>>(),
  hostLink: endpoint("GET", `${session}/host-link`).returns<Out<typeof hostLinkSchema>>(),
  create: endpoint("POST", "/api/live-sessions")
    .body<In<typeof createLiveSessionSchema>>()
    .returns<Out<typeof liveSessionSchema>>(),
  update: endpoint("PATCH", session)
    .body<In<typeof updateLiveSessionSchema>>()
    .returns<Out<typeof liveSessionSchema>>(),
  reschedule: endpoint("POST", `${session}/reschedule`)
    .body<In<typeof rescheduleLiveSessionSchema>>()
    .returns<Out<typeof liveSessionSchema>>(),
  cancel: endpoint("POST", `${session}/cancel`)
    .body<In<typeof cancelLiveSessionSchema>>()
    .returns<Out<typeof liveSessionSchema>>(),
  attendance: endpoint("GET", `${session}/attendance`).returns<Out<typeof attendanceListSchema>>(),
  setAttendance: endpoint("PUT", `${session}/attendance/:userId`)
    .body<In<typeof setAttendanceSchema>>()
    .returns<Out<typeof attendanceRowSchema>>(),
  schedule: endpoint("GET", "/api/batches/:batchId/live-schedule").returns<Out<
    typeof savedScheduleSchema
  > | null>(),
  setSchedule: endpoint("PUT", "/api/batches/:batchId/live-schedule")
    .body<In<typeof liveScheduleSchema>>()
    .returns<Out<typeof scheduleResultSchema>>(),
  providerStatus: endpoint("GET", "/api/admin/meetings/provider").returns<
    Out<typeof meetingProviderStatusSchema>
  >(),
  sync: endpoint("POST", "/api/admin/meetings/sync").returns<Out<typeof meetingSyncResultSchema>>(),

  // Students
  mine: endpoint("GET", "/api/student/live-sessions").returns<Out<typeof studentSessionsSchema>>(),
  join: endpoint("POST", "/api/student/live-sessions/:sessionId/join").returns<
    Out<typeof joinSessionResultSchema>
  >(),
  sessionIcs: endpoint("GET", "/api/student/live-sessions/:sessionId/calendar.ics").returns<Blob>(),
  feedStatus: endpoint("GET", "/api/student/calendar-feed").returns<Out<typeof calendarFeedStatusSchema>>(),
  createFeed: endpoint("POST", "/api/student/calendar-feed").returns<Out<typeof calendarFeedCreatedSchema>>(),
  revokeFeed: endpoint("DELETE", "/api/student/calendar-feed").returns<undefined>(),

  // Public, by secret
  feed: endpoint("GET", "/api/calendar-feeds/:token/live-classes.ics").returns<Blob>(),
  zoomWebhook: endpoint("POST", "/api/webhooks/zoom").body<Uint8Array>().returns<unknown>(),
};
