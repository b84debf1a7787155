import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "#contracts/auth.ts";
import { ensureBootstrapAdmin } from "#server/modules/auth/bootstrap-admin.ts";
import { createPasswordHasher } from "#server/modules/auth/password-hasher.ts";
import { createUsersRepository } from "#server/modules/auth/users-repository.ts";
import { call, createAccount, nextIp, signedIn } from "../support/accounts.ts";
import { solveCaptcha } from "../support/captcha.ts";
import { resetLinkOf, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { createTestApp, type TestApp, visit } from "../support/test-app.ts";

// Issue 11 item 7: every way of setting a password refuses the common ones, leetspeak spellings too,
// with one message on the endpoint's own password field.

const common = ["password123", "admin123", "P@ssw0rd", "Qwerty123", "88888888"];
const strong = "copper-meadow-signal-84";

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM: "AI Labs <no-reply@ailabs.test>" });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

async function post(url: string, payload: Record<string, unknown>) {
  const visitor = await visit(t.app);
  return t.app.inject({
    method: "POST",
    url,
    payload,
    headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token, "user-agent": "vitest" },
    remoteAddress: nextIp(),
  });
}

let counter = 0;
async function register(password: string) {
  counter += 1;
  return post("/api/register", {
    userData: {
      name: `Common Test ${counter}`,
      username: `common_test_${counter}`,
      email: `common.test.${counter}@example.com`,
      password,
      confirmPassword: password,
    },
    recaptchaToken: await solveCaptcha(t.app),
  });
}

describe("registration", () => {
  it.each(common)("refuses %s on userData.password", async (password) => {
    const response = await register(password);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { message: authMessages.commonPassword, field: "userData.password" },
    ]);
  });

  it("accepts a password that is not on the list", async () => {
    expect((await register(strong)).statusCode).toBe(201);
  });
});

describe("password reset", () => {
  it("refuses common passwords on newPassword and keeps the link for a better one", async () => {
    const account = await createAccount(t.database.db);
    expect(
      (
        await post("/api/forgot-password", {
          email: account.email,
          recaptchaToken: await solveCaptcha(t.app),
        })
      ).statusCode,
    ).toBe(200);
    await t.app.background.settled();
    const link = resetLinkOf(await sink.waitFor(account.email));
    const token = link.slice(link.lastIndexOf("/") + 1);

    for (const password of ["password123", "admin123", "P@ssw0rd"]) {
      const response = await post("/api/reset-password", {
        token,
        newPassword: password,
        confirmPassword: password,
        recaptchaToken: await solveCaptcha(t.app),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { message: authMessages.commonPassword, field: "newPassword" },
      ]);
    }
    const done = await post("/api/reset-password", {
      token,
      newPassword: strong,
      confirmPassword: strong,
      recaptchaToken: await solveCaptcha(t.app),
    });
    expect(done.statusCode).toBe(200);
  });
});

describe("password change on /profile", () => {
  it("refuses common passwords on newPassword and accepts a strong one", async () => {
    const account = await createAccount(t.database.db);
    const session = await signedIn(t.app, account);
    for (const password of ["password123", "admin123", "P@ssw0rd"]) {
      const response = await call(t.app, session, "POST", "/api/profile/password", {
        currentPassword: account.password,
        newPassword: password,
        confirmPassword: password,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { message: authMessages.commonPassword, field: "newPassword" },
      ]);
    }
    const changed = await call(t.app, session, "POST", "/api/profile/password", {
      currentPassword: account.password,
      newPassword: strong,
      confirmPassword: strong,
    });
    expect(changed.statusCode).toBe(200);
  });
});

describe("bootstrap admin from ADMIN_PASSWORD", () => {
  it("is created with a common password (the operator chose it) but warns to change it", async () => {
    const deps = { users: createUsersRepository(t.database.db), hasher: await createPasswordHasher() };
    const messages: string[] = [];
    const result = await ensureBootstrapAdmin(deps, {
      password: "admin123",
      announce: (m) => messages.push(m),
    });
    expect(result).toBe("created");
    expect(messages.join("\n")).toMatch(/ADMIN_PASSWORD is a common password/);
    const admin = await deps.users.findForLogin("admin");
    expect(await deps.hasher.verify(admin!.passwordHash, "admin123")).toBe(true);
  });
});
