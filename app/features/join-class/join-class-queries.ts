import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import { liveClassMessages } from "#contracts/live-classes-text.ts";

// The Join Class page's reads and writes, keyed by user (another account on the same tab never sees them)
// and shared by the route loader (prefetch through the in-process API) and the components.

export function studentSessionsQuery(userId: string) {
  return { queryKey: ["live-classes", userId, "mine"] as const, path: endpointUrl(liveClassesApi.mine) };
}

export function calendarFeedQuery(userId: string) {
  return {
    queryKey: ["live-classes", userId, "calendar-feed"] as const,
    path: endpointUrl(liveClassesApi.feedStatus),
  };
}

export function useStudentSessions(user: CurrentUser | null) {
  return useQuery({
    queryKey: studentSessionsQuery(user?.id ?? "").queryKey,
    queryFn: ({ signal }) => apiRequest(liveClassesApi.mine, { signal }),
    enabled: user !== null,
  });
}

export function useCalendarFeedStatus(user: CurrentUser | null) {
  return useQuery({
    queryKey: calendarFeedQuery(user?.id ?? "").queryKey,
    queryFn: ({ signal }) => apiRequest(liveClassesApi.feedStatus, { signal }),
    enabled: user !== null,
  });
}

/**
 * Asks for the session's meeting link; the server checks the join window and records attendance. Only a
 * web link is let through: the API allows https links only, and the page keeps it so.
 */
export function useJoinSession() {
  return useMutation({
    mutationFn: async (sessionId: string) => {
      const { url } = await apiRequest(liveClassesApi.join, { params: { sessionId } });
      if (!/^https:\/\//i.test(url)) throw new Error(liveClassMessages.noMeetingLink);
      return url;
    },
  });
}

/** Makes a new feed link (replacing any old one); the answer is the only time its URL is seen. */
export function useCreateCalendarFeed(user: CurrentUser) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(liveClassesApi.createFeed),
    onSuccess: (created) => {
      client.setQueryData(calendarFeedQuery(user.id).queryKey, {
        active: true,
        createdAt: created.createdAt,
      });
    },
  });
}

export function useRevokeCalendarFeed(user: CurrentUser) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(liveClassesApi.revokeFeed),
    onSuccess: () => {
      client.setQueryData(calendarFeedQuery(user.id).queryKey, { active: false, createdAt: null });
    },
  });
}

/** Where a session's .ics file downloads from (a plain link: the browser sends the session cookie). */
export function sessionIcsUrl(sessionId: string): string {
  return endpointUrl(liveClassesApi.sessionIcs, { params: { sessionId } });
}
