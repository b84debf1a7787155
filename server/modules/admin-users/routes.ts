import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminUserParamsSchema,
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  adminUserUpdateSchema,
} from "#contracts/admin-users.ts";
import { adminUsersApi } from "#contracts/api/admin-users.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { AdminUsersService } from "./service.ts";

export const adminUsersRoutes: FastifyPluginAsyncZod<{ service: AdminUsersService }> = async (
  app,
  { service },
) => {
  app.get(
    adminUsersApi.users.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(adminUsersApi.users, {
        tags: ["admin"],
        summary: "Search users by name, username or email; filter by role; newest first, paginated",
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema },
      }),
    },
    async (request) => service.list(request.query),
  );

  app.patch(
    adminUsersApi.updateUser.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(adminUsersApi.updateUser, {
        tags: ["admin"],
        summary: "Change a user's role or active status (ends that user's sessions)",
        params: adminUserParamsSchema,
        body: adminUserUpdateSchema,
        response: { 200: adminUserSchema },
      }),
    },
    async (request) => service.update(request.params.id, request.body, auditActorOf(request)),
  );
};
