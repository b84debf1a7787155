import type { ChildProcess } from "node:child_process";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { freePort } from "../../scripts/lib/free-port.ts";
import { startRedis, stopRedis } from "./redis-server.ts";
import { sqlRows } from "./sql-rows.ts";
import { openTestDatabase } from "./test-database.ts";

/** A second pool on the PostgreSQL database `shared` is open on (TEST_DATABASE_URL names the server). */
async function ownConnections(shared: DatabaseHandle): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (shared.kind !== "postgres" || !url) throw new Error("ownConnections needs TEST_DATABASE_URL");
  const [row] = await sqlRows<{ name: string }>(shared.db, sql`select current_database() as name`);
  const target = new URL(url);
  target.pathname = `/${row!.name}`;
  return openDatabase({ kind: "postgres", url: target.toString(), maxConnections: 4 });
}

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
    /**
     * One more instance: buildApp on the shared database with REDIS_URL (and `env`), ready. With
     * `ownConnections` (PostgreSQL only) it gets a connection pool of its own to the same database, as
     * a separate process has, closed with the app.
     */
    async instance(
      options: { env?: Record<string, string>; ownConnections?: boolean } = {},
    ): Promise<FastifyInstance> {
      const config = loadConfig(
        {
          NODE_ENV: "test",
          LOG_LEVEL: "silent",
          DATA_DIR: "./data-test-unused",
          REDIS_URL: `redis://127.0.0.1:${port}`,
          ...options.env,
        },
        { sessionSecret: "test-secret-test-secret-test-secret-0123" },
      );
      const own = options.ownConnections ? await ownConnections(this.database) : undefined;
      const app = await buildApp({ config, database: own ?? this.database });
      if (own) app.addHook("onClose", () => own.close());
      await app.ready();
      return app;
    },
  };
}
