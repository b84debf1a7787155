import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { enrollmentsApi } from "#contracts/api/enrollments.ts";
import type { CurrentUser } from "#contracts/auth.ts";

/** The student's enrollments, keyed by user so another account on the same tab never sees them. */
export function studentEnrollmentsQuery(userId: string) {
  return { queryKey: ["enrollments", "student", userId] as const, path: endpointUrl(enrollmentsApi.student) };
}

/** Only a student has enrollments: for anyone else no request is made. */
export function useStudentEnrollments(user: CurrentUser | null) {
  const spec = studentEnrollmentsQuery(user?.id ?? "");
  return useQuery({
    queryKey: spec.queryKey,
    queryFn: ({ signal }) => apiRequest(enrollmentsApi.student, { signal }),
    enabled: user?.role === "student",
  });
}
