import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import { announcementsApi } from "#contracts/api/announcements.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { CurrentUser } from "#contracts/auth.ts";

// One batch's announcements as its staff see them, keyed by user, course and batch, shared by the roster's
// loader (prefetch through the in-process API) and the page.

export function batchAnnouncementsQuery(userId: string, courseSlug: string, batchId: string) {
  return {
    queryKey: ["roster", userId, courseSlug, "announcements", batchId] as const,
    path: endpointUrl(announcementsApi.list, { params: { courseSlug, batchId } }),
  };
}

export function useBatchAnnouncements(user: CurrentUser | null, courseSlug: string, batchId: string) {
  return useQuery({
    queryKey: batchAnnouncementsQuery(user?.id ?? "", courseSlug, batchId).queryKey,
    queryFn: ({ signal }) => apiRequest(announcementsApi.list, { params: { courseSlug, batchId }, signal }),
    enabled: user !== null,
  });
}
