import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminSiteSettings,
  IntegrationStatus,
  IntegrationTestResult,
} from "#contracts/admin-settings.ts";
import { adminSettingsMessages } from "#contracts/admin-settings.ts";
import type { AuditLogPage } from "#contracts/audit-log.ts";
import { apiMessages } from "#contracts/messages.ts";
import { recordVersionMessages } from "#contracts/record-version.ts";
import type { SiteSettings } from "#contracts/site-settings.ts";
import { absorb, call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { type FakeSiteverify, startFakeSiteverify } from "../support/fake-siteverify.ts";
import { type FakeStripe, startFakeStripe } from "../support/fake-stripe.ts";
import { type FakeZoom, startFakeZoom } from "../support/fake-zoom.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// Decision 0046: the admin's Settings. The site's phone, email and promo banner with one version (409 on a
// stale save), shown on public reads at once and audited; the integrations' status without secrets and a
// test of each against local fakes speaking the providers' protocols.

type FakeLlm = { url: string; mode: "ok" | "error"; requests: number; close(): Promise<void> };

async function startFakeLlm(): Promise<FakeLlm> {
  const fake = { mode: "ok", requests: 0 } as FakeLlm;
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    for await (const _chunk of req) {
      // drain the body
    }
    fake.requests += 1;
    if (req.url !== "/v1/chat/completions") return res.writeHead(404).end();
    if (fake.mode === "error") {
      return res
        .writeHead(401, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "Incorrect API key provided" } }));
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        model: "fake-model-2026",
        choices: [{ index: 0, message: { role: "assistant", content: "OK" } }],
        usage: { prompt_tokens: 5, completion_tokens: 1 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  });
}

/** A port nothing listens on: the SMTP server of a broken set-up. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let t: TestApp;
let sink: SmtpSink;
let stripe: FakeStripe;
let zoom: FakeZoom;
let llm: FakeLlm;
let admin: TestAccount;
let adminSession: Visitor;

beforeAll(async () => {
  [sink, stripe, zoom, llm] = await Promise.all([
    startSmtpSink(),
    startFakeStripe(),
    startFakeZoom(),
    startFakeLlm(),
  ]);
  t = await createTestApp({
    SMTP_URL: sink.url,
    MAIL_FROM: "AI Labs <no-reply@ailabs.test>",
    PAYMENTS_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    ...zoom.env,
    LLM_BASE_URL: llm.url,
    LLM_API_KEY: "sk-llm-secret-abcd1234",
    LLM_MODEL: "fake-model",
  });
  admin = await createAccount(t.database.db, { role: "admin", name: "Sam Settings" });
  adminSession = await signedIn(t.app, admin);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([sink?.close(), stripe?.close(), zoom?.close(), llm?.close()]);
});

async function readSettings(): Promise<AdminSiteSettings> {
  const response = await call(t.app, adminSession, "GET", "/api/admin/settings");
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function publicSettings(): Promise<SiteSettings> {
  const response = await t.app.inject({ method: "GET", url: "/api/site-settings" });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function auditOf(query: string): Promise<AuditLogPage> {
  const response = await call(t.app, adminSession, "GET", `/api/admin/audit-log${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("access", () => {
  const routes = [
    ["GET", "/api/admin/settings"],
    ["PUT", "/api/admin/settings"],
    ["GET", "/api/admin/integrations"],
    ["POST", "/api/admin/integrations/mail/test"],
  ] as const;

  it("answers 401 to visitors and 403 to every other role on every admin route", async () => {
    const visitor = await visit(t.app);
    const others = await Promise.all(
      (["student", "instructor", "digital_marketer"] as const).map(async (role) =>
        signedIn(t.app, await createAccount(t.database.db, { role })),
      ),
    );
    for (const [method, url] of routes) {
      const body = method === "GET" ? undefined : {};
      expect((await call(t.app, visitor, method, url, body)).statusCode).toBe(401);
      for (const session of others) {
        const response = await call(t.app, session, method, url, body);
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toBe(apiMessages.forbidden);
      }
    }
  });
});

describe("site settings", () => {
  it("reads the seeded phone and email, the banner on, at version 1", async () => {
    const settings = await readSettings();
    expect(settings).toMatchObject({
      phone: "+1 (415) 555-0142",
      email: "admissions@ailabs.academy",
      promoBanner: true,
      version: 1,
      updatedAt: null,
    });
    expect((await publicSettings()).promoBanner).toBe(true);
  });

  it("refuses bad input with the field's message", async () => {
    const { version } = await readSettings();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ phone: "" }, "phone", adminSettingsMessages.phoneRequired],
      [{ phone: "12345" }, "phone", adminSettingsMessages.phoneInvalid],
      [{ phone: "+1 234 567 890 123 456 78" }, "phone", adminSettingsMessages.phoneInvalid],
      [{ email: "not-an-address" }, "email", adminSettingsMessages.emailInvalid],
      [{ promoBanner: "yes" }, "promoBanner", "Choose whether the banner shows"],
      [{ version: 0 }, "version", recordVersionMessages.invalid],
    ];
    for (const [change, field, message] of cases) {
      const response = await call(t.app, adminSession, "PUT", "/api/admin/settings", {
        phone: "+1 (415) 555-0142",
        email: "admissions@ailabs.academy",
        promoBanner: true,
        version,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
    const extra = await call(t.app, adminSession, "PUT", "/api/admin/settings", {
      phone: "+1 (415) 555-0142",
      email: "admissions@ailabs.academy",
      promoBanner: true,
      version,
      secret: "x",
    });
    expect(extra.statusCode).toBe(400);
  });

  it("saves phone, email and banner, shows them on the public read at once, and records before and after", async () => {
    const before = await readSettings();
    // The public read is cached for a few seconds: warm it, so the save must drop it.
    expect((await publicSettings()).phone).toBe(before.phone);
    const response = await call(t.app, adminSession, "PUT", "/api/admin/settings", {
      phone: "+1 (212) 555-0199",
      email: "hello@ailabs.test",
      promoBanner: false,
      version: before.version,
    });
    expect(response.statusCode).toBe(200);
    const saved: AdminSiteSettings = response.json();
    expect(saved).toMatchObject({
      phone: "+1 (212) 555-0199",
      email: "hello@ailabs.test",
      promoBanner: false,
      version: before.version + 1,
    });
    expect(saved.updatedAt).not.toBeNull();
    expect(await publicSettings()).toMatchObject({
      phone: "+1 (212) 555-0199",
      email: "hello@ailabs.test",
      promoBanner: false,
    });
    expect(await readSettings()).toEqual(saved);

    const audit = await auditOf("?action=settings.update");
    expect(audit.items[0]).toMatchObject({
      actorId: admin.id,
      entityType: "settings",
      entityId: "site",
      before: { phone: before.phone, email: before.email, promoBanner: true },
      after: { phone: "+1 (212) 555-0199", email: "hello@ailabs.test", promoBanner: false },
    });
    expect(audit.items[0]?.summary).toContain("promo banner off");
    // The use case's entry, and no catch-all entry beside it.
    expect((await auditOf("?entityType=settings")).total).toBe(audit.total);
  });

  it("keeps the admin's values over a re-seed (SITE_PHONE applies until an admin edits)", async () => {
    const { seedDatabase } = await import("#server/db/seed.ts");
    await seedDatabase(t.database.db);
    const settings = await readSettings();
    expect(settings.phone).toBe("+1 (212) 555-0199");
    expect(settings.promoBanner).toBe(false);
  });

  it("refuses the second of two saves made on the same version with 409", async () => {
    const { version } = await readSettings();
    const body = (phone: string) => ({ phone, email: "hello@ailabs.test", promoBanner: true, version });
    const [first, second] = await Promise.all([
      call(t.app, adminSession, "PUT", "/api/admin/settings", body("+1 (212) 555-0100")),
      call(t.app, adminSession, "PUT", "/api/admin/settings", body("+1 (212) 555-0111")),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const conflict = first.statusCode === 409 ? first : second;
    expect(conflict.json().error).toBe(recordVersionMessages.conflict("settings"));
    const stale = await call(t.app, adminSession, "PUT", "/api/admin/settings", body("+1 (212) 555-0122"));
    expect(stale.statusCode).toBe(409);
    expect((await readSettings()).version).toBe(version + 1);
  });

  it("restores the seeded values (banner back on)", async () => {
    const { version } = await readSettings();
    const response = await call(t.app, adminSession, "PUT", "/api/admin/settings", {
      phone: "+1 (415) 555-0142",
      email: "admissions@ailabs.academy",
      promoBanner: true,
      version,
    });
    expect(response.statusCode).toBe(200);
    expect(await publicSettings()).toMatchObject({ phone: "+1 (415) 555-0142", promoBanner: true });
  });
});

describe("integrations", () => {
  async function test(name: string, session = adminSession): Promise<IntegrationTestResult> {
    const response = await call(t.app, session, "POST", `/api/admin/integrations/${name}/test`);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it("lists which provider is at work, with no secret beyond its last 4 characters", async () => {
    const response = await call(t.app, adminSession, "GET", "/api/admin/integrations");
    expect(response.statusCode).toBe(200);
    const items: IntegrationStatus[] = response.json().items;
    expect(items.map((item) => [item.name, item.provider])).toEqual([
      ["mail", "smtp"],
      ["payments", "stripe"],
      ["meetings", "zoom"],
      ["assistant", "llm"],
      ["captcha", "altcha"],
    ]);
    const text = response.body;
    for (const secret of [
      stripe.secretKey,
      stripe.webhookSecret,
      zoom.env.ZOOM_CLIENT_SECRET,
      zoom.env.ZOOM_WEBHOOK_SECRET,
      "sk-llm-secret-abcd1234",
    ]) {
      expect(text).not.toContain(secret);
    }
    const payments = items.find((item) => item.name === "payments");
    expect(payments?.details).toContainEqual({
      label: "Secret key",
      value: `••••${stripe.secretKey.slice(-4)}`,
    });
    expect(items.find((item) => item.name === "assistant")?.details).toContainEqual({
      label: "API key",
      value: "••••1234",
    });
  });

  it("sends a test mail to the admin through the mail server", async () => {
    const result = await test("mail");
    expect(result).toMatchObject({ name: "mail", ok: true });
    const mail = await sink.waitFor(admin.email);
    expect(mail.subject).toBe("AI Labs test mail");
    // An operational mail: never tracked.
    expect(mail.html).not.toContain("/api/mail/t/");
  });

  it("checks the Stripe key, fetches a Zoom token, calls the LLM and checks the captcha", async () => {
    const payments = await test("payments");
    expect(payments).toMatchObject({ ok: true, message: "Stripe accepted the secret key (test mode)." });
    expect(stripe.requests.at(-1)).toMatchObject({ method: "GET", path: "/v1/balance" });

    const tokensBefore = zoom.requests.filter((request) => request.path === "/oauth/token").length;
    expect(await test("meetings")).toMatchObject({ ok: true });
    expect(zoom.requests.filter((request) => request.path === "/oauth/token").length).toBe(tokensBefore + 1);

    expect(await test("assistant")).toMatchObject({
      ok: true,
      message: "The model fake-model-2026 answered a test request.",
    });
    llm.mode = "error";
    const failing = await test("assistant");
    expect(failing.ok).toBe(false);
    expect(failing.message).toContain("LLM answered 401");
    llm.mode = "ok";

    expect(await test("captcha")).toMatchObject({ ok: true });
  });

  it("records every test in the audit log and refuses an unknown integration", async () => {
    const audit = await auditOf("?action=integration.test");
    expect(audit.items.map((item) => item.entityId)).toEqual(
      expect.arrayContaining(["mail", "payments", "meetings", "assistant", "captcha"]),
    );
    expect(audit.items.find((item) => item.entityId === "payments")).toMatchObject({
      actorId: admin.id,
      summary: "Tested Payments: ok",
      after: { ok: true },
    });
    const unknown = await call(t.app, adminSession, "POST", "/api/admin/integrations/fax/test");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(adminSettingsMessages.unknownIntegration);
  });

  it("is rate limited", async () => {
    const session = await signedIn(t.app, await createAccount(t.database.db, { role: "admin" }));
    // call() gives every request its own address; the limit is per address, so one address is used here.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/integrations/captcha/test",
        headers: { cookie: session.cookie, "x-xsrf-token": session.token },
        remoteAddress: "203.0.113.250",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("integrations that fail", () => {
  let broken: TestApp;
  let siteverify: FakeSiteverify;
  let brokenAdmin: Visitor;

  beforeAll(async () => {
    siteverify = await startFakeSiteverify({ secret: "right-secret", validTokens: ["sign-in-token"] });
    broken = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      PAYMENTS_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_wrong_key_0000",
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      ...zoom.env,
      ZOOM_CLIENT_SECRET: "not-the-secret",
      CAPTCHA_PROVIDER: "turnstile",
      TURNSTILE_SITE_KEY: "site-key",
      TURNSTILE_SECRET_KEY: "right-secret",
      CAPTCHA_VERIFY_URL: siteverify.url,
    });
    // Signed in through Turnstile (the fake's one valid token), before the captcha service breaks below.
    const account = await createAccount(broken.database.db, { role: "admin" });
    const visitor = await visit(broken.app);
    const login = await broken.app.inject({
      method: "POST",
      url: "/api/login",
      payload: {
        userData: { username: account.username, password: account.password },
        recaptchaToken: "sign-in-token",
      },
      headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token, "user-agent": "vitest" },
      remoteAddress: "203.0.113.251",
    });
    expect(login.statusCode).toBe(200);
    brokenAdmin = absorb(visitor, login);
  });
  afterAll(async () => {
    await broken?.close();
    await siteverify?.close();
  });

  async function test(name: string): Promise<IntegrationTestResult> {
    const response = await call(broken.app, brokenAdmin, "POST", `/api/admin/integrations/${name}/test`);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it("answers each provider's error in plain words", async () => {
    const payments = await test("payments");
    expect(payments.ok).toBe(false);
    expect(payments.message).toBe("Stripe refused the key (HTTP 401): Invalid API Key provided.");

    const meetings = await test("meetings");
    expect(meetings.ok).toBe(false);
    expect(meetings.message).toContain("Zoom refused the Server-to-Server OAuth credentials");
    expect(meetings.message).not.toContain("not-the-secret");

    const mail = await test("mail");
    expect(mail.ok).toBe(false);
    expect(mail.message).toMatch(/^The mail server did not take the test mail: .*ECONNREFUSED/);

    // A healthy Turnstile with our secret: the check token is refused as a response, the secret accepted.
    expect(await test("captcha")).toMatchObject({
      ok: true,
      message: "Turnstile answered and accepted the secret key.",
    });
    siteverify.mode = "error-500";
    const captcha = await test("captcha");
    expect(captcha.ok).toBe(false);
    expect(captcha.message).toBe("turnstile siteverify answered status 500");

    // No LLM configured: nothing to call.
    expect(await test("assistant")).toMatchObject({ ok: false });

    const audit = await call(broken.app, brokenAdmin, "GET", "/api/admin/audit-log?action=integration.test");
    expect((audit.json() as AuditLogPage).items.find((item) => item.entityId === "payments")).toMatchObject({
      summary: "Tested Payments: failed",
      after: { ok: false },
    });
  });
});
