import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import { certificateIssuingApi } from "#contracts/api/certificate-issuing.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { CurrentUser } from "#contracts/auth.ts";

// The certificates page's read, keyed by user and shared by the route loader (prefetch) and the page.

export function studentCertificatesQuery(userId: string) {
  return {
    queryKey: ["certificates", userId, "mine"] as const,
    path: endpointUrl(certificateIssuingApi.mine),
  };
}

export function useStudentCertificates(user: CurrentUser | null) {
  return useQuery({
    queryKey: studentCertificatesQuery(user?.id ?? "").queryKey,
    queryFn: ({ signal }) => apiRequest(certificateIssuingApi.mine, { signal }),
    enabled: user !== null,
  });
}
