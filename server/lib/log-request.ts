import type { FastifyRequest } from "fastify";
import { secretPathPattern, secretQueryPattern } from "./url-secrets.ts";

// Request logs must not keep a working link: the secrets lib/url-secrets.ts lists are replaced first.
export function redactUrlSecrets(url: string): string {
  return url.replace(secretPathPattern, "$1[redacted]").replace(secretQueryPattern, "$1[redacted]");
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
