import type { z } from "zod";
import type { liveSessionListQuerySchema } from "#contracts/live-classes.ts";
import type { LiveSchedule } from "#contracts/live-schedule.ts";
import { buildIcsCalendar } from "#server/lib/ics.ts";
import { getBatchSchedule, setBatchSchedule } from "./batch-schedule.ts";
import {
  type CalendarFeedDeps,
  calendarFeedStatus,
  createCalendarFeed,
  renderCalendarFeed,
  revokeCalendarFeed,
} from "./calendar-feed.ts";
import { cancelLiveSession } from "./cancel-live-session.ts";
import { type CreateLiveSession, createLiveSession } from "./create-live-session.ts";
import { hostLink } from "./host-link.ts";
import { joinLiveSession } from "./join-live-session.ts";
import { listLiveSessions } from "./list-live-sessions.ts";
import { liveClassOptions } from "./live-class-options.ts";
import type { LiveClassesDeps } from "./live-classes-deps.ts";
import { type RescheduleLiveSession, rescheduleLiveSession } from "./reschedule-live-session.ts";
import { type StaffUser, staffSession } from "./session-access.ts";
import { sessionAttendance, setSessionAttendance } from "./session-attendance.ts";
import { liveClassesProductId, sessionIcsEvent } from "./session-calendar.ts";
import { toLiveSession } from "./session-dto.ts";
import { studentLiveSessions } from "./student-live-sessions.ts";
import { readableSession } from "./student-session.ts";
import { type UpdateLiveSession, updateLiveSession } from "./update-live-session.ts";

type Reader = { id: string; role: string };

/** The live-class use cases (one a file), bound to their dependencies. */
export function createLiveClassesService(deps: LiveClassesDeps & Pick<CalendarFeedDeps, "feeds">) {
  return {
    list: (user: StaffUser, query: z.output<typeof liveSessionListQuerySchema>) =>
      listLiveSessions(deps, user, query),
    options: (user: StaffUser) => liveClassOptions(deps, user),
    get: async (user: StaffUser, sessionId: string) =>
      toLiveSession(await staffSession(deps, user, sessionId)),
    hostLink: (user: StaffUser, sessionId: string) => hostLink(deps, user, sessionId),
    create: (user: StaffUser, input: CreateLiveSession) => createLiveSession(deps, user, input),
    update: (user: StaffUser, sessionId: string, input: UpdateLiveSession) =>
      updateLiveSession(deps, user, sessionId, input),
    reschedule: (user: StaffUser, sessionId: string, input: RescheduleLiveSession) =>
      rescheduleLiveSession(deps, user, sessionId, input),
    cancel: (user: StaffUser, sessionId: string, input: { reason?: string | undefined }) =>
      cancelLiveSession(deps, user, sessionId, input),
    attendance: (user: StaffUser, sessionId: string) => sessionAttendance(deps, user, sessionId),
    setAttendance: (user: StaffUser, sessionId: string, userId: string, present: boolean) =>
      setSessionAttendance(deps, user, sessionId, userId, present),
    schedule: (user: StaffUser, batchId: string) => getBatchSchedule(deps, user, batchId),
    setSchedule: (user: StaffUser, batchId: string, schedule: LiveSchedule) =>
      setBatchSchedule(deps, user, batchId, schedule),

    mine: (userId: string) => studentLiveSessions(deps, userId),
    join: (user: Reader, sessionId: string) => joinLiveSession(deps, user, sessionId),
    /** One session as an .ics download (METHOD:PUBLISH, the session's UID and SEQUENCE). */
    sessionIcs: async (user: Reader, sessionId: string) => {
      const session = await readableSession(deps.repository, user, sessionId);
      return buildIcsCalendar([sessionIcsEvent(session, deps.publicUrl, deps.now())], {
        method: "PUBLISH",
        productId: liveClassesProductId,
      });
    },
    feedStatus: (userId: string) => calendarFeedStatus(deps, userId),
    createFeed: (userId: string) => createCalendarFeed(deps, userId),
    revokeFeed: (userId: string) => revokeCalendarFeed(deps, userId),
    feed: (token: string) => renderCalendarFeed(deps, token),
  };
}
export type LiveClassesService = ReturnType<typeof createLiveClassesService>;
