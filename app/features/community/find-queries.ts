import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import { communitySearchApi } from "#contracts/api/community-search.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { notificationsApi } from "#contracts/api/notifications.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { MarkRead, NotificationPreferences } from "#contracts/notifications.ts";

// The forum front page's other reads (issue 18): full-text search and the reader's notifications, keyed by
// user like the forum's reads (community-queries.ts), whose key they share so a forum write refreshes them.

const pageQuery = (page: number) => ({ page: page > 1 ? page : undefined });

export function searchQuery(userId: string, q: string, page: number) {
  return {
    queryKey: ["community", userId, "search", q, page] as const,
    path: endpointUrl(communitySearchApi.search, { query: { q, ...pageQuery(page) } }),
  };
}

export function notificationsQuery(userId: string, page: number) {
  return {
    queryKey: ["community", userId, "notifications", page] as const,
    path: endpointUrl(notificationsApi.list, { query: pageQuery(page) }),
  };
}

export function preferencesQuery(userId: string) {
  return {
    queryKey: ["community", userId, "preferences"] as const,
    path: endpointUrl(notificationsApi.preferences),
  };
}

export function useSearch(user: CurrentUser | null, q: string, page: number) {
  return useQuery({
    queryKey: searchQuery(user?.id ?? "", q, page).queryKey,
    queryFn: ({ signal }) =>
      apiRequest(communitySearchApi.search, { query: { q, ...pageQuery(page) }, signal }),
    enabled: user !== null && q !== "",
    placeholderData: (previous) => previous,
  });
}

export function useNotifications(user: CurrentUser | null, page: number) {
  return useQuery({
    queryKey: notificationsQuery(user?.id ?? "", page).queryKey,
    queryFn: ({ signal }) => apiRequest(notificationsApi.list, { query: pageQuery(page), signal }),
    enabled: user !== null,
    placeholderData: (previous) => previous,
  });
}

export function usePreferences(user: CurrentUser | null) {
  return useQuery({
    queryKey: preferencesQuery(user?.id ?? "").queryKey,
    queryFn: ({ signal }) => apiRequest(notificationsApi.preferences, { signal }),
    enabled: user !== null,
  });
}

export function useMarkRead(user: CurrentUser | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkRead) => apiRequest(notificationsApi.markRead, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["community", user?.id ?? "", "notifications"] }),
  });
}

export function useSavePreferences(user: CurrentUser | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) => apiRequest(notificationsApi.savePreferences, { body }),
    onSuccess: (saved) => client.setQueryData(preferencesQuery(user?.id ?? "").queryKey, saved),
  });
}
