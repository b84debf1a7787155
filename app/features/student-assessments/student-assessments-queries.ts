import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { studentAssessmentsApi } from "#contracts/api/student-assessments.ts";
import type { CurrentUser } from "#contracts/auth.ts";

// The Assessments page's read, keyed by user (another account on the same tab never sees it) and shared by
// the route loader (prefetch through the in-process API) and the page.

export function studentAssessmentsQuery(userId: string) {
  return {
    queryKey: ["assessments", userId, "mine"] as const,
    path: endpointUrl(studentAssessmentsApi.mine),
  };
}

export function useStudentAssessments(user: CurrentUser | null) {
  return useQuery({
    queryKey: studentAssessmentsQuery(user?.id ?? "").queryKey,
    queryFn: ({ signal }) => apiRequest(studentAssessmentsApi.mine, { signal }),
    enabled: user !== null,
  });
}
