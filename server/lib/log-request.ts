import type { FastifyRequest } from "fastify";

// Password reset links carry their secret in the path (/reset-password/<token>) or the query (?token=).
// Request logs must not keep a working link: the token is replaced before the URL is logged.
export function redactUrlSecrets(url: string): string {
  return url
    .replace(/^(\/reset-password\/)[^/?#]+/, "$1[redacted]")
    .replace(/([?&]token=)[^&#]*/gi, "$1[redacted]");
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrlSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
