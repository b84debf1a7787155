import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiMessages } from "#contracts/messages.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createSsrTestApp } from "../support/ssr-test-app.ts";
import { type TestApp, type Visitor, visit } from "../support/test-app.ts";

// Issue 11, items 8-11: every response the server writes (errors included) has the error shape and the
// security headers; access is decided before any validation; personal responses are never cached; pages
// whose URL holds a token send no referrer.

let t: TestApp;
let student: Visitor;
let admin: Visitor;
/** Every line the server logged at warn or above (the test app logs at warn). */
const logged: { level: number; msg?: string }[] = [];
const consoleErrors: unknown[][] = [];

beforeAll(async () => {
  t = await createSsrTestApp(
    { LOG_LEVEL: "warn" },
    { logStream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  );
  student = await signedIn(t.app, await createAccount(t.database.db, { role: "student" }));
  admin = await signedIn(t.app, await createAccount(t.database.db, { role: "admin" }));
  // React Router reports page errors on the console, not through the logger.
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
}, 120_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

function errorLogs() {
  return [...logged.filter((line) => line.level >= 50), ...consoleErrors];
}

// What helmet sets on every response (server/plugins/security-headers.ts).
function expectSecurityHeaders(response: { headers: Record<string, unknown> }) {
  expect(response.headers["content-security-policy"]).toMatch(/default-src 'self'/);
  expect(response.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(response.headers["referrer-policy"]).toBeDefined();
}

function expectErrorShape(response: LightMyRequestResponse, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json() as { error: string; errors: { message: string }[] };
  expect(typeof body.error).toBe("string");
  expect(body.errors[0]?.message).toBe(body.error);
  if (message) expect(body.error).toBe(message);
  expectSecurityHeaders(response);
  expect(response.headers["x-request-id"]).toBeTruthy();
}

describe("methods no route takes", () => {
  it.each([
    ["TRACE", "/"],
    ["PROPFIND", "/"],
    ["PUT", "/"],
    ["DELETE", "/about"],
    ["POST", "/about"],
    ["PATCH", "/courses/ai-engineers"],
    ["TRACE", "/no-such-page"],
  ])("%s %s answers 405 with the page methods, and logs no error", async (method, url) => {
    const before = errorLogs().length;
    const response = await t.app.inject({ method: method as "GET", url, headers: { accept: "text/html" } });
    expectErrorShape(response, 405, apiMessages.methodNotAllowed);
    expect(response.headers.allow).toBe("GET, HEAD");
    expect(errorLogs().slice(before)).toEqual([]);
  });

  it.each([
    ["TRACE", "/api/courses", "GET, HEAD"],
    ["PROPFIND", "/api/courses", "GET, HEAD"],
    ["DELETE", "/api/courses", "GET, HEAD"],
    ["POST", "/api/courses", "GET, HEAD"],
    ["PUT", `/api/admin/users/${randomUUID()}`, "PATCH"],
    ["GET", "/api/login", "POST"],
  ])("%s %s answers 405 before anything else, with Allow: %s", async (method, url, allow) => {
    const before = errorLogs().length;
    // Signed in and with the anti-forgery header: the method is what is wrong.
    const response = await t.app.inject({
      method: method as "GET",
      url,
      headers: { cookie: admin.cookie, "x-xsrf-token": admin.token },
    });
    expectErrorShape(response, 405, apiMessages.methodNotAllowed);
    expect(response.headers.allow).toBe(allow);
    expect(errorLogs().slice(before)).toEqual([]);
  });

  it("answers an unknown /api path 404 in the error shape, whatever the method", async () => {
    for (const method of ["GET", "TRACE", "DELETE"] as const) {
      const response = await t.app.inject({ method, url: "/api/no-such-thing" });
      expectErrorShape(response, 404, apiMessages.notFound);
      expect(response.headers.allow).toBeUndefined();
    }
  });

  it("still serves what routes take: pages, HEAD of pages, API reads", async () => {
    expect((await t.app.inject({ method: "GET", url: "/about" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "HEAD", url: "/about" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/courses" })).statusCode).toBe(200);
  });
});

describe("client mistakes", () => {
  it("reads the server's log (the checks below rely on it)", () => {
    t.app.log.error("log probe");
    expect(errorLogs().at(-1)).toMatchObject({ level: 50, msg: "log probe" });
    logged.pop();
  });

  it.each([
    ["GET", "/no-such-page"],
    ["GET", "/no-such-page.data"],
    ["GET", "/blog/no-such-post"],
    ["GET", "/courses/no-such-course"],
    ["GET", "/courses/no-such-course.data"],
    ["GET", "/about.data?_routes=nope"],
    ["GET", "/api/courses/no-such-course"],
    ["GET", "/api/admin/leads/not-a-uuid"],
    ["HEAD", "/no-such-page"],
    ["GET", "/reset-password/not-a-real-token"],
  ])("%s %s logs no error", async (method, url) => {
    const before = errorLogs().length;
    const response = await t.app.inject({ method: method as "GET", url, headers: { cookie: admin.cookie } });
    expect(response.statusCode).toBeLessThan(500);
    expectSecurityHeaders(response);
    expect(errorLogs().slice(before)).toEqual([]);
  });
});

describe("malformed requests", () => {
  it.each(["/api/blog/%ff%fe", "/%ff", "/blog/%E0%A4%A", "/api/admin/users/%"])(
    "GET %s answers 400 in the error shape with the security headers",
    async (url) => {
      const before = errorLogs().length;
      const response = await t.app.inject({ method: "GET", url });
      expectErrorShape(response, 400, apiMessages.badUrl);
      expect(errorLogs().slice(before)).toEqual([]);
    },
  );

  it("answers a body over the limit 413 and a body that is not JSON 415, headers and all", async () => {
    const visitor = await visit(t.app);
    const headers = { cookie: visitor.cookie, "x-xsrf-token": visitor.token };
    const large = await t.app.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify({ email: `${"a".repeat(70 * 1024)}@example.com` }),
    });
    expectErrorShape(large, 413, apiMessages.bodyTooLarge);
    const plain = await t.app.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      headers: { ...headers, "content-type": "application/xml" },
      payload: "<email>a@example.com</email>",
    });
    expectErrorShape(plain, 415, apiMessages.unsupportedMediaType);
  });

  it("answers a request line the HTTP parser refuses (an overlong URL) in the error shape", async () => {
    const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const { hostname, port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname);
      const chunks: Buffer[] = [];
      socket.on("data", (chunk: Buffer) => chunks.push(chunk));
      socket.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")));
      socket.on("error", reject);
      socket.write(`GET /blog/${"a".repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    });
    const [head = "", body = ""] = raw.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/\r\ncontent-security-policy: default-src 'self'/i);
    expect(head).toMatch(/\r\nx-content-type-options: nosniff/i);
    expect(head).toMatch(/\r\ncontent-type: application\/json/i);
    expect(JSON.parse(body)).toEqual({
      error: apiMessages.requestTooLong,
      errors: [{ message: apiMessages.requestTooLong }],
    });
  });
});

// Every admin route, from the OpenAPI document (so a new admin route is covered without editing this
// test), called with a body, query and id that break its validation rules.
type OpenApi = { paths: Record<string, Record<string, unknown>> };
function adminRoutes(): { method: string; url: string }[] {
  const spec = (t.app as unknown as { swagger(): OpenApi }).swagger();
  return Object.entries(spec.paths)
    .filter(([path]) => path.startsWith("/api/admin/"))
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ["get", "post", "put", "patch", "delete"].includes(method))
        .map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, "not-an-id") })),
    );
}

const badBody = { role: "superuser", status: "everything", code: "!", percentOff: -5, note: "" };

function callWithBadInput(session: Visitor, method: string, url: string) {
  const withQuery = `${url}?page=-1&role=superuser&status=nope&pageSize=100000`;
  return t.app.inject({
    method: method as "GET",
    url: withQuery,
    headers: { cookie: session.cookie, "x-xsrf-token": session.token },
    ...(method === "GET" ? {} : { payload: badBody }),
  });
}

describe("access is decided before validation", () => {
  it("finds the admin routes", () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(10);
    expect(routes).toContainEqual({ method: "PATCH", url: "/api/admin/users/not-an-id" });
  });

  it("answers every admin route 401 to a signed-out caller, whatever the input", async () => {
    const anonymous = await visit(t.app);
    for (const { method, url } of adminRoutes()) {
      const response = await callWithBadInput(anonymous, method, url);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(401);
      expectErrorShape(response, 401, apiMessages.signInRequired);
    }
  });

  it("answers every admin route 403 to a student, whatever the input", async () => {
    for (const { method, url } of adminRoutes()) {
      const response = await callWithBadInput(student, method, url);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      expectErrorShape(response, 403, apiMessages.forbidden);
    }
  });

  it("answers 401 before a broken or oversized body is parsed", async () => {
    const anonymous = await visit(t.app);
    const headers = { cookie: anonymous.cookie, "x-xsrf-token": anonymous.token };
    const url = `/api/admin/users/${randomUUID()}`;
    const broken = await t.app.inject({
      method: "PATCH",
      url,
      headers: { ...headers, "content-type": "application/json" },
      payload: "{not json",
    });
    expectErrorShape(broken, 401, apiMessages.signInRequired);
    const plain = await t.app.inject({
      method: "PATCH",
      url,
      headers: { ...headers, "content-type": "text/plain" },
      payload: "role=admin",
    });
    expectErrorShape(plain, 401, apiMessages.signInRequired);
    const large = await t.app.inject({
      method: "PATCH",
      url,
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify({ role: "x".repeat(100 * 1024) }),
    });
    expectErrorShape(large, 401, apiMessages.signInRequired);
  });

  it("answers signed-in routes 401 to a signed-out caller with a bad body", async () => {
    const anonymous = await visit(t.app);
    for (const [method, url] of [
      ["PATCH", "/api/profile"],
      ["POST", "/api/profile/password"],
      ["GET", "/api/student/orders"],
    ] as const) {
      const response = await callWithBadInput(anonymous, method, url);
      expectErrorShape(response, 401, apiMessages.signInRequired);
    }
  });

  it("still validates for the admin", async () => {
    const response = await call(t.app, admin, "PATCH", `/api/admin/users/${randomUUID()}`, {
      role: "superuser",
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("personal responses are not cached", () => {
  it.each(["/api/user", "/api/student/orders", "/api/profile"])(
    "GET %s signed in: private, no-store",
    async (url) => {
      const response = await call(t.app, student, "GET", url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
    },
  );

  it("marks an error answered to a signed-in user and a refused personal read the same way", async () => {
    const missing = await call(t.app, admin, "GET", `/api/admin/leads/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).toBe("private, no-store");
    const refused = await call(t.app, null, "GET", "/api/user");
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["cache-control"]).toBe("private, no-store");
  });

  it.each(["/dashboard/student", "/about", "/about.data"])(
    "page %s rendered signed in: private, no-store",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url, headers: { cookie: student.cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
    },
  );

  it("leaves public responses to anonymous visitors as they were", async () => {
    const page = await t.app.inject({ method: "GET", url: "/about" });
    expect(page.headers["cache-control"]).toBeUndefined();
    const courses = await t.app.inject({ method: "GET", url: "/api/courses" });
    expect(courses.headers["cache-control"]).toBeUndefined();
    const robots = await t.app.inject({
      method: "GET",
      url: "/robots.txt",
      headers: { cookie: student.cookie },
    });
    expect(robots.headers["cache-control"]).toMatch(/^public/);
  });
});

describe("pages whose URL holds a token send no referrer", () => {
  it.each([
    "/reset-password/AbC_123-xyz",
    "/reset-password?token=AbC_123-xyz",
    `/test-payments/${randomUUID()}`,
    "/confirm-email-change?token=AbC",
    "/cancel-email-change?token=AbC",
    "/verify-email?token=AbC",
    "/newsletter/confirm?token=AbC",
    "/newsletter/preferences?token=AbC",
    "/about?utm_source=x&token=AbC",
  ])("%s: Referrer-Policy no-referrer", async (url) => {
    const response = await t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("keeps no token in the page views analytics stores", async () => {
    const visitor = await visit(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/analytics/pageview",
      payload: { path: "/reset-password/SeCrEt-ToKeN-123" },
      headers: {
        cookie: visitor.cookie,
        "x-xsrf-token": visitor.token,
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0",
      },
    });
    expect(response.statusCode).toBe(204);
    const rows = await sqlRows<{ path: string }>(
      t.database.db,
      sql`select path from page_views where path like '/reset-password/%'`,
    );
    expect(rows).toEqual([{ path: "/reset-password/[redacted]" }]);
  });

  it.each(["/reset-password", "/forgot-password", "/about", "/about?tokens=1"])(
    "%s keeps the default policy",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    },
  );
});
