import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "#contracts/auth.ts";
import { solveCaptcha } from "../support/captcha.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

let t: TestApp;
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Json = Record<string, unknown>;

async function post(url: string, body: Json, visitor: Visitor, ip = nextIp()) {
  return t.app.inject({
    method: "POST",
    url,
    payload: body,
    headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token, "user-agent": "vitest" },
    remoteAddress: ip,
  });
}

/** Carries the cookies a response sets into the visitor, like a browser. */
function absorb(
  visitor: Visitor,
  response: { cookies: Array<{ name: string; value: string; maxAge?: number; expires?: Date }> },
) {
  const jar = new Map(visitor.cookie.split("; ").map((pair) => pair.split("=") as [string, string]));
  for (const c of response.cookies) {
    if (c.value === "" || (c.expires && c.expires.getTime() < Date.now())) jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
  const token = jar.get("XSRF-TOKEN") ?? visitor.token;
  return { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "), token };
}

let userCounter = 0;
function newUser(overrides: Json = {}) {
  userCounter += 1;
  return {
    name: `Test Learner ${userCounter}`,
    username: `learner${userCounter}`,
    email: `learner${userCounter}@example.com`,
    password: "quiet-harbor-lantern-42",
    confirmPassword: "quiet-harbor-lantern-42",
    ...overrides,
  };
}

async function register(visitor: Visitor, userData: Json) {
  return post("/api/register", { userData, recaptchaToken: await solveCaptcha(t.app) }, visitor);
}

async function signIn(visitor: Visitor, username: string, password: string, ip?: string) {
  const response = await post(
    "/api/login",
    { userData: { username, password }, recaptchaToken: await solveCaptcha(t.app) },
    visitor,
    ip,
  );
  return { response, visitor: absorb(visitor, response) };
}

describe("register", () => {
  it("creates a student without signing in", async () => {
    const visitor = await visit(t.app);
    const data = newUser();
    const response = await register(visitor, data);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: authMessages.registered });
    expect(response.cookies.find((c) => c.name === "ail_session")).toBeUndefined();
    const rows = await sqlRows<{ role: string; password_hash: string }>(
      t.database.db,
      sql`select role, password_hash from users where username = ${data.username}`,
    );
    expect(rows[0]?.role).toBe("student");
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    [{ password: "short", confirmPassword: "short" }, "userData.password", authMessages.passwordMin],
    [
      { password: "x".repeat(101), confirmPassword: "x".repeat(101) },
      "userData.password",
      authMessages.passwordMax,
    ],
    [{ confirmPassword: "" }, "userData.confirmPassword", authMessages.confirmRequired],
    [
      { confirmPassword: "something-else-entirely" },
      "userData.confirmPassword",
      authMessages.passwordsDontMatch,
    ],
    [{ username: "a b" }, "userData.username", authMessages.usernameFormat],
  ])("refuses %j with the spec's message on the field", async (overrides, field, message) => {
    const visitor = await visit(t.app);
    const response = await register(visitor, newUser(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ message, field });
  });

  it("accepts a 100-character password and does not truncate it", async () => {
    const visitor = await visit(t.app);
    const long = `${"k".repeat(99)}Z`;
    const data = newUser({ password: long, confirmPassword: long });
    expect((await register(visitor, data)).statusCode).toBe(201);
    const almost = `${"k".repeat(99)}Y`;
    const { response } = await signIn(await visit(t.app), data.username as string, almost);
    expect(response.statusCode).toBe(401);
  });

  it("refuses one of the 10,000 most common passwords", async () => {
    const visitor = await visit(t.app);
    const response = await register(
      visitor,
      newUser({ password: "Password1", confirmPassword: "Password1" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({
      message: authMessages.commonPassword,
      field: "userData.password",
    });
  });

  it("requires a solved captcha", async () => {
    const visitor = await visit(t.app);
    const missing = await post("/api/register", { userData: newUser() }, visitor);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({
      message: authMessages.captchaRequired,
      field: "recaptchaToken",
    });
    const forged = await post(
      "/api/register",
      { userData: newUser(), recaptchaToken: "bm90LWEtdG9rZW4=" },
      visitor,
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe(authMessages.captchaFailed);
  });

  it("throttles repeated registrations for one email address (429 + Retry-After), from any address", async () => {
    const email = `repeat-${Date.now()}@example.com`;
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 6; i++) {
      const response = await register(
        await visit(t.app),
        newUser({ email, password: "Password1", confirmPassword: "Password1" }),
      );
      statuses.push(response.statusCode);
      retryAfter ??= response.headers["retry-after"] as string | undefined;
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(15 * 60);
  });

  it("answers 409 naming the field for a taken username, case-insensitively; a taken email answers like a free one", async () => {
    const visitor = await visit(t.app);
    const data = newUser();
    expect((await register(visitor, data)).statusCode).toBe(201);
    const sameName = await register(visitor, newUser({ username: (data.username as string).toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().errors[0]).toEqual({
      message: authMessages.usernameTaken,
      field: "userData.username",
    });
    // Whether an email has an account is not told (decision 0019; tests/integration/account-email.test.ts).
    const sameEmail = await register(visitor, newUser({ email: (data.email as string).toUpperCase() }));
    expect(sameEmail.statusCode).toBe(201);
    expect(sameEmail.json()).toEqual({ message: authMessages.registered });
  });
});

describe("login, current user and logout", () => {
  const data = newUser();
  beforeAll(async () => {
    expect((await register(await visit(t.app), data)).statusCode).toBe(201);
  });

  it("answers 401 for the current user when signed out", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(response.statusCode).toBe(401);
  });

  it("signs in by username or email and sets a hardened session cookie", async () => {
    for (const login of [data.username, (data.email as string).toUpperCase()]) {
      const { response, visitor } = await signIn(
        await visit(t.app),
        login as string,
        data.password as string,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: data.name, username: data.username, role: "student" });
      expect(JSON.stringify(response.json())).not.toContain("argon2");
      const cookie = response.cookies.find((c) => c.name === "ail_session")!;
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe("Lax");
      expect(cookie.value).toMatch(/^[\w-]{43}$/);
      const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: visitor.cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json().email).toBe(data.email);
    }
  });

  it("stores only a hash of the session token", async () => {
    const { response } = await signIn(await visit(t.app), data.username as string, data.password as string);
    const token = response.cookies.find((c) => c.name === "ail_session")!.value;
    const rows = await sqlRows<{ id: string }>(t.database.db, sql`select id from sessions`);
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true);
  });

  it("gives one message for an unknown user and a wrong password", async () => {
    const unknown = await signIn(await visit(t.app), "nobody-here", "whatever-password-1");
    const wrong = await signIn(await visit(t.app), data.username as string, "wrong-password-123");
    expect(unknown.response.statusCode).toBe(401);
    expect(wrong.response.statusCode).toBe(401);
    expect(unknown.response.json()).toEqual(wrong.response.json());
    expect(wrong.response.json().error).toBe(authMessages.invalidCredentials);
  });

  it("rotates the session and the anti-forgery token at sign-in: the old ones stop working", async () => {
    const first = await signIn(await visit(t.app), data.username as string, data.password as string);
    const second = await signIn(first.visitor, data.username as string, data.password as string);
    expect(second.response.statusCode).toBe(200);
    const oldSession = first.visitor.cookie;
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: oldSession } });
    expect(me.statusCode).toBe(401);
    expect(second.visitor.token).not.toBe(first.visitor.token);
    const staleToken = await post(
      "/api/logout",
      {},
      { cookie: second.visitor.cookie, token: first.visitor.token },
    );
    expect(staleToken.statusCode).toBe(403);
  });

  it("logout ends the session on the server", async () => {
    const { visitor } = await signIn(await visit(t.app), data.username as string, data.password as string);
    const out = await post("/api/logout", {}, visitor);
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: visitor.cookie } });
    expect(me.statusCode).toBe(401);
  });

  it("refuses login without the anti-forgery token", async () => {
    const visitor = await visit(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { userData: { username: data.username, password: data.password }, recaptchaToken: "x" },
      headers: { cookie: visitor.cookie },
    });
    expect(response.statusCode).toBe(403);
  });

  it("throttles an account after 5 failures (429 + Retry-After) before checking the password", async () => {
    const victim = newUser();
    expect((await register(await visit(t.app), victim)).statusCode).toBe(201);
    for (let i = 0; i < 5; i++) {
      const { response } = await signIn(
        await visit(t.app),
        victim.username as string,
        `wrong-guess-${i}-xyz`,
      );
      expect(response.statusCode).toBe(401);
    }
    const { response } = await signIn(
      await visit(t.app),
      victim.username as string,
      victim.password as string,
    );
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(response.json().error).toBe(authMessages.tooManyAttempts);
  });

  it("throttles one address that hammers login (429)", async () => {
    const ip = "203.0.113.99";
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const visitor = await visit(t.app);
      const response = await post(
        "/api/login",
        { userData: { username: `spray${i}`, password: "whatever-1234" }, recaptchaToken: "x" },
        visitor,
        ip,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("a deactivated account cannot sign in and its sessions stop working", async () => {
    const person = newUser();
    expect((await register(await visit(t.app), person)).statusCode).toBe(201);
    const { visitor } = await signIn(
      await visit(t.app),
      person.username as string,
      person.password as string,
    );
    await t.database.db.execute(sql`update users set active = false where username = ${person.username}`);
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: visitor.cookie } });
    expect(me.statusCode).toBe(401);
    const again = await signIn(await visit(t.app), person.username as string, person.password as string);
    expect(again.response.statusCode).toBe(401);
    expect(again.response.json().error).toBe(authMessages.invalidCredentials);
  });
});

describe("under https", () => {
  it("sets the session and pre-session cookies Secure with the __Host- prefix", async () => {
    const secure = await createTestApp({ PUBLIC_URL: "https://ailabs.example" });
    try {
      const first = await secure.app.inject({ method: "GET", url: "/api/site-settings" });
      const binding = first.cookies.find((c) => c.name === "__Host-ail_pre");
      expect(binding?.secure).toBe(true);
      expect(binding?.path).toBe("/");
      expect(first.cookies.find((c) => c.name === "XSRF-TOKEN")?.secure).toBe(true);
      const visitor = {
        cookie: first.cookies.map((c) => `${c.name}=${c.value}`).join("; "),
        token: first.cookies.find((c) => c.name === "XSRF-TOKEN")!.value,
      };
      const data = newUser();
      const registered = await secure.app.inject({
        method: "POST",
        url: "/api/register",
        payload: { userData: data, recaptchaToken: await solveCaptcha(secure.app) },
        headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token },
      });
      expect(registered.statusCode).toBe(201);
      const login = await secure.app.inject({
        method: "POST",
        url: "/api/login",
        payload: {
          userData: { username: data.username, password: data.password },
          recaptchaToken: await solveCaptcha(secure.app),
        },
        headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token },
      });
      expect(login.statusCode).toBe(200);
      const session = login.cookies.find((c) => c.name === "__Host-ail_session");
      expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
      expect(login.headers["strict-transport-security"]).toContain("max-age=31536000");
    } finally {
      await secure.close();
    }
  });
});
