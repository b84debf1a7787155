import Fastify from "fastify";
import { afterEach, describe, expect, test } from "vitest";
import { createInternalRequests } from "#server/lib/internal-requests.ts";
import { createRenderTurns } from "#server/lib/render-turns.ts";
import { apiTurnsPlugin } from "./api-turns.ts";

// Outside API requests wait for a turn of the event loop in the renders' queue (decision 0035); a page's
// in-process reads and anything outside /api do not.

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appWithTurns(perTurn: number) {
  const internal = createInternalRequests();
  const turns = createRenderTurns({ perTurn });
  const app = Fastify();
  apps.push(app);
  await app.register(apiTurnsPlugin, { turns, isInternal: internal.isInternal });
  const handled: string[] = [];
  const waitingWhenHandled: number[] = [];
  app.get("/api/items/:n", async (request) => {
    handled.push((request.params as { n: string }).n);
    waitingWhenHandled.push(turns.waiting());
    return { ok: true };
  });
  app.get("/robots.txt", async () => "User-agent: *");
  await app.ready();
  return { app, turns, internal, handled, waitingWhenHandled };
}

describe("apiTurnsPlugin", () => {
  test("queues outside API requests and starts them in arrival order, a few per turn", async () => {
    const { app, handled, waitingWhenHandled } = await appWithTurns(1);
    const answers = ["1", "2", "3"].map((n) => app.inject({ url: `/api/items/${n}` }));
    const statuses = (await Promise.all(answers)).map((answer) => answer.statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    expect(handled).toEqual(["1", "2", "3"]);
    // One start a turn: when the first was handled the other two were still waiting for theirs.
    expect(waitingWhenHandled).toEqual([2, 1, 0]);
  });

  test("does not queue a page's in-process reads or paths outside /api", async () => {
    const { app, turns, internal } = await appWithTurns(1);
    const lent = internal.lend({ user: null, sessionToken: null });
    try {
      const read = app.inject({ url: "/api/items/9", headers: internal.headers(lent.handle) });
      const robots = app.inject({ url: "/robots.txt" });
      await new Promise((resolve) => setImmediate(resolve));
      expect(turns.waiting()).toBe(0);
      expect((await read).statusCode).toBe(200);
      expect((await robots).statusCode).toBe(200);
    } finally {
      lent.release();
    }
  });
});
