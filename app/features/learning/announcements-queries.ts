import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import { announcementsApi } from "#contracts/api/announcements.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { CurrentUser } from "#contracts/auth.ts";

// The announcements of the reader's batches in a course, keyed by user like the player's other reads and
// shared by the outline's loader (prefetch through the in-process API) and the page.

export function courseAnnouncementsQuery(userId: string, courseSlug: string) {
  return {
    queryKey: ["learning", userId, "announcements", courseSlug] as const,
    path: endpointUrl(announcementsApi.course, { params: { courseSlug } }),
  };
}

export function useCourseAnnouncements(user: CurrentUser | null, courseSlug: string) {
  return useQuery({
    queryKey: courseAnnouncementsQuery(user?.id ?? "", courseSlug).queryKey,
    queryFn: ({ signal }) => apiRequest(announcementsApi.course, { params: { courseSlug }, signal }),
    enabled: user !== null,
  });
}
