import cookie from "@fastify/cookie";
import Fastify from "fastify";
import { afterEach, describe, expect, test } from "vitest";
import type { CurrentUser } from "#contracts/auth.ts";
import { createInternalRequests, identityHeader, internalHeader } from "#server/lib/internal-requests.ts";
import { sharedPageReads } from "#server/lib/page-reads.ts";
import type { SessionService } from "#server/modules/auth/session-service.ts";
import { sessionsPlugin } from "./sessions.ts";

// The page's in-process reads take the identity its request resolved (decision 0027): one session
// lookup per page, and nothing a client sends can borrow an identity.

const maya: CurrentUser = {
  id: "u1",
  name: "Maya Chen",
  username: "maya",
  email: "maya@example.com",
  avatar: null,
  role: "student",
  emailVerified: true,
};

function countingSessions() {
  const resolved: string[] = [];
  const service = {
    async resolve(token: string) {
      resolved.push(token);
      return token === "good" ? { user: maya, sessionId: "s1" } : undefined;
    },
  } as unknown as SessionService;
  return { service, resolved };
}

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appWith(service: SessionService) {
  const internal = createInternalRequests();
  const app = Fastify();
  apps.push(app);
  app.decorateRequest("user", null);
  await app.register(cookie);
  await app.register(sessionsPlugin, { service, secureCookies: false, internal });
  app.get("/api/whoami", async (request) => ({ user: request.user?.username ?? null }));
  // A read a page's use cases may share (server/lib/page-reads.ts), counting its trips to the "database".
  const rowReads: string[] = [];
  const rows = {
    async row(id: string) {
      rowReads.push(id);
      return { id };
    },
  };
  app.get("/api/row", async (request) => ({
    user: (await sharedPageReads(rows, request.pageReads, "test", ["row"]).row("r1")).id,
  }));
  // A page that reads the API in-process the way server/plugins/ssr.ts does.
  app.get("/page", async (request) => {
    const path = (request.query as { read?: string }).read === "row" ? "/api/row" : "/api/whoami";
    const lent = internal.lend({ user: request.user, sessionToken: request.sessionToken });
    try {
      const reads = await Promise.all(
        [1, 2, 3].map(() =>
          app.inject({
            url: path,
            headers: { cookie: request.headers.cookie ?? "", ...internal.headers(lent.handle) },
          }),
        ),
      );
      return { reads: reads.map((read) => read.json().user) };
    } finally {
      lent.release();
    }
  });
  return { app, internal, rowReads };
}

describe("sessions plugin with in-process reads", () => {
  test("a page's reads reuse its resolved session: one lookup for the page and its three reads", async () => {
    const { service, resolved } = countingSessions();
    const { app } = await appWith(service);
    const page = await app.inject({ url: "/page", headers: { cookie: "ail_session=good" } });
    expect(page.json()).toEqual({ reads: ["maya", "maya", "maya"] });
    expect(resolved).toEqual(["good"]);
  });

  test("a visitor's page lends 'nobody': the reads see no user and look nothing up", async () => {
    const { service, resolved } = countingSessions();
    const { app } = await appWith(service);
    const page = await app.inject({ url: "/page", headers: { cookie: "ail_session=stale" } });
    expect(page.json()).toEqual({ reads: [null, null, null] });
    expect(resolved).toEqual(["stale"]);
  });

  test("an identity handle without the internal token, or a released one, lends nothing", async () => {
    const { service, resolved } = countingSessions();
    const { app, internal } = await appWith(service);
    const lent = internal.lend({ user: maya, sessionToken: "good" });
    const forged = await app.inject({
      url: "/api/whoami",
      headers: { [identityHeader]: lent.handle, [internalHeader]: "guessed" },
    });
    expect(forged.json()).toEqual({ user: null });
    lent.release();
    const released = await app.inject({ url: "/api/whoami", headers: internal.headers(lent.handle) });
    expect(released.json()).toEqual({ user: null });
    expect(resolved).toEqual([]);
  });

  test("the reads of one page share what they read; another page's and a browser's own reads do not", async () => {
    const { service } = countingSessions();
    const { app, rowReads } = await appWith(service);
    const page = await app.inject({ url: "/page?read=row", headers: { cookie: "ail_session=good" } });
    expect(page.json()).toEqual({ reads: ["r1", "r1", "r1"] });
    expect(rowReads).toEqual(["r1"]);
    await app.inject({ url: "/page?read=row", headers: { cookie: "ail_session=good" } });
    expect(rowReads).toEqual(["r1", "r1"]);
    await app.inject({ url: "/api/row", headers: { cookie: "ail_session=good" } });
    await app.inject({ url: "/api/row", headers: { cookie: "ail_session=good" } });
    expect(rowReads).toEqual(["r1", "r1", "r1", "r1"]);
  });
});
