import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assignmentsApi } from "#contracts/api/assignments.ts";
import { assignmentSubmissionMessages } from "#contracts/assignment-submission-text.ts";
import { assignmentLessonParamsSchema, assignmentViewSchema } from "#contracts/assignment-views.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { sendApiError } from "#server/plugins/error-handler.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { AssignmentsService } from "./assignments-service.ts";
import { readSubmissionForm, submissionFormLimits, sweepStagedForms } from "./read-submission-form.ts";

/** A staged form older than this was left by a crash (an upload of 125 MB takes minutes, not a day). */
const stagedFormsExpireAfterMs = 24 * 60 * 60_000;

// A student's submission: a multipart form (files and a repository link). Multipart parsing exists only in
// this plugin's scope; the JSON routes and the SSR catch-all keep their own parsers.
export const assignmentSubmissionRoutes: FastifyPluginAsyncZod<{
  service: AssignmentsService;
  /** Local folder where a form's files wait while they are checked. */
  stagingDirectory: string;
}> = async (app, { service, stagingDirectory }) => {
  await app.register(multipart, { limits: submissionFormLimits });
  // What a crash left in the staging folder goes once the server is up (in the background: boot waits for
  // nothing here).
  app.addHook("onReady", async () => {
    void sweepStagedForms(stagingDirectory, new Date(Date.now() - stagedFormsExpireAfterMs)).catch(
      () => undefined,
    );
  });

  app.post(
    assignmentsApi.submit.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.learnerWrite },
      schema: endpointSchema(assignmentsApi.submit, {
        tags: ["assignments"],
        summary:
          "Submit or resubmit: multipart/form-data with up to 5 'files' (PDF, ZIP or .ipynb by content, 25 MB each) and/or 'repoUrl'; 409 once graded or when closed after the due time",
        consumes: ["multipart/form-data"],
        params: assignmentLessonParamsSchema,
        response: { 200: assignmentViewSchema },
      }),
    },
    async (request, reply) => {
      if (!request.isMultipart())
        return sendApiError(reply, 415, [{ message: assignmentSubmissionMessages.notMultipart }]);
      // When the request arrived (Fastify starts the reply's clock at routing): a long upload is judged
      // against the due moment by when it was sent.
      const at = new Date(Date.now() - reply.elapsedTime);
      // Refusals that need no body (not theirs, graded, closed) come before the upload is read.
      await service.checkSubmission(request.user!, request.params, at);
      const staged = await readSubmissionForm(request, stagingDirectory);
      try {
        return await service.submit(request.user!, request.params, staged.form, at);
      } finally {
        await staged.discard();
      }
    },
  );
};
