import type { ChildProcess } from "node:child_process";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { freePort } from "../../scripts/lib/free-port.ts";
import { startRedis, stopRedis } from "./redis-server.ts";
import { openTestDatabase } from "./test-database.ts";

/**
 * Several instances in one test file (issue 13): a private redis-server and one seeded database for the
 * describe block it is called in (before and after hooks), and apps built on both, as instances behind a
 * load balancer are. The test closes the apps it makes.
 */
export function clusterFixture() {
  let port = 0;
  let redis: ChildProcess | undefined;
  let database: DatabaseHandle | undefined;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    database = await openTestDatabase();
    await seedDatabase(database.db);
  });
  afterAll(async () => {
    await database?.close();
    if (redis) await stopRedis(redis);
  });

  return {
    get database(): DatabaseHandle {
      if (!database) throw new Error("clusterFixture: used outside its describe block's tests");
      return database;
    },
    /** Takes Redis away (SIGKILL) and brings it back on the same port. */
    async stopRedis(): Promise<void> {
      if (redis) await stopRedis(redis);
    },
    async startRedis(): Promise<void> {
      redis = await startRedis(port);
    },
    /** One more instance: buildApp on the shared database with REDIS_URL, ready. */
    async instance(): Promise<FastifyInstance> {
      const config = loadConfig(
        {
          NODE_ENV: "test",
          LOG_LEVEL: "silent",
          DATA_DIR: "./data-test-unused",
          REDIS_URL: `redis://127.0.0.1:${port}`,
        },
        { sessionSecret: "test-secret-test-secret-test-secret-0123" },
      );
      const app = await buildApp({ config, database: this.database });
      await app.ready();
      return app;
    },
  };
}
