import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import { createAccount, signIn } from "../support/accounts.ts";
import { clusterFixture } from "../support/cluster-fixture.ts";
import { hasRedisServer } from "../support/redis-server.ts";
import { type Visitor, visit } from "../support/test-app.ts";

// Per-IP limits and sign-in throttles count across instances through Redis (decision 0029), and keep
// counting in memory while Redis is away: two apps on one database, a private redis-server per block.

describe.skipIf(!hasRedisServer)("rate limits shared by instances", () => {
  const cluster = clusterFixture();
  let a: FastifyInstance;
  let b: FastifyInstance;
  let visitor: Visitor;

  beforeAll(async () => {
    a = await cluster.instance();
    b = await cluster.instance();
    visitor = await visit(a);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
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
    await cluster.stopRedis();
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

    await cluster.startRedis();
    await waitUntilRedisAnswers();
  });
});

describe.skipIf(!hasRedisServer)("sign-in throttles shared by instances", () => {
  const cluster = clusterFixture();

  it("five wrong passwords spread over two instances lock the account on both", async () => {
    const { database } = cluster;
    const [a, b] = [await cluster.instance(), await cluster.instance()];
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
