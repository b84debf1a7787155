import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Role } from "#contracts/auth.ts";
import type { Database } from "#server/db/client.ts";
import { createPasswordHasher, type PasswordHasher } from "#server/modules/auth/password-hasher.ts";
import { createUsersRepository } from "#server/modules/auth/users-repository.ts";
import { solveCaptcha } from "./captcha.ts";
import { type Visitor, visit } from "./test-app.ts";

// Accounts for API tests that are about what a signed-in user may do, not about registering: the user
// row is written directly (with a real argon2id hash) and the test signs in through POST /api/login,
// captcha and all, like a browser.

let hasher: Promise<PasswordHasher> | undefined;
let counter = 0;

export type TestAccount = { id: string; name: string; username: string; email: string; password: string };

export async function createAccount(
  db: Database,
  options: { role?: Role; name?: string; username?: string; email?: string; password?: string } = {},
): Promise<TestAccount> {
  counter += 1;
  const stamp = `${counter}${Math.random().toString(36).slice(2, 7)}`;
  const username = options.username ?? `member${stamp}`;
  const account = {
    name: options.name ?? `Member ${stamp}`,
    username,
    email: options.email ?? `${username}@example.com`,
    password: options.password ?? "harbor-lantern-quiet-73",
  };
  hasher ??= createPasswordHasher();
  const created = await createUsersRepository(db).create({
    name: account.name,
    username: account.username,
    email: account.email,
    passwordHash: await (await hasher).hash(account.password),
    role: options.role ?? "student",
  });
  return { ...account, id: created.id };
}

let ipCounter = 0;
/** A distinct documentation address per call, so per-IP limits of one test never spill into another. */
export function nextIp(): string {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/** Carries the cookies a response sets into the visitor, like a browser. */
export function absorb(visitor: Visitor, response: LightMyRequestResponse): Visitor {
  const jar = new Map(visitor.cookie.split("; ").map((pair) => pair.split("=") as [string, string]));
  for (const c of response.cookies) {
    if (c.value === "" || (c.expires && c.expires.getTime() < Date.now())) jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
  const token = jar.get("XSRF-TOKEN") ?? visitor.token;
  return { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "), token };
}

export async function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<{ response: LightMyRequestResponse; session: Visitor }> {
  const visitor = await visit(app);
  const response = await app.inject({
    method: "POST",
    url: "/api/login",
    payload: { userData: { username, password }, recaptchaToken: await solveCaptcha(app) },
    headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token, "user-agent": "vitest" },
    remoteAddress: nextIp(),
  });
  return { response, session: absorb(visitor, response) };
}

/** Signs in and fails the test at once if that did not work. */
export async function signedIn(app: FastifyInstance, account: TestAccount): Promise<Visitor> {
  const { response, session } = await signIn(app, account.username, account.password);
  if (response.statusCode !== 200) throw new Error(`sign-in answered ${response.statusCode}`);
  return session;
}

/** A call as the browser makes it: session cookie, anti-forgery header, JSON body when there is one. */
export function call(
  app: FastifyInstance,
  session: Visitor | null,
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: session ? { cookie: session.cookie, "x-xsrf-token": session.token } : {},
    remoteAddress: nextIp(),
  });
}
