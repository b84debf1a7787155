import type { ChildProcess } from "node:child_process";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { seedDatabase } from "#server/db/seed.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import { createAccount, signIn } from "../support/accounts.ts";
import { freePort, hasRedisServer, startRedis, stopRedis } from "../support/redis-server.ts";
import { type Visitor, visit } from "../support/test-app.ts";
import { openTestDatabase } from "../support/test-database.ts";

// Per-IP limits and sign-in throttles count across instances through Redis (decision 0029), and keep
// counting in memory while Redis is away: two apps on one database, a private redis-server per block.

describe.skipIf(!hasRedisServer)("rate limits shared by instances", () => {
  let port: number;
  let redis: ChildProcess;
  let database: DatabaseHandle;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let visitor: Visitor;

  async function instance() {
    const config = loadConfig(
      {
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: "./data-test-unused",
        REDIS_URL: `redis://127.0.0.1:${port}`,
      },
      { sessionSecret: "test-secret-test-secret-test-secret-0123" },
    );
    const app = await buildApp({ config, database });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    database = await openTestDatabase();
    await seedDatabase(database.db);
    a = await instance();
    b = await instance();
    visitor = await visit(a);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
    await stopRedis(redis);
  });

  let subscriptions = 0;
  const subscribeFrom = (app: FastifyInstance, ip: string) => {
    subscriptions += 1;
    return app.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      payload: { email: `limit-${subscriptions}@example.com` },
      headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token },
      remoteAddress: ip,
    });
  };

  async function waitUntilRedisAnswers(): Promise<void> {
    // The store reconnects in the background; a limited call on a fresh address shows which store counts.
    const deadline = Date.now() + 8_000;
    for (;;) {
      const probe = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
      await subscribeFrom(a, probe);
      const second = await subscribeFrom(b, probe);
      if (Number(second.headers["x-ratelimit-remaining"]) === rateLimitPresets.form.max - 2) return;
      if (Date.now() > deadline) throw new Error("the limits never counted across instances");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("one client's calls count together whichever instance answers them", async () => {
    await waitUntilRedisAnswers();
    const ip = "198.51.100.7";
    const codes: number[] = [];
    for (let call = 0; call < rateLimitPresets.form.max + 1; call++) {
      codes.push((await subscribeFrom(call % 2 === 0 ? a : b, ip)).statusCode);
    }
    expect(codes.slice(0, rateLimitPresets.form.max).every((code) => code < 300)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it("with Redis gone each instance counts alone and answers; with Redis back they count together again", async () => {
    await stopRedis(redis);
    const ip = "198.51.100.8";
    const onA: number[] = [];
    for (let call = 0; call < rateLimitPresets.form.max + 1; call++) {
      const started = Date.now();
      onA.push((await subscribeFrom(a, ip)).statusCode);
      expect(Date.now() - started).toBeLessThan(1_000);
    }
    // Still limited (in memory), never a 500.
    expect(onA.slice(0, rateLimitPresets.form.max).every((code) => code < 300)).toBe(true);
    expect(onA.at(-1)).toBe(429);
    expect((await subscribeFrom(b, ip)).statusCode).toBeLessThan(300);

    redis = await startRedis(port);
    await waitUntilRedisAnswers();
  });
});

describe.skipIf(!hasRedisServer)("sign-in throttles shared by instances", () => {
  let port: number;
  let redis: ChildProcess;
  let database: DatabaseHandle;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    database = await openTestDatabase();
    await seedDatabase(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await stopRedis(redis);
  });

  it("five wrong passwords spread over two instances lock the account on both", async () => {
    const config = loadConfig(
      {
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: "./data-test-unused",
        REDIS_URL: `redis://127.0.0.1:${port}`,
      },
      { sessionSecret: "test-secret-test-secret-test-secret-0123" },
    );
    const [a, b] = [await buildApp({ config, database }), await buildApp({ config, database })];
    try {
      const account = await createAccount(database.db);
      // The apps' connection for counters comes up in the background, within moments.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const { response } = await signIn(attempt % 2 === 0 ? a : b, account.username, "wrong-password-1234");
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses[5]).toBe(429);
      // Even the right password waits now, on either instance.
      expect((await signIn(a, account.username, account.password)).response.statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
