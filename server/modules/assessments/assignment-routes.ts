import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assignmentsApi } from "#contracts/api/assignments.ts";
import {
  assignmentEditorBodySchema,
  assignmentEditorSchema,
  assignmentFileParamsSchema,
  assignmentLessonParamsSchema,
  assignmentSubmissionParamsSchema,
  assignmentSubmissionViewSchema,
  assignmentViewSchema,
} from "#contracts/assignment-views.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { AssignmentsService } from "./assignments-service.ts";

// Any signed-in reader of the course reads its assignments (learning's rules decide who reads it); a
// submission and its files open to their student and the course's staff; the editor admits instructors and
// admins, and the course decides which of them. The submission itself is assignment-submission-routes.ts.
const tags = ["assignments"];
const reader = { access: access.signedIn, rateLimit: rateLimitPresets.read };
const staff = access.roles("instructor", "admin");
// Above the app's 64 KB: 20,000 characters of instructions and a rubric of 20 criteria x 8 levels fit.
const editorBodyLimit = 1024 * 1024;

export const assignmentRoutes: FastifyPluginAsyncZod<{ service: AssignmentsService }> = async (
  app,
  { service },
) => {
  app.get(
    assignmentsApi.view.path,
    {
      config: reader,
      schema: endpointSchema(assignmentsApi.view, {
        tags,
        summary: "An assignment lesson's rules, the reader's due moment and their own submission",
        params: assignmentLessonParamsSchema,
        response: { 200: assignmentViewSchema },
      }),
    },
    async (request) => service.view(request.user!, request.params),
  );

  app.get(
    assignmentsApi.submission.path,
    {
      config: reader,
      schema: endpointSchema(assignmentsApi.submission, {
        tags,
        summary: "One submission, for its student and the course's instructors and admins (others: 404)",
        params: assignmentSubmissionParamsSchema,
        response: { 200: assignmentSubmissionViewSchema },
      }),
    },
    async (request) => service.submission(request.user!, request.params),
  );

  app.get(
    assignmentsApi.file.path,
    {
      // A PDF or an archive does not shrink much, and the length is the stored one.
      compress: false,
      config: reader,
      schema: endpointSchema(assignmentsApi.file, {
        tags,
        summary: "A submission's file as an attachment, for the submission's readers",
        params: assignmentFileParamsSchema,
      }),
    },
    async (request, reply) => {
      const served = await service.file(request.user!, request.params);
      return reply.headers(served.headers).send(served.body);
    },
  );

  app.get(
    assignmentsApi.editor.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(assignmentsApi.editor, {
        tags,
        summary: "An assignment's settings and rubric, for the course's instructors and admins",
        params: assignmentLessonParamsSchema,
        response: { 200: assignmentEditorSchema },
      }),
    },
    async (request) => service.editor(request.user!, request.params),
  );

  app.put(
    assignmentsApi.saveEditor.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminWrite },
      bodyLimit: editorBodyLimit,
      schema: endpointSchema(assignmentsApi.saveEditor, {
        tags,
        summary: "Save an assignment's settings and rubric (409 over someone else's newer save)",
        params: assignmentLessonParamsSchema,
        body: assignmentEditorBodySchema,
        response: { 200: assignmentEditorSchema },
      }),
    },
    async (request) => service.saveEditor(request.user!, request.params, request.body),
  );
};
