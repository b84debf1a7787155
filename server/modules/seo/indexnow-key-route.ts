import type { FastifyPluginAsync } from "fastify";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";

/**
 * The IndexNow key file (https://www.indexnow.org/documentation): /{key}.txt at the site root holds the key, so
 * the search engines can check a submission comes from the site. Registered only when INDEXNOW_KEY is set.
 */
export const indexNowKeyRoute: FastifyPluginAsync<{ key: string }> = async (app, { key }) => {
  app.get(
    `/${key}.txt`,
    { config: { rateLimit: rateLimitPresets.read }, schema: { hide: true } },
    async (_request, reply) =>
      reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(key),
  );
};
