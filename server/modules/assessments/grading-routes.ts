import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { gradingApi } from "#contracts/api/grading.ts";
import {
  gradebookQuerySchema,
  gradingParamsSchema,
  gradingQuerySchema,
  gradingQueueSchema,
  returnGradeBodySchema,
  submissionForGradingSchema,
  submissionParamsSchema,
} from "#contracts/grading.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { GradingService } from "./grading-service.ts";

// Instructors and admins only at the door; the course then admits its own instructors and every admin
// (grading-access.ts), and a submission of another course is unknown (404).
const tags = ["grading"];
const staff = access.roles("instructor", "admin");

export const gradingRoutes: FastifyPluginAsyncZod<{ service: GradingService }> = async (app, { service }) => {
  app.get(
    gradingApi.queue.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(gradingApi.queue, {
        tags,
        summary: "One batch's submissions: waiting ones oldest first, or the graded ones",
        params: gradingParamsSchema,
        querystring: gradingQuerySchema,
        response: { 200: gradingQueueSchema },
      }),
    },
    async (request) => service.queue(request.user!, request.params.courseSlug, request.query),
  );

  app.get(
    gradingApi.gradebookCsv.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(gradingApi.gradebookCsv, {
        tags,
        summary: "One batch's gradebook as CSV: a row per student, a column per quiz and assignment",
        params: gradingParamsSchema,
        querystring: gradebookQuerySchema,
      }),
    },
    async (request, reply) => {
      const { fileName, csv } = await service.gradebookCsv(
        request.user!,
        request.params.courseSlug,
        request.query,
      );
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "private, no-store")
        .send(csv);
    },
  );

  app.get(
    gradingApi.submission.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(gradingApi.submission, {
        tags,
        summary: "One submission with its assignment's rubric, for its course's graders",
        params: submissionParamsSchema,
        response: { 200: submissionForGradingSchema },
      }),
    },
    async (request) => service.submission(request.user!, request.params.submissionId),
  );

  app.post(
    gradingApi.returnGrade.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(gradingApi.returnGrade, {
        tags,
        summary: "Return a grade: final, mailed to the student; 409 after a resubmission or another grade",
        params: submissionParamsSchema,
        body: returnGradeBodySchema,
        response: { 200: submissionForGradingSchema },
      }),
    },
    async (request) => service.returnGrade(request.user!, request.params.submissionId, request.body),
  );
};
