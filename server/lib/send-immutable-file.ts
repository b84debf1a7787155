import type { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { StoredFile } from "#server/providers/storage/file-storage.ts";

const yearSeconds = 365 * 24 * 60 * 60;

/**
 * Answers a stored file whose served name never changes meaning (a new upload gets a new name): cached for a year,
 * 304 for the ETag the client holds, and never sniffed into another type by the browser.
 */
export function sendImmutableFile(
  request: FastifyRequest,
  reply: FastifyReply,
  stored: { file: StoredFile; body: Readable },
) {
  const { file, body } = stored;
  if (request.headers["if-none-match"] === file.etag) {
    body.destroy();
    return reply.status(304).header("etag", file.etag).send();
  }
  return reply
    .type(file.contentType)
    .header("content-length", file.size)
    .header("etag", file.etag)
    .header("cache-control", `public, max-age=${yearSeconds}, immutable`)
    .header("x-content-type-options", "nosniff")
    .send(body);
}
