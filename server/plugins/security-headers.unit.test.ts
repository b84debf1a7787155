// @vitest-environment node
import Fastify from "fastify";
import { afterEach, expect, test } from "vitest";
import { createInternalRequests } from "#server/lib/internal-requests.ts";
import { scriptNonce, securityHeadersPlugin } from "./security-headers.ts";

// Every answer that reaches a browser carries the policy; a page's in-process reads do not (their body
// goes to a loader), so they skip the work of a nonce and of the headers.

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

test("outside requests get the headers, in-process reads none, and a page still gets a nonce", async () => {
  const internal = createInternalRequests();
  const app = Fastify();
  apps.push(app);
  await app.register(securityHeadersPlugin, {
    development: false,
    secureCookies: false,
    isInternal: internal.isInternal,
  });
  app.get("/api/items", async () => ({ ok: true }));
  app.get("/page", async (_request, reply) => ({ nonce: scriptNonce(reply) }));
  await app.ready();

  const outside = await app.inject({ url: "/api/items" });
  expect(outside.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
  expect(outside.headers["x-content-type-options"]).toBe("nosniff");

  const inProcess = await app.inject({ url: "/api/items", headers: internal.headers() });
  expect(inProcess.statusCode).toBe(200);
  expect(inProcess.headers["content-security-policy"]).toBeUndefined();
  expect(inProcess.headers["x-content-type-options"]).toBeUndefined();

  // A forged marker is an outside request.
  const forged = await app.inject({ url: "/api/items", headers: { "x-ail-internal": "guess" } });
  expect(forged.headers["content-security-policy"]).toMatch(/default-src 'self'/);

  const page = await app.inject({ url: "/page" });
  const { nonce } = page.json<{ nonce: string }>();
  expect(page.headers["content-security-policy"]).toContain(`'nonce-${nonce}'`);
});
