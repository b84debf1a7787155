import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { enrollmentsApi } from "#contracts/api/enrollments.ts";
import { studentEnrollmentsResponseSchema } from "#contracts/enrollments.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { EnrollmentsService } from "./service.ts";

export const enrollmentsRoutes: FastifyPluginAsyncZod<{ service: EnrollmentsService }> = async (
  app,
  { service },
) => {
  app.get(
    enrollmentsApi.student.path,
    {
      // Students only, not every role of the student portal: an admin has no enrollments of their own,
      // and reading another student's list is an admin feature with its own route.
      config: { access: access.roles("student"), rateLimit: rateLimitPresets.read },
      schema: endpointSchema(enrollmentsApi.student, {
        tags: ["enrollments"],
        summary: "The signed-in student's enrollments (401 signed out, 403 for other roles)",
        response: { 200: studentEnrollmentsResponseSchema },
      }),
    },
    async (request) => service.listForStudent(request.user!.id),
  );
};
