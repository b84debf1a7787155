import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiError } from "../../contracts/api-error.ts";
import { apiMessages } from "../../contracts/messages.ts";
import { HttpError } from "../http-error.ts";

type FieldError = { message: string; field?: string };

export function sendApiError(reply: FastifyReply, status: number, errors: FieldError[]): FastifyReply {
  const body: ApiError = { error: errors[0]?.message ?? apiMessages.internal, errors };
  return reply.status(status).type("application/json").send(body);
}

// Fastify's own client errors, reworded for people; anything not listed keeps Fastify's message.
const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: apiMessages.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: apiMessages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: apiMessages.invalidJson,
  FST_ERR_CTP_INVALID_JSON_BODY: apiMessages.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: apiMessages.bodyTooLarge,
};

function fieldOf(instancePath: string, params: unknown): string | undefined {
  const fromPath = instancePath.replace(/^\//, "").replaceAll("/", ".");
  if (fromPath) return fromPath;
  // A missing top-level key reports an empty path: zod names it in params.issue.path.
  const issue = (params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue;
  const fromIssue = issue?.path?.map(String).join(".");
  return fromIssue || undefined;
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        message: v.message ?? "Invalid input",
        field: fieldOf(v.instancePath, v.params),
      }));
      return sendApiError(reply, 400, errors);
    }
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds) reply.header("retry-after", String(error.retryAfterSeconds));
      return sendApiError(reply, error.statusCode, [{ message: error.message, field: error.field }]);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return sendApiError(reply, 429, [{ message: apiMessages.tooManyRequests }]);
    }
    if (error instanceof SyntaxError && status === 400) {
      return sendApiError(reply, 400, [{ message: apiMessages.invalidJson }]);
    }
    if (status >= 400 && status < 500) {
      const message = (error.code && clientErrorMessages[error.code]) || error.message;
      return sendApiError(reply, status, [{ message }]);
    }
    request.log.error({ err: error }, "unhandled error");
    return sendApiError(reply, 500, [{ message: apiMessages.internal }]);
  });

  // The SSR catch-all answers every page path, so only /api (and methods no route takes) get here.
  app.setNotFoundHandler((_request, reply) => sendApiError(reply, 404, [{ message: apiMessages.notFound }]));
});
