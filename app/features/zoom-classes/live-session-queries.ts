import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { courseEditorApi } from "#contracts/api/course-editor.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import type { CurrentUser } from "#contracts/auth.ts";
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

/** What the staff forms pick from: the caller's batches, with their courses' lessons and instructors. */
export function liveClassOptionsQuery(userId: string) {
  return {
    queryKey: [...liveSessionsKey, userId, "options"] as const,
    path: endpointUrl(liveClassesApi.options),
  };
}

/** The instructors who teach a course (the only ones a session of its batches may name). */
export function useCourseInstructors(user: CurrentUser | null, courseSlug: string | null) {
  return useQuery({
    queryKey: liveClassOptionsQuery(user?.id ?? "").queryKey,
    queryFn: ({ signal }) => apiRequest(liveClassesApi.options, { signal }),
    enabled: user !== null && courseSlug !== null,
    select: (options) => options.courses.find((course) => course.slug === courseSlug)?.instructors ?? [],
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

export function useLiveSession(user: CurrentUser | null, sessionId: string) {
  return useQuery({
    queryKey: liveSessionQueryKey(user?.id ?? "", sessionId),
    // Another course's session (403) and an unknown one (404) read as none: the page says "not found".
    queryFn: ({ signal }) =>
      apiRequest(liveClassesApi.get, { params: { sessionId }, signal }).catch((error: unknown) => {
        if (error instanceof ApiRequestError && (error.status === 403 || error.status === 404)) return null;
        throw error;
      }),
    enabled: user !== null,
  });
}
