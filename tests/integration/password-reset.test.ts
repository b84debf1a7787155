import { createHash } from "node:crypto";
import { createServer } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "#contracts/auth.ts";
import { passwordResetMessages } from "#contracts/password-reset.ts";
import { loadConfig } from "#server/config.ts";
import { createBackgroundTasks } from "#server/lib/background-tasks.ts";
import { createAttemptThrottle } from "#server/modules/auth/attempt-throttle.ts";
import { createPasswordHasher } from "#server/modules/auth/password-hasher.ts";
import { createSessionService } from "#server/modules/auth/session-service.ts";
import { createSessionsRepository } from "#server/modules/auth/sessions-repository.ts";
import { createUsersRepository } from "#server/modules/auth/users-repository.ts";
import { createCaptchaRepository } from "#server/modules/captcha/repository.ts";
import { createMailRepository } from "#server/modules/mail/repository.ts";
import { createMailService } from "#server/modules/mail/service.ts";
import { createPasswordResetRepository } from "#server/modules/password-reset/repository.ts";
import { createPasswordResetService } from "#server/modules/password-reset/service.ts";
import { createCaptchaProvider } from "#server/providers/captcha/create-captcha-provider.ts";
import { createSmtpTransport } from "#server/providers/mail/smtp-transport.ts";
import { solveCaptcha } from "../support/captcha.ts";
import { type ReceivedMail, resetLinkOf, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, freshIp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

const publicUrl = "http://learn.ailabs.test:8080";
const testSecret = "test-secret-test-secret-test-secret-0123";

let sink: SmtpSink;
let t: TestApp;
const nextIp = freshIp;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    SMTP_URL: sink.url,
    PUBLIC_URL: publicUrl,
    MAIL_FROM: "AI Labs <no-reply@ailabs.test>",
  });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

type Json = Record<string, unknown>;

async function post(url: string, body: Json, visitor?: Visitor, ip = nextIp()) {
  const who = visitor ?? (await visit(t.app));
  return t.app.inject({
    method: "POST",
    url,
    payload: body,
    headers: { cookie: who.cookie, "x-xsrf-token": who.token, "user-agent": "vitest" },
    remoteAddress: ip,
  });
}

let userCounter = 0;
const password = "quiet-harbor-lantern-42";
/** A registered student, created through the API the way a visitor does it. */
async function newUser(name = "Test Learner") {
  userCounter += 1;
  const user = {
    name: `${name} ${userCounter}`,
    username: `reset_learner${userCounter}`,
    email: `reset.learner${userCounter}@example.com`,
    password,
  };
  const response = await post("/api/register", {
    userData: { ...user, confirmPassword: password },
    recaptchaToken: await solveCaptcha(t.app),
  });
  expect(response.statusCode).toBe(201);
  return user;
}

async function signIn(username: string, secret: string) {
  const visitor = await visit(t.app);
  const response = await post(
    "/api/login",
    { userData: { username, password: secret }, recaptchaToken: await solveCaptcha(t.app) },
    visitor,
  );
  const session = response.cookies.find((c) => c.name === "ail_session")?.value;
  return { status: response.statusCode, cookie: session ? `ail_session=${session}` : "" };
}

async function forgot(email: string, ip = nextIp()) {
  return post("/api/forgot-password", { email, recaptchaToken: await solveCaptcha(t.app) }, undefined, ip);
}

async function reset(token: string, newPassword: string, extra: Json = {}, ip = nextIp()) {
  return post(
    "/api/reset-password",
    { token, newPassword, confirmPassword: newPassword, recaptchaToken: await solveCaptcha(t.app), ...extra },
    undefined,
    ip,
  );
}

/** Requests a link for the address and returns the token from the mail that arrives over SMTP. */
async function requestToken(email: string): Promise<{ token: string; mail: ReceivedMail }> {
  const before = sink.messages.length;
  expect((await forgot(email)).statusCode).toBe(200);
  await t.app.background.settled();
  const mail = await sink.waitFor(
    (m) => sink.messages.indexOf(m) >= before && m.to.includes(email) && m.subject.includes("Reset"),
  );
  const link = resetLinkOf(mail);
  return { token: link.slice(link.lastIndexOf("/") + 1), mail };
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

describe("POST /api/forgot-password", () => {
  it("answers the same for a known and an unknown address, and mails a link under PUBLIC_URL only to the known one", async () => {
    const user = await newUser("Ada <b>Lovelace</b>");
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot("nobody-at-all@example.com");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: passwordResetMessages.checkEmailBody });

    await t.app.background.settled();
    // Registering mailed a verification link too (decision 0019): this is about the reset mail.
    const mail = await sink.waitFor((m) => m.to.includes(user.email) && m.subject.includes("Reset"));
    expect(mail.subject).toBe("Reset your AI Labs password");
    expect(mail.from).toContain("no-reply@ailabs.test");
    const link = resetLinkOf(mail);
    expect(link).toMatch(new RegExp(`^${publicUrl}/reset-password/[A-Za-z0-9_-]{43}$`));
    expect(mail.text).toContain(user.name);
    // The name is the user's own text: escaped in the HTML part, never markup.
    expect(mail.html).toContain("Ada &lt;b&gt;Lovelace&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Lovelace</b>");

    expect(sink.messages.some((m) => m.to.includes("nobody-at-all@example.com"))).toBe(false);
    const outbox = await sqlRows<{ to: string; status: string; kind: string }>(
      t.database.db,
      sql`select "to", status, kind from mail_outbox where "to" in (${user.email}, 'nobody-at-all@example.com')
          and kind <> 'email-verification'`,
    );
    expect(outbox).toEqual([{ to: user.email, status: "sent", kind: "password-reset" }]);
  });

  it("stores only a SHA-256 of the 256-bit token, valid for 60 minutes", async () => {
    const user = await newUser();
    const { token } = await requestToken(user.email);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const rows = await sqlRows<{ id: string; minutes: number }>(
      t.database.db,
      sql`select t.id, extract(epoch from (t.expires_at - t.created_at)) / 60 as minutes
          from password_reset_tokens t join users u on u.id = t.user_id where u.email = ${user.email}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(sha256(token));
    expect(Number(rows[0]?.minutes)).toBe(60);
  });

  it("takes as long for an unknown address as for a known one (the lookup happens after the answer)", async () => {
    const emails: string[] = [];
    for (let i = 0; i < 5; i++) {
      const email = `timing${i}@example.com`;
      await t.database.db.execute(
        sql`insert into users (name, username, email, password_hash) values ('Timing', ${`timing${i}`}, ${email}, 'x')`,
      );
      emails.push(email);
    }
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 5; i++) {
      for (const [kind, email] of [
        ["known", emails[i]],
        ["unknown", `no-such-${i}@example.com`],
      ] as const) {
        const recaptchaToken = await solveCaptcha(t.app);
        const visitor = await visit(t.app);
        const started = performance.now();
        const response = await post("/api/forgot-password", { email, recaptchaToken }, visitor);
        timings[kind].push(performance.now() - started);
        expect(response.statusCode).toBe(200);
        // Background work of one request must not slow the next measurement.
        await t.app.background.settled();
      }
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    // Same code path up to the answer; the bound only absorbs scheduler noise.
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(15);
  });

  it.each([
    [{ email: "not-an-email" }, "email", passwordResetMessages.invalidEmail],
    [{ email: "" }, "email", passwordResetMessages.invalidEmail],
    [{ email: undefined }, "email", passwordResetMessages.invalidEmail],
    [{ recaptchaToken: "" }, "recaptchaToken", authMessages.captchaRequired],
    [{ recaptchaToken: undefined }, "recaptchaToken", authMessages.captchaRequired],
  ])("refuses %j with the spec's message on the field", async (overrides, field, message) => {
    const response = await post("/api/forgot-password", {
      email: "someone@example.com",
      recaptchaToken: "x",
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ message, field });
    expect(response.json().error).toBe(message);
  });

  it("requires a solved captcha and sends nothing without one", async () => {
    const user = await newUser();
    const response = await post("/api/forgot-password", {
      email: user.email,
      recaptchaToken: "bm90LWEtdG9rZW4=",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({
      message: authMessages.captchaFailed,
      field: "recaptchaToken",
    });
    await t.app.background.settled();
    const rows = await sqlRows(
      t.database.db,
      sql`select id from mail_outbox where "to" = ${user.email} and kind <> 'email-verification'`,
    );
    expect(rows).toHaveLength(0);
  });

  it("refuses a request without the anti-forgery token (403)", async () => {
    const visitor = await visit(t.app);
    for (const url of ["/api/forgot-password", "/api/reset-password"]) {
      const response = await t.app.inject({
        method: "POST",
        url,
        payload: { email: "someone@example.com", recaptchaToken: "x" },
        headers: { cookie: visitor.cookie },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it("answers 429 with Retry-After after 3 requests for one address, known or not, and the wait is at most 15 minutes", async () => {
    const user = await newUser();
    for (const email of [user.email, "unknown-throttled@example.com"]) {
      for (let i = 0; i < 3; i++) expect((await forgot(email)).statusCode).toBe(200);
      const fourth = await forgot(email);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().error).toBe(authMessages.tooManyAttempts);
      const retryAfter = Number(fourth.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    await t.app.background.settled();
  });

  it("answers 429 with Retry-After when one address sends too many requests", async () => {
    const ip = "203.0.113.7";
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await post("/api/forgot-password", { email: "bad", recaptchaToken: "x" }, undefined, ip)).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await post("/api/forgot-password", { email: "bad", recaptchaToken: "x" }, undefined, ip);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("POST /api/reset-password", () => {
  it("sets the new password, ends every session, does not sign in, and mails a notice", async () => {
    const user = await newUser();
    const before = await signIn(user.username, password);
    expect(before.status).toBe(200);
    const me = () => t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: before.cookie } });
    expect((await me()).statusCode).toBe(200);

    const { token } = await requestToken(user.email);
    const newPassword = "copper-meadow-signal-77";
    const response = await reset(token, newPassword);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: passwordResetMessages.resetToastBody });
    expect(response.cookies.find((c) => c.name === "ail_session")).toBeUndefined();

    expect((await me()).statusCode).toBe(401);
    expect((await signIn(user.username, password)).status).toBe(401);
    expect((await signIn(user.username, newPassword)).status).toBe(200);

    await t.app.background.settled();
    const notice = await sink.waitFor(
      (m) => m.to.includes(user.email) && m.subject === "Your AI Labs password was changed",
    );
    expect(notice.text).toContain(`${publicUrl}/forgot-password`);
    expect(notice.text).not.toContain(token);
  });

  it("works once: the same link fails afterwards", async () => {
    const user = await newUser();
    const { token } = await requestToken(user.email);
    expect((await reset(token, "copper-meadow-signal-78")).statusCode).toBe(200);
    const again = await reset(token, "copper-meadow-signal-79");
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ message: passwordResetMessages.invalidToken, field: "token" }]);
    expect((await signIn(user.username, "copper-meadow-signal-78")).status).toBe(200);
  });

  it("lets exactly one of two concurrent uses of a link succeed", async () => {
    const user = await newUser();
    const { token } = await requestToken(user.email);
    const [a, b] = await Promise.all([solveCaptcha(t.app), solveCaptcha(t.app)]);
    const [first, second] = await Promise.all([
      reset(token, "first-password-wins-1", { recaptchaToken: a }),
      reset(token, "second-password-wins-2", { recaptchaToken: b }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const winner = first.statusCode === 200 ? "first-password-wins-1" : "second-password-wins-2";
    const loser = first.statusCode === 200 ? "second-password-wins-2" : "first-password-wins-1";
    expect((await signIn(user.username, winner)).status).toBe(200);
    expect((await signIn(user.username, loser)).status).toBe(401);
  });

  it("voids the earlier link when a new one is requested", async () => {
    const user = await newUser();
    const { token: older } = await requestToken(user.email);
    const { token: newer } = await requestToken(user.email);
    expect(newer).not.toBe(older);
    const stale = await reset(older, "copper-meadow-signal-80");
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors[0].field).toBe("token");
    expect((await reset(newer, "copper-meadow-signal-81")).statusCode).toBe(200);
  });

  it("refuses a link older than 60 minutes", async () => {
    const user = await newUser();
    const { token } = await requestToken(user.email);
    await t.database.db.execute(
      sql`update password_reset_tokens set created_at = created_at - interval '61 minutes',
          expires_at = expires_at - interval '61 minutes' where id = ${sha256(token)}`,
    );
    const response = await reset(token, "copper-meadow-signal-82");
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(passwordResetMessages.invalidToken);
  });

  it("refuses an unknown token with the same message", async () => {
    const response = await reset("A".repeat(43), "copper-meadow-signal-83");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ message: passwordResetMessages.invalidToken, field: "token" }]);
  });

  const valid = {
    token: "some-token",
    newPassword: "long-enough-1",
    confirmPassword: "long-enough-1",
    recaptchaToken: "x",
  };
  it.each([
    [{ token: undefined }, "token", passwordResetMessages.tokenRequired],
    [{ token: "" }, "token", passwordResetMessages.tokenRequired],
    [{ newPassword: "short", confirmPassword: "short" }, "newPassword", authMessages.passwordMin],
    [
      { newPassword: "x".repeat(101), confirmPassword: "x".repeat(101) },
      "newPassword",
      authMessages.passwordMax,
    ],
    [{ confirmPassword: "" }, "confirmPassword", authMessages.confirmRequired],
    [{ confirmPassword: undefined }, "confirmPassword", authMessages.confirmRequired],
    [{ confirmPassword: "long-enough-2" }, "confirmPassword", authMessages.passwordsDontMatch],
    [{ recaptchaToken: "" }, "recaptchaToken", authMessages.captchaRequired],
    [{ recaptchaToken: undefined }, "recaptchaToken", authMessages.captchaRequired],
  ])("refuses %j with the spec's message on the field", async (overrides, field, message) => {
    const response = await post("/api/reset-password", { ...valid, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ message, field });
  });

  it("accepts 8 and 100 characters", async () => {
    for (const newPassword of ["eight-ch", `${"k".repeat(99)}Z`]) {
      const user = await newUser();
      const { token } = await requestToken(user.email);
      expect((await reset(token, newPassword)).statusCode).toBe(200);
      expect((await signIn(user.username, newPassword)).status).toBe(200);
    }
  });

  it("refuses one of the most common passwords and keeps the link usable", async () => {
    const user = await newUser();
    const { token } = await requestToken(user.email);
    const common = await reset(token, "Password1");
    expect(common.statusCode).toBe(400);
    expect(common.json().errors[0]).toEqual({ message: authMessages.commonPassword, field: "newPassword" });
    expect((await reset(token, "copper-meadow-signal-84")).statusCode).toBe(200);
  });

  it("requires a solved captcha", async () => {
    const user = await newUser();
    const { token } = await requestToken(user.email);
    const forged = await reset(token, "copper-meadow-signal-85", { recaptchaToken: "bm90LWEtdG9rZW4=" });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0]).toEqual({ message: authMessages.captchaFailed, field: "recaptchaToken" });
    expect((await signIn(user.username, password)).status).toBe(200);
  });

  it("answers 429 with Retry-After when one link is tried too often", async () => {
    const token = "B".repeat(43);
    for (let i = 0; i < 10; i++) {
      const response = await post("/api/reset-password", {
        ...valid,
        token,
        recaptchaToken: "bm90LWEtdG9rZW4=",
      });
      expect(response.statusCode).toBe(400);
    }
    const limited = await post("/api/reset-password", {
      ...valid,
      token,
      recaptchaToken: "bm90LWEtdG9rZW4=",
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
  });

  it("answers 429 with Retry-After when one address sends too many requests", async () => {
    const ip = "203.0.113.8";
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await post("/api/reset-password", { ...valid, token: "" }, undefined, ip)).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("expiry with a clock", () => {
  it("a link works until 60 minutes after it was sent, not at 60 minutes", async () => {
    const db = t.database.db;
    const users = createUsersRepository(db);
    const sessions = createSessionService({ repository: createSessionsRepository(db) });
    const background = createBackgroundTasks((error) => {
      throw error;
    });
    const config = loadConfig(
      { NODE_ENV: "test", DATA_DIR: "./data-test-unused" },
      { sessionSecret: testSecret },
    );
    let clock = new Date("2030-01-01T10:00:00Z");
    const transport = createSmtpTransport({ url: sink.url, from: "AI Labs <no-reply@ailabs.test>" });
    const service = createPasswordResetService({
      tokens: createPasswordResetRepository(db),
      users,
      sessions,
      hasher: await createPasswordHasher(),
      captcha: createCaptchaProvider(config, { uses: createCaptchaRepository(db) }),
      mail: createMailService({ repository: createMailRepository(db), transport, background, log: () => {} }),
      background,
      publicUrl,
      requestThrottle: createAttemptThrottle({ maxFailures: 3, windowMs: 15 * 60_000 }),
      tokenThrottle: createAttemptThrottle({ maxFailures: 10, windowMs: 15 * 60_000 }),
      log: () => {},
      now: () => clock,
    });
    const meta = { ip: "127.0.0.1" };
    const user = await newUser();

    async function linkAt(at: string): Promise<string> {
      clock = new Date(at);
      const count = sink.messages.length;
      await service.forgot({ email: user.email, recaptchaToken: await solveCaptcha(t.app) }, meta);
      await background.settled();
      const mail = await sink.waitFor(
        (m) => sink.messages.indexOf(m) >= count && m.to.includes(user.email) && m.subject.includes("Reset"),
      );
      const link = resetLinkOf(mail);
      return link.slice(link.lastIndexOf("/") + 1);
    }
    const attempt = async (token: string, at: string) => {
      clock = new Date(at);
      const newPassword = "copper-meadow-signal-86";
      return service.reset(
        { token, newPassword, confirmPassword: newPassword, recaptchaToken: await solveCaptcha(t.app) },
        meta,
      );
    };

    const expired = await linkAt("2030-01-01T10:00:00Z");
    await expect(attempt(expired, "2030-01-01T11:00:00Z")).rejects.toMatchObject({
      statusCode: 400,
      field: "token",
      message: passwordResetMessages.invalidToken,
    });
    const fresh = await linkAt("2030-01-01T12:00:00Z");
    await expect(attempt(fresh, "2030-01-01T12:59:59Z")).resolves.toEqual({
      message: passwordResetMessages.resetToastBody,
    });
    transport.close();
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

describe("a mail server outage", () => {
  it("never fails the request; the mail is retried and delivered once the server is back", async () => {
    const port = await freePort();
    const down = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: publicUrl });
    let backUp: SmtpSink | undefined;
    try {
      await down.database.db.execute(
        sql`insert into users (name, username, email, password_hash) values ('Outage', 'outage', 'outage@example.com', 'x')`,
      );
      const visitor = await visit(down.app);
      const response = await down.app.inject({
        method: "POST",
        url: "/api/forgot-password",
        payload: { email: "outage@example.com", recaptchaToken: await solveCaptcha(down.app) },
        headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: passwordResetMessages.checkEmailBody });

      await down.app.background.settled();
      const [pending] = await sqlRows<{
        status: string;
        attempts: number;
        last_error: string;
        due_in: number;
      }>(
        down.database.db,
        sql`select status, attempts, last_error, extract(epoch from (next_attempt_at - now())) as due_in
            from mail_outbox where "to" = 'outage@example.com'`,
      );
      expect(pending).toMatchObject({ status: "pending", attempts: 1 });
      expect(pending?.last_error).toBeTruthy();
      expect(Number(pending?.due_in)).toBeGreaterThan(0);

      // Not due yet: a delivery run leaves it alone.
      expect(await down.app.mail.deliverPending()).toBe(0);

      backUp = await startSmtpSink({ port });
      await down.database.db.execute(
        sql`update mail_outbox set next_attempt_at = now() - interval '1 second' where "to" = 'outage@example.com'`,
      );
      expect(await down.app.mail.deliverPending()).toBe(1);
      const mail = await backUp.waitFor("outage@example.com");
      expect(resetLinkOf(mail).startsWith(`${publicUrl}/reset-password/`)).toBe(true);
      const [sent] = await sqlRows<{ status: string; attempts: number }>(
        down.database.db,
        sql`select status, attempts from mail_outbox where "to" = 'outage@example.com'`,
      );
      expect(sent).toEqual({ status: "sent", attempts: 2 });
      expect(backUp.messages).toHaveLength(1);
    } finally {
      await down.close();
      await backUp?.close();
    }
  });
});

describe("without SMTP_URL", () => {
  it("keeps the mail in the local outbox (status 'outbox') and still answers the same", async () => {
    const local = await createTestApp({ PUBLIC_URL: publicUrl });
    try {
      await local.database.db.execute(
        sql`insert into users (name, username, email, password_hash) values ('Local', 'local', 'local@example.com', 'x')`,
      );
      const visitor = await visit(local.app);
      const response = await local.app.inject({
        method: "POST",
        url: "/api/forgot-password",
        payload: { email: "local@example.com", recaptchaToken: await solveCaptcha(local.app) },
        headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token },
      });
      expect(response.json()).toEqual({ message: passwordResetMessages.checkEmailBody });
      await local.app.background.settled();
      const rows = await sqlRows<{ status: string; text: string }>(
        local.database.db,
        sql`select status, text from mail_outbox where "to" = 'local@example.com'`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.status).toBe("outbox");
      expect(rows[0]?.text).toContain(`${publicUrl}/reset-password/`);
    } finally {
      await local.close();
    }
  });
});
