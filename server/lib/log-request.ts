import type { FastifyRequest } from "fastify";
import { redactUrlSecrets } from "./url-secrets.ts";

/** Fastify's own request serializer, with the URL redacted: logs must not keep a working link. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrlSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
