import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";

// The public page /certificates/:code reads the certificate in-process, and in-process reads skip the per-IP
// limits (they are the page's own). So the page itself counts: a visitor trying codes through the page meets
// the same limit as one calling GET /api/certificates/:code. Not encapsulated (fastify-plugin), so the hook
// sees the requests the SSR catch-all serves.
export const certificatePageLimit = fp(async (app: FastifyInstance) => {
  const limit = app.rateLimit({
    ...rateLimitPresets.certificateLookup,
    keyGenerator: (request) => `page:${request.ip}`,
  });
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    if (!request.url.startsWith("/certificates/")) return;
    await limit.call(app, request, reply);
  });
});
