import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "#contracts/auth.ts";
import { createAccount, nextIp, type TestAccount } from "../support/accounts.ts";
import { solveCaptcha } from "../support/captcha.ts";
import { createTestApp, type TestApp, visit } from "../support/test-app.ts";

// Issue 11 item 6 (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): failures from
// unknown browsers lock the account for unknown browsers only; a browser that signed in to the account
// before (signed device cookie) is counted on its own and still gets in.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** One sign-in attempt from a fresh browser (own anti-forgery pair, own address), optionally carrying cookies. */
async function attempt(login: string, password: string, extraCookie?: string, app = t.app) {
  const visitor = await visit(app);
  return app.inject({
    method: "POST",
    url: "/api/login",
    payload: { userData: { username: login, password }, recaptchaToken: await solveCaptcha(app) },
    headers: {
      cookie: extraCookie ? `${visitor.cookie}; ${extraCookie}` : visitor.cookie,
      "x-xsrf-token": visitor.token,
      "user-agent": "vitest",
    },
    remoteAddress: nextIp(),
  });
}

function deviceCookieOf(response: LightMyRequestResponse, name = "ail_device") {
  const cookie = response.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie set`);
  return cookie;
}

/** Signs in once and keeps what the browser keeps afterwards: the device cookie. */
async function trustedBrowser(account: TestAccount): Promise<string> {
  const response = await attempt(account.username, account.password);
  expect(response.statusCode).toBe(200);
  return `ail_device=${deviceCookieOf(response).value}`;
}

async function failFiveTimes(login: string, deviceCookie?: string) {
  for (let i = 0; i < 5; i++) {
    const response = await attempt(login, `wrong-guess-${i}-xyz`, deviceCookie);
    expect(response.statusCode).toBe(401);
  }
}

describe("device cookies", () => {
  it("are set at sign-in: HttpOnly, SameSite, long-lived, bound to the account id, not the typed name", async () => {
    const account = await createAccount(t.database.db);
    const response = await attempt(account.email.toUpperCase(), account.password);
    expect(response.statusCode).toBe(200);
    const cookie = deviceCookieOf(response);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.path).toBe("/");
    expect(String(cookie.sameSite).toLowerCase()).toMatch(/^(lax|strict)$/);
    expect(cookie.maxAge).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
    expect(cookie.value.startsWith(`${account.id}.`)).toBe(true);
    expect(cookie.value.toLowerCase()).not.toContain(account.username.toLowerCase());
    expect(cookie.value.toLowerCase()).not.toContain(account.email.toLowerCase());
  });

  it("after 5 failures from unknown browsers: unknown browsers get 429, a browser that signed in before gets 200", async () => {
    const account = await createAccount(t.database.db);
    const device = await trustedBrowser(account);
    await failFiveTimes(account.username);

    const stranger = await attempt(account.username, account.password);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error).toBe(authMessages.tooManyAttempts);

    const owner = await attempt(account.username, account.password, device);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().id).toBe(account.id);
    // Unknown browsers stay locked out: the owner's sign-in does not reopen the door for the attacker.
    expect((await attempt(account.username, account.password)).statusCode).toBe(429);
  });

  it("gives no way past the lock-out to a forged cookie or another account's cookie", async () => {
    const victim = await createAccount(t.database.db);
    const other = await createAccount(t.database.db);
    const victimDevice = await trustedBrowser(victim);
    const otherDevice = await trustedBrowser(other);
    await failFiveTimes(victim.username);

    const [, nonce, mac] = victimDevice.slice("ail_device=".length).split(".");
    const [otherId] = otherDevice.slice("ail_device=".length).split(".");
    const forgeries = [
      otherDevice, // a genuine cookie, but of another account
      `ail_device=${victim.id}.${nonce}.${"A".repeat(mac!.length)}`, // wrong signature
      `ail_device=${victim.id}.forged-nonce.${mac}`, // signature of another nonce
      `ail_device=${otherId}.${nonce}.${mac}`, // the victim's signature on another id
      `ail_device=${victim.id}`,
      "ail_device=garbage",
    ];
    for (const forged of forgeries) {
      const response = await attempt(victim.username, victim.password, forged);
      expect(response.statusCode, forged).toBe(429);
    }
  });

  it("counts a cookie's own failures against that cookie: 5 lock it out, without locking the account", async () => {
    const account = await createAccount(t.database.db);
    const device = await trustedBrowser(account);
    await failFiveTimes(account.username, device);

    const locked = await attempt(account.username, account.password, device);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    // The failures were the cookie's, not the account's: a new browser with the right password gets in.
    const fresh = await attempt(account.username, account.password);
    expect(fresh.statusCode).toBe(200);
  });

  it("issues a new cookie at every sign-in, and the new one is trusted", async () => {
    const account = await createAccount(t.database.db);
    const first = await trustedBrowser(account);
    const again = await attempt(account.username, account.password, first);
    expect(again.statusCode).toBe(200);
    const second = `ail_device=${deviceCookieOf(again).value}`;
    expect(second).not.toBe(first);
    await failFiveTimes(account.email);
    expect((await attempt(account.email, account.password, second)).statusCode).toBe(200);
  });
});

describe("one counter per account", () => {
  it("adds up failures by username and by email (any case) on one counter", async () => {
    const account = await createAccount(t.database.db);
    for (const login of [
      account.username,
      account.email,
      account.username.toUpperCase(),
      account.email.toUpperCase(),
      account.username,
    ]) {
      expect((await attempt(login, "wrong-guess-abc-123")).statusCode).toBe(401);
    }
    expect((await attempt(account.email, account.password)).statusCode).toBe(429);
    expect((await attempt(account.username, account.password)).statusCode).toBe(429);
  });

  it("throttles an unknown login by its lower-cased text, answering exactly as for an account", async () => {
    const account = await createAccount(t.database.db);
    const unknown = `Nobody-${account.id.slice(0, 8)}@Example.com`;
    const known401: LightMyRequestResponse[] = [];
    const unknown401: LightMyRequestResponse[] = [];
    for (let i = 0; i < 5; i++) {
      known401.push(await attempt(account.email, `wrong-guess-${i}-xyz`));
      unknown401.push(await attempt(i % 2 ? unknown : unknown.toLowerCase(), `wrong-guess-${i}-xyz`));
    }
    expect(unknown401.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(unknown401.map((r) => r.body)).toEqual(known401.map((r) => r.body));

    const known429 = await attempt(account.email, account.password);
    const unknown429 = await attempt(unknown.toUpperCase(), "anything-at-all-1");
    expect(unknown429.statusCode).toBe(429);
    expect(unknown429.body).toBe(known429.body);
    for (const r of [known429, unknown429]) expect(Number(r.headers["retry-after"])).toBeGreaterThan(0);
    expect(unknown429.cookies.map((c) => c.name).sort()).toEqual(known429.cookies.map((c) => c.name).sort());
  });
});

describe("under https", () => {
  it("names the device cookie __Host- and marks it Secure", async () => {
    const secure = await createTestApp({ PUBLIC_URL: "https://ailabs.example" });
    try {
      const account = await createAccount(secure.database.db);
      const response = await attempt(account.username, account.password, undefined, secure.app);
      expect(response.statusCode).toBe(200);
      const cookie = deviceCookieOf(response, "__Host-ail_device");
      expect(cookie.secure).toBe(true);
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.path).toBe("/");
      expect(cookie.domain).toBeUndefined();
      expect(response.cookies.find((c) => c.name === "ail_device")).toBeUndefined();
    } finally {
      await secure.close();
    }
  });
});
