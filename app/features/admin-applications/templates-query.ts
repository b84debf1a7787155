import { apiRequest } from "#app/lib/api-client.ts";
import { adminApplicationsApi } from "#contracts/api/admin-applications.ts";

export const templatesQueryKey = ["admin-application-templates"] as const;

export const templatesQueryOptions = {
  queryKey: templatesQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest(adminApplicationsApi.templates, { signal }),
};
