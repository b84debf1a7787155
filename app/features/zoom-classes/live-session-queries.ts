import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import { adminUsersApi } from "#contracts/api/admin-users.ts";
import { courseEditorApi } from "#contracts/api/course-editor.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { LiveSession, LiveSessionList } from "#contracts/live-classes.ts";
import { listQueryOf, noSessionFilters, type SessionFilters } from "./session-filters.ts";

// The staff's live-class reads (issue 15), keyed by user like every portal query and shared by the route
// loaders (prefetch through the in-process API) and the components. Every key starts with "live-sessions",
// so a change to a session refreshes them all at once.

export const liveSessionsKey = ["live-sessions"] as const;

/** The first page of upcoming sessions: what the instructor overview lists (and its loader prefetches). */
export const overviewSessionFilters: SessionFilters = noSessionFilters;

export function sessionListQuery(userId: string, filters: SessionFilters) {
  return {
    queryKey: [...liveSessionsKey, userId, "list", filters] as const,
    path: endpointUrl(liveClassesApi.list, { query: listQueryOf(filters) }),
  };
}

export function providerStatusQuery(userId: string) {
  return {
    queryKey: [...liveSessionsKey, userId, "provider"] as const,
    path: endpointUrl(liveClassesApi.providerStatus),
  };
}

/** Courses with their batches (every course for an admin): the forms' and filters' choices. */
export function staffCoursesQuery(userId: string) {
  return {
    queryKey: [...liveSessionsKey, userId, "courses"] as const,
    path: endpointUrl(courseEditorApi.courses),
  };
}

export function attendanceQuery(userId: string, sessionId: string) {
  return {
    queryKey: [...liveSessionsKey, userId, "attendance", sessionId] as const,
    path: endpointUrl(liveClassesApi.attendance, { params: { sessionId } }),
  };
}

export function liveSessionQueryKey(userId: string, sessionId: string) {
  return [...liveSessionsKey, userId, "session", sessionId] as const;
}

export function useSessionList(user: CurrentUser | null, filters: SessionFilters) {
  return useQuery({
    queryKey: sessionListQuery(user?.id ?? "", filters).queryKey,
    queryFn: ({ signal }) => apiRequest(liveClassesApi.list, { query: listQueryOf(filters), signal }),
    enabled: user !== null,
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useProviderStatus(user: CurrentUser | null) {
  return useQuery({
    queryKey: providerStatusQuery(user?.id ?? "").queryKey,
    queryFn: ({ signal }) => apiRequest(liveClassesApi.providerStatus, { signal }),
    enabled: user !== null,
  });
}

export function useStaffCourses(user: CurrentUser | null) {
  return useQuery({
    queryKey: staffCoursesQuery(user?.id ?? "").queryKey,
    queryFn: ({ signal }) => apiRequest(courseEditorApi.courses, { signal }),
    enabled: user !== null,
  });
}

/** A course's lessons (drafts too), for the session's "Lesson" choice; nothing until a course is known. */
export function useCourseLessons(user: CurrentUser | null, courseSlug: string | null) {
  return useQuery({
    queryKey: [...liveSessionsKey, user?.id ?? "", "lessons", courseSlug ?? ""] as const,
    queryFn: ({ signal }) =>
      apiRequest(courseEditorApi.content, { params: { courseSlug: courseSlug ?? "" }, signal }),
    enabled: user !== null && courseSlug !== null,
    select: (content) =>
      content.modules.flatMap((module) =>
        module.lessons.map((lesson) => ({ id: lesson.id, title: lesson.title, module: module.title })),
      ),
  });
}

/**
 * The instructor accounts an admin may assign. All of them: no endpoint lists a course's instructors yet,
 * so the API judges the choice ("Pick an instructor of this batch's course.") and the form shows its answer.
 */
export function useInstructorAccounts(user: CurrentUser | null) {
  return useQuery({
    queryKey: [...liveSessionsKey, user?.id ?? "", "instructors"] as const,
    queryFn: ({ signal }) =>
      apiRequest(adminUsersApi.users, { query: { role: "instructor", page: 1, pageSize: 100 }, signal }),
    enabled: user?.role === "admin",
    select: (page) => page.items.filter((account) => account.active),
  });
}

export function useBatchSchedule(user: CurrentUser | null, batchId: string | null) {
  return useQuery({
    queryKey: [...liveSessionsKey, user?.id ?? "", "schedule", batchId ?? ""] as const,
    queryFn: ({ signal }) =>
      apiRequest(liveClassesApi.schedule, { params: { batchId: batchId ?? "" }, signal }),
    enabled: user !== null && batchId !== null,
  });
}

export function useAttendance(user: CurrentUser | null, sessionId: string) {
  return useQuery({
    queryKey: attendanceQuery(user?.id ?? "", sessionId).queryKey,
    queryFn: ({ signal }) => apiRequest(liveClassesApi.attendance, { params: { sessionId }, signal }),
    enabled: user !== null,
  });
}

type ListPage = (query: { scope: "upcoming" | "past"; page: number }) => Promise<LiveSessionList>;

/** Pages read at most per scope while looking for one session (25 a page: 1,000 sessions). */
const maxPagesPerScope = 40;

/**
 * One session, found in the staff list. The API has no read of a single session yet (the lead is asked for
 * GET /api/live-sessions/:sessionId); until then the session page looks through the caller's own upcoming
 * and past sessions, which the server already limits to the courses they teach. Null: not among them.
 */
export async function findSession(readPage: ListPage, sessionId: string): Promise<LiveSession | null> {
  for (const scope of ["upcoming", "past"] as const) {
    for (let page = 1; page <= maxPagesPerScope; page++) {
      const list = await readPage({ scope, page });
      const found = list.sessions.find((session) => session.id === sessionId);
      if (found) return found;
      if (page >= list.pageCount) break;
    }
  }
  return null;
}

export function useLiveSession(user: CurrentUser | null, sessionId: string) {
  return useQuery({
    queryKey: liveSessionQueryKey(user?.id ?? "", sessionId),
    queryFn: ({ signal }) =>
      findSession((query) => apiRequest(liveClassesApi.list, { query, signal }), sessionId),
    enabled: user !== null,
  });
}
