import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import { dashboardsApi } from "#contracts/api/dashboards.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type {
  AdminOverview,
  InstructorOverview,
  MarketerOverview,
  StudentOverview,
} from "#contracts/dashboards.ts";
import { canOpenPortal, type PortalName } from "#contracts/portals.ts";

export type OverviewData = {
  student: StudentOverview;
  instructor: InstructorOverview;
  admin: AdminOverview;
  digitalMarketer: MarketerOverview;
};

/** The overview query of one portal for one user: the key holds the user, the path is the API's. */
export function overviewQuery(portal: PortalName, userId: string) {
  return {
    queryKey: ["dashboard-overview", portal, userId] as const,
    path: endpointUrl(dashboardsApi[portal]),
  };
}

/** Reads a portal's overview figures; waits (no request) until the user is known and may open it. */
export function useOverview<P extends PortalName>(portal: P, user: CurrentUser | null) {
  const spec = overviewQuery(portal, user?.id ?? "");
  return useQuery({
    queryKey: spec.queryKey,
    queryFn: ({ signal }) =>
      apiRequest(dashboardsApi[portal as PortalName], { signal }) as Promise<OverviewData[P]>,
    enabled: user !== null && canOpenPortal(user.role, portal),
  });
}
