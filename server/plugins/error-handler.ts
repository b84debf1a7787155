import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiError } from "#contracts/api-error.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";

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

function errorBody(message: string): string {
  return JSON.stringify({ error: message, errors: [{ message }] } satisfies ApiError);
}

/**
 * Fastify's `frameworkErrors`: requests its router refuses (a path with a bad percent-encoding, a parameter
 * over the length limit) never reach a route, so no hook runs for them: the headers every response carries
 * are set here. They are the client's mistake, logged at info.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.server.securityHeaders.apply(request.raw, reply.raw);
  reply.header("x-request-id", request.id);
  if (error.code === "FST_ERR_BAD_URL") {
    request.log.info({ code: error.code }, "bad url");
    sendApiError(reply, 400, [{ message: apiMessages.badUrl }]);
  } else if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    request.log.info({ code: error.code }, "url parameter too long");
    sendApiError(reply, 414, [{ message: apiMessages.requestTooLong }]);
  } else {
    request.log.error({ err: error }, "router error");
    sendApiError(reply, 500, [{ message: apiMessages.internal }]);
  }
}

const socketErrors: Record<string, { status: number; text: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    text: "Request Header Fields Too Large",
    message: apiMessages.requestTooLong,
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, text: "Request Timeout", message: apiMessages.requestTimeout },
};

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request (an overlong URL or header block,
 * a malformed request line), so there is no request, only the socket. The answer still has the error shape
 * and the security headers; it is written by hand, as Node's own answer would be.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const known = socketErrors[error.code ?? ""];
  const { status, text, message } = known ?? {
    status: 400,
    text: "Bad Request",
    message: apiMessages.badRequest,
  };
  this.log.debug({ err: error }, "client error");
  if (socket.writable) {
    const body = errorBody(message);
    const headers = [
      ...this.securityHeaders.pairs(),
      ["content-type", "application/json; charset=utf-8"],
      ["content-length", String(Buffer.byteLength(body))],
      ["connection", "close"],
    ];
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\n${headers.map(([k, v]) => `${k}: ${v}\r\n`).join("")}\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function fieldOf(instancePath: string, params: unknown): string | undefined {
  const fromPath = instancePath.replace(/^\//, "").replaceAll("/", ".");
  if (fromPath) return fromPath;
  // A missing top-level key reports an empty path: zod names it in params.issue.path.
  const issue = (params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue;
  const fromIssue = issue?.path?.map(String).join(".");
  return fromIssue || undefined;
}

/** 22P05 (jsonb: unsupported Unicode escape) and 22021 (text: invalid byte 0x00), wrapped by Drizzle or not. */
function isUnstorableCharacter(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return [code, cause?.code].some((c) => c === "22P05" || c === "22021");
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
    // PostgreSQL stores no U+0000 in text or jsonb; a client that sends one gets told, not a 500.
    if (isUnstorableCharacter(error)) {
      return sendApiError(reply, 400, [{ message: apiMessages.unstorableCharacter }]);
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

  // plugins/allowed-methods.ts answers requests no route takes first (405 or 404); this stays as the
  // fallback for an app built without it.
  app.setNotFoundHandler((_request, reply) => sendApiError(reply, 404, [{ message: apiMessages.notFound }]));
});
