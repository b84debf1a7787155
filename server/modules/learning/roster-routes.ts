import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { rosterApi } from "#contracts/api/roster.ts";
import { rosterParamsSchema, rosterQuerySchema, rosterSchema } from "#contracts/roster.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { RosterService } from "./roster-service.ts";

// Instructors and admins only at the door; the course then admits its own instructors (get-roster.ts).
export const rosterRoutes: FastifyPluginAsyncZod<{ service: RosterService }> = async (app, { service }) => {
  app.get(
    rosterApi.roster.path,
    {
      config: { access: access.roles("instructor", "admin"), rateLimit: rateLimitPresets.read },
      schema: endpointSchema(rosterApi.roster, {
        tags: ["learning"],
        summary: "A course's roster for its instructors and admins: one batch's students and their progress",
        params: rosterParamsSchema,
        querystring: rosterQuerySchema,
        response: { 200: rosterSchema },
      }),
    },
    async (request) => service.roster(request.user!, request.params.courseSlug, request.query.batch),
  );

  app.get(
    rosterApi.rosterCsv.path,
    {
      config: { access: access.roles("instructor", "admin"), rateLimit: rateLimitPresets.read },
      schema: endpointSchema(rosterApi.rosterCsv, {
        tags: ["learning"],
        summary: "The same roster as a CSV download (formula-looking cells defused)",
        params: rosterParamsSchema,
        querystring: rosterQuerySchema,
      }),
    },
    async (request, reply) => {
      const { fileName, csv } = await service.csv(
        request.user!,
        request.params.courseSlug,
        request.query.batch,
      );
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "private, no-store")
        .send(csv);
    },
  );
};
