import type { FastifyPluginAsync } from "fastify";

// Outside /api on purpose: load balancers probe these, they carry no policy, cookies or rate limits.
export const healthRoutes: FastifyPluginAsync<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get("/healthz", { logLevel: "warn" }, async () => ({ status: "ok" }));
  app.get("/readyz", { logLevel: "warn" }, async (request, reply) => {
    try {
      await ping();
      return { status: "ready" };
    } catch (err) {
      request.log.warn({ err }, "database not ready");
      return reply.status(503).send({ status: "unavailable" });
    }
  });
};
