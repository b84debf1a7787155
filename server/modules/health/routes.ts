import type { FastifyPluginAsync, LogLevel } from "fastify";

type HealthOptions = {
  ping: () => Promise<void>;
  /** Probes come every few seconds: log them at warn unless the app is quieter still. */
  logLevel: LogLevel;
};

// Outside /api on purpose: load balancers probe these, they carry no policy, cookies or rate limits.
export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, { ping, logLevel }) => {
  app.get("/healthz", { logLevel }, async () => ({ status: "ok" }));
  app.get("/readyz", { logLevel }, async (request, reply) => {
    try {
      await ping();
      return { status: "ready" };
    } catch (err) {
      request.log.warn({ err }, "database not ready");
      return reply.status(503).send({ status: "unavailable" });
    }
  });
};
