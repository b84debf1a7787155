import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { courseEditorApi } from "#contracts/api/course-editor.ts";
import { apiErrorSchema } from "#contracts/api-error.ts";
import { editorLessonParamsSchema, editorUploadParamsSchema } from "#contracts/course-editor.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { sendApiError } from "#server/plugins/error-handler.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { ResumableUploads } from "./resumable-uploads.ts";

// Resumable lesson uploads, tus 1.0 (decision 0033). Registered inside file-routes.ts, whose scope leaves
// bodies unparsed: a PATCH's body is the stream the library writes to the staging file. Each route has our
// access policy, the anti-forgery check (plugins/csrf.ts, for POST, PATCH and DELETE) and a rate limit;
// the service checks the course and the upload's owner before the library answers.

const editors = access.roles("instructor", "admin");
const tags = ["course editor"];

/** The Fastify request as the web Request the library takes; bodies stream through unread. */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  // The path alone (no query): the library takes the upload id from the URL's last segment.
  const url = new URL(request.url.split("?")[0] ?? "/", "http://localhost");
  const hasBody = request.method === "POST" || request.method === "PATCH";
  return new Request(url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream<Uint8Array>, duplex: "half" } : {}),
  });
}

/**
 * The library's answer through Fastify's reply, so our hooks (security headers, no-store, request id) still
 * apply. Its plain-text refusals (409 offset conflict, 412 no Tus-Resumable, ...) get our error shape; the
 * CORS headers it adds are dropped (the editor is same-origin).
 */
async function sendAnswer(reply: FastifyReply, answer: Response): Promise<FastifyReply> {
  for (const [name, value] of answer.headers) {
    if (name.startsWith("access-control-") || name === "content-length" || name === "connection") continue;
    reply.header(name, value);
  }
  const text = answer.body ? await answer.text() : "";
  if (answer.status < 400) return reply.status(answer.status).send(text || undefined);
  const ours = (() => {
    try {
      return apiErrorSchema.parse(JSON.parse(text));
    } catch {
      return undefined;
    }
  })();
  if (ours) return sendApiError(reply, answer.status, ours.errors);
  return sendApiError(reply, answer.status, [
    { message: text.trim() || `Upload request refused (${answer.status})` },
  ]);
}

export const uploadRoutes: FastifyPluginAsyncZod<{ uploads: ResumableUploads }> = async (
  app,
  { uploads },
) => {
  app.post(
    courseEditorApi.createUpload.path,
    {
      config: { access: editors, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(courseEditorApi.createUpload, {
        tags,
        summary:
          "tus creation: Upload-Length and Upload-Metadata (role, filename); 201 with the upload's URL in Location",
        params: editorLessonParamsSchema,
      }),
    },
    async (request, reply) =>
      sendAnswer(reply, await uploads.handle(request.user!, request.params, webRequest(request))),
  );

  app.head(
    `${courseEditorApi.createUpload.path}/:uploadId`,
    {
      config: { access: editors, rateLimit: rateLimitPresets.uploadChunk },
      schema: {
        tags,
        summary: "tus: the upload's Upload-Offset (how much the server holds) and Upload-Length",
        params: editorUploadParamsSchema,
      },
    },
    async (request, reply) =>
      sendAnswer(reply, await uploads.handle(request.user!, request.params, webRequest(request))),
  );

  app.patch(
    courseEditorApi.appendUpload.path,
    {
      config: { access: editors, rateLimit: rateLimitPresets.uploadChunk },
      schema: endpointSchema(courseEditorApi.appendUpload, {
        tags,
        summary:
          "tus: append a piece at Upload-Offset; the last one stores the file like a one-request upload (413, 415)",
        params: editorUploadParamsSchema,
      }),
    },
    async (request, reply) =>
      sendAnswer(reply, await uploads.handle(request.user!, request.params, webRequest(request))),
  );

  app.delete(
    courseEditorApi.cancelUpload.path,
    {
      config: { access: editors, rateLimit: rateLimitPresets.uploadChunk },
      schema: endpointSchema(courseEditorApi.cancelUpload, {
        tags,
        summary: "tus termination: drop an unfinished upload",
        params: editorUploadParamsSchema,
      }),
    },
    async (request, reply) =>
      sendAnswer(reply, await uploads.handle(request.user!, request.params, webRequest(request))),
  );
};
