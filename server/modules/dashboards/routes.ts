import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardsApi } from "#contracts/api/dashboards.ts";
import {
  adminOverviewSchema,
  instructorOverviewSchema,
  marketerOverviewSchema,
  studentOverviewSchema,
} from "#contracts/dashboards.ts";
import { portals } from "#contracts/portals.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { DashboardsService } from "./service.ts";

// Each overview is readable by exactly the roles that open its portal (decision 0008), so the API
// refuses what the client guard hides.
export const dashboardsRoutes: FastifyPluginAsyncZod<{ service: DashboardsService }> = async (
  app,
  { service },
) => {
  app.get(
    dashboardsApi.student.path,
    {
      config: { access: access.roles(...portals.student.roles), rateLimit: rateLimitPresets.read },
      schema: endpointSchema(dashboardsApi.student, {
        tags: ["dashboards"],
        summary: "Student portal overview: own enrollment count, average progress, next batch",
        response: { 200: studentOverviewSchema },
      }),
    },
    async (request) => service.studentOverview(request.user!),
  );

  app.get(
    dashboardsApi.instructor.path,
    {
      config: { access: access.roles(...portals.instructor.roles), rateLimit: rateLimitPresets.read },
      schema: endpointSchema(dashboardsApi.instructor, {
        tags: ["dashboards"],
        summary:
          "Instructor portal overview: taught courses (all courses for an admin), upcoming batches, enrolled counts",
        response: { 200: instructorOverviewSchema },
      }),
    },
    async (request) => service.instructorOverview(request.user!),
  );

  app.get(
    dashboardsApi.admin.path,
    {
      config: { access: access.roles(...portals.admin.roles), rateLimit: rateLimitPresets.read },
      schema: endpointSchema(dashboardsApi.admin, {
        tags: ["dashboards"],
        summary:
          "Admin portal overview: active users by role, newsletter subscribers, leads by kind and status",
        response: { 200: adminOverviewSchema },
      }),
    },
    async () => service.adminOverview(),
  );

  app.get(
    dashboardsApi.digitalMarketer.path,
    {
      config: { access: access.roles(...portals.digitalMarketer.roles), rateLimit: rateLimitPresets.read },
      schema: endpointSchema(dashboardsApi.digitalMarketer, {
        tags: ["dashboards"],
        summary: "SEO portal overview: page views and unique visitors per day (last 7 days), top 5 paths",
        response: { 200: marketerOverviewSchema },
      }),
    },
    async () => service.marketerOverview(),
  );
};
