import type { ChildProcess } from "node:child_process";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { InstanceEvent, InstanceEvents } from "#server/lib/instance-events.ts";
import { createPostgresInstanceEvents } from "#server/lib/postgres-instance-events.ts";
import { createRedisInstanceEvents } from "#server/lib/redis-instance-events.ts";
import { freePort } from "../../scripts/lib/free-port.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { clusterFixture } from "../support/cluster-fixture.ts";
import { hasRedisServer, startRedis, stopRedis } from "../support/redis-server.ts";

// Instances tell each other what changed (decision 0028): over a real Redis (a private redis-server this
// file starts and stops, to take it away mid-test) and over PostgreSQL LISTEN/NOTIFY (when the database
// suite runs against PostgreSQL). Two apps on one database show a sign-out on one reaching the other.

async function eventually(check: () => boolean, ms = 3_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function recorder(events: InstanceEvents) {
  const seen: InstanceEvent[] = [];
  events.subscribe((event) => seen.push(event));
  return seen;
}

const quiet = { info: () => {}, error: () => {} };
const open: InstanceEvents[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((events) => events.close()));
});

describe.skipIf(!hasRedisServer)("instance events over Redis", () => {
  let port: number;
  let redis: ChildProcess;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
  });
  afterAll(async () => {
    await stopRedis(redis);
  });

  it("an event published on one instance reaches the other once, and not its sender twice", async () => {
    const a = createRedisInstanceEvents(`redis://127.0.0.1:${port}`, quiet);
    const b = createRedisInstanceEvents(`redis://127.0.0.1:${port}`, quiet);
    open.push(a, b);
    expect(await a.connected()).toBe(true);
    expect(await b.connected()).toBe(true);
    const onA = recorder(a);
    const onB = recorder(b);
    const started = Date.now();
    a.publish({ kind: "user-changed", userId: "u1" });
    await eventually(() => onB.length === 1);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(onB).toEqual([{ kind: "user-changed", userId: "u1" }]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onA).toEqual([{ kind: "user-changed", userId: "u1" }]);
  });

  it("while Redis is down publishing neither throws nor blocks; when it is back everyone resyncs", async () => {
    const a = createRedisInstanceEvents(`redis://127.0.0.1:${port}`, quiet);
    const b = createRedisInstanceEvents(`redis://127.0.0.1:${port}`, quiet);
    open.push(a, b);
    await Promise.all([a.connected(), b.connected()]);
    const onA = recorder(a);
    const onB = recorder(b);

    await stopRedis(redis);
    a.publish({ kind: "pages-changed" });
    expect(onA).toEqual([{ kind: "pages-changed" }]);

    redis = await startRedis(port);
    await eventually(() => onB.some((event) => event.kind === "resync"), 8_000);
    await eventually(() => onA.some((event) => event.kind === "resync"), 8_000);
    // And events flow again.
    b.publish({ kind: "session-ended", sessionId: "s1" });
    await eventually(() => onA.some((event) => event.kind === "session-ended"));
  });
});

describe.skipIf(!hasRedisServer)("two instances on one database", () => {
  const cluster = clusterFixture();

  it("a sign-out on one instance ends the session on the other at once, not after its 10 s memory", async () => {
    const [a, b] = [await cluster.instance(), await cluster.instance()];
    try {
      const account = await createAccount(cluster.database.db);
      const session = await signedIn(a, account);
      const me = (app: typeof a) => call(app, session, "GET", "/api/user");
      expect((await me(b)).statusCode).toBe(200); // B now remembers the session
      const out = await call(a, session, "POST", "/api/logout");
      expect(out.statusCode).toBeLessThan(300);
      const started = Date.now();
      let status = 200;
      while (status === 200 && Date.now() - started < 3_000) {
        status = (await me(b)).statusCode;
        if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(status).toBe(401);
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe.skipIf(!hasRedisServer)("two instances on one database: public reads", () => {
  const cluster = clusterFixture();

  it("a signed-in write on one instance drops the other's few seconds of cached batches at once", async () => {
    const { database } = cluster;
    const [a, b] = [await cluster.instance(), await cluster.instance()];
    try {
      const seats = async () => {
        const response = await b.inject({ method: "GET", url: "/api/upcoming-batches" });
        return (response.json() as { seatsAvailable: number }[]).map((batch) => batch.seatsAvailable);
      };
      const before = await seats(); // B caches the banner's batches for 5 s
      await database.db.execute(sql`update batches set seats_taken = least(seats_taken + 1, seats_total)`);
      expect(await seats()).toEqual(before);
      const session = await signedIn(a, await createAccount(database.db));
      expect((await call(a, session, "PATCH", "/api/profile", { name: "Writes Something" })).statusCode).toBe(
        200,
      );
      const started = Date.now();
      let now = before;
      while (JSON.stringify(now) === JSON.stringify(before) && Date.now() - started < 3_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        now = await seats();
      }
      expect(now).not.toEqual(before);
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("instance events over PostgreSQL LISTEN/NOTIFY", () => {
  it("an event published on one instance reaches the other within a second", async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const a = createPostgresInstanceEvents(url, quiet);
    const b = createPostgresInstanceEvents(url, quiet);
    open.push(a, b);
    expect(await a.connected()).toBe(true);
    expect(await b.connected()).toBe(true);
    const onB = recorder(b);
    const onA = recorder(a);
    const started = Date.now();
    a.publish({ kind: "pages-changed" });
    await eventually(() => onB.length === 1);
    expect(Date.now() - started).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onA).toEqual([{ kind: "pages-changed" }]);
  });
});
