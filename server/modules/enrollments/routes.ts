import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { studentEnrollmentsPath, studentEnrollmentsResponseSchema } from "#contracts/enrollments.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { EnrollmentsService } from "./service.ts";

export const enrollmentsRoutes: FastifyPluginAsyncZod<{ service: EnrollmentsService }> = async (
  app,
  { service },
) => {
  app.get(
    studentEnrollmentsPath,
    {
      // Students only, not every role of the student portal: an admin has no enrollments of their own,
      // and reading another student's list is an admin feature with its own route.
      config: { access: access.roles("student"), rateLimit: rateLimitPresets.read },
      schema: {
        tags: ["enrollments"],
        summary: "The signed-in student's enrollments (401 signed out, 403 for other roles)",
        response: { 200: studentEnrollmentsResponseSchema },
      },
    },
    async (request) => service.listForStudent(request.user!.id),
  );
};
