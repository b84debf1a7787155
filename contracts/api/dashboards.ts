import type {
  adminOverviewSchema,
  instructorOverviewSchema,
  marketerOverviewSchema,
  studentOverviewSchema,
} from "#contracts/dashboards.ts";
import { endpoint, type Out } from "./endpoint.ts";

export const dashboardsApi = {
  student: endpoint("GET", "/api/dashboard/student/overview").returns<Out<typeof studentOverviewSchema>>(),
  instructor: endpoint("GET", "/api/dashboard/instructor/overview").returns<
    Out<typeof instructorOverviewSchema>
  >(),
  admin: endpoint("GET", "/api/dashboard/admin/overview").returns<Out<typeof adminOverviewSchema>>(),
  digitalMarketer: endpoint("GET", "/api/dashboard/digital-marketer/overview").returns<
    Out<typeof marketerOverviewSchema>
  >(),
};
