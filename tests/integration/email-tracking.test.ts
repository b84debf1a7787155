import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditLogPage } from "#contracts/audit-log.ts";
import type { EmailTrackingPage, TrackedMail, TrackedMailDetail } from "#contracts/email-tracking.ts";
import { emailTrackingMessages } from "#contracts/email-tracking.ts";
import { apiMessages } from "#contracts/messages.ts";
import { mailOutbox } from "#server/db/schema/mail.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { solveCaptcha } from "../support/captcha.ts";
import { type ReceivedMail, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// Decision 0046: Email Tracking lists every mail of the outbox (search, filters, pages), shows one safely,
// queues a copy of any but security mails; sent mails of the kinds that allow it carry an open pixel and
// signed links that record and redirect only where the site pointed, never elsewhere.

let t: TestApp;
let sink: SmtpSink;
let admin: TestAccount;
let adminSession: Visitor;
const publicUrl = "http://ailabs.test";

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: publicUrl });
  admin = await createAccount(t.database.db, { role: "admin", name: "Mia Mail" });
  adminSession = await signedIn(t.app, admin);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

type StoredMail = typeof mailOutbox.$inferInsert;

/** A mail as a module would have written it, already in the outbox. */
async function storeMail(mail: Partial<StoredMail> & Pick<StoredMail, "to">): Promise<string> {
  const [row] = await t.database.db
    .insert(mailOutbox)
    .values({
      subject: "Your certificate is ready",
      text: "Hi, your certificate is ready: https://ailabs.test/certificates/ABC",
      html: '<!doctype html><html><body><p>Hi,</p><p><a href="https://ailabs.test/certificates/ABC?x=1&amp;y=2">See it</a> or <a href="mailto:help@ailabs.test">write to us</a>.</p></body></html>',
      kind: "certificate-issued",
      status: "sent",
      attempts: 1,
      sentAt: new Date(),
      ...mail,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

async function list(query = ""): Promise<EmailTrackingPage> {
  const response = await call(t.app, adminSession, "GET", `/api/admin/mails${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function detail(id: string): Promise<TrackedMailDetail> {
  const response = await call(t.app, adminSession, "GET", `/api/admin/mails/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) =>
    (match[1] ?? "").replaceAll("&amp;", "&"),
  );
}

function pixelOf(html: string): string {
  const src = /<img src="([^"]*\/api\/mail\/t\/o\/[^"]*)"/.exec(html)?.[1];
  if (!src) throw new Error("no tracking pixel in the mail");
  return src.replaceAll("&amp;", "&");
}

/** The path and query of one of our URLs, as inject takes it. */
const local = (url: string) => url.slice(publicUrl.length);

describe("access", () => {
  it("answers 401 to visitors and 403 to every other role", async () => {
    const id = await storeMail({ to: "access@example.com" });
    const routes = [
      ["GET", "/api/admin/mails"],
      ["GET", `/api/admin/mails/${id}`],
      ["POST", `/api/admin/mails/${id}/resend`],
    ] as const;
    const visitor = await visit(t.app);
    const others = await Promise.all(
      (["student", "instructor", "digital_marketer"] as const).map(async (role) =>
        signedIn(t.app, await createAccount(t.database.db, { role })),
      ),
    );
    for (const [method, url] of routes) {
      expect((await call(t.app, visitor, method, url)).statusCode).toBe(401);
      for (const session of others) {
        const response = await call(t.app, session, method, url);
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toBe(apiMessages.forbidden);
      }
    }
  });
});

describe("the list", () => {
  it("maps the outbox's status and attempts to queued, sent, retrying and failed", async () => {
    const to = (name: string) => `${name}.status@example.com`;
    await storeMail({
      to: to("queued"),
      status: "pending",
      attempts: 0,
      sentAt: null,
      nextAttemptAt: new Date(Date.now() + 3600_000),
    });
    await storeMail({
      to: to("retrying"),
      status: "pending",
      attempts: 2,
      lastError: "connect ECONNREFUSED",
      sentAt: null,
      nextAttemptAt: new Date(Date.now() + 3600_000),
    });
    await storeMail({
      to: to("failed"),
      status: "failed",
      attempts: 8,
      lastError: "550 mailbox unavailable",
      sentAt: null,
    });
    await storeMail({ to: to("sent"), status: "sent" });
    await storeMail({ to: to("outbox"), status: "outbox" });
    const page = await list("?q=.status@example.com&pageSize=100");
    const statusOf = (name: string) => page.items.find((item) => item.to === to(name))?.status;
    expect(statusOf("queued")).toBe("queued");
    expect(statusOf("retrying")).toBe("retrying");
    expect(statusOf("failed")).toBe("failed");
    expect(statusOf("sent")).toBe("sent");
    expect(statusOf("outbox")).toBe("sent");
    for (const status of ["queued", "retrying", "failed", "sent"] as const) {
      const filtered = await list(`?q=.status@example.com&status=${status}`);
      expect(filtered.items.every((item) => item.status === status)).toBe(true);
      expect(filtered.total).toBe(status === "sent" ? 2 : 1);
    }
    const failed = page.items.find((item) => item.to === to("failed"));
    expect(failed).toMatchObject<Partial<TrackedMail>>({ attempts: 8, lastError: "550 mailbox unavailable" });
  });

  it("searches recipient and subject, filters by kind and dates, and pages on the server", async () => {
    for (let i = 0; i < 5; i += 1) {
      await storeMail({
        to: `pager${i}@example.com`,
        subject: `Pager mail ${i}`,
        kind: "webinar-registered",
      });
    }
    const first = await list("?q=pager&pageSize=2");
    expect(first.total).toBe(5);
    expect(first.items).toHaveLength(2);
    const third = await list("?q=pager&pageSize=2&page=3");
    expect(third.items).toHaveLength(1);
    expect((await list("?q=PAGER MAIL 3")).items.map((item) => item.to)).toEqual(["pager3@example.com"]);
    expect((await list("?q=pager&kind=certificate-issued")).total).toBe(0);
    expect((await list("?kind=webinar-registered")).kinds).toContain("webinar-registered");
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?q=pager&from=${today}&to=${today}`)).total).toBe(5);
    expect((await list("?q=pager&to=2020-01-01")).total).toBe(0);
    // A search text is matched literally: % and _ are no wildcards.
    expect((await list("?q=%25")).total).toBe(0);
  });

  it("refuses bad filters with 400 and an unknown or malformed id with 404", async () => {
    for (const query of [
      "?status=lost",
      "?page=0",
      "?pageSize=500",
      "?from=yesterday",
      `?q=${"x".repeat(201)}`,
    ]) {
      const response = await call(t.app, adminSession, "GET", `/api/admin/mails${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const response = await call(t.app, adminSession, "GET", `/api/admin/mails/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(emailTrackingMessages.mailNotFound);
      expect((await call(t.app, adminSession, "POST", `/api/admin/mails/${id}/resend`)).statusCode).toBe(404);
    }
  });
});

describe("resend and tracking", () => {
  let original: string;
  let sent: ReceivedMail;
  let copyId: string;

  beforeAll(async () => {
    original = await storeMail({ to: "reader@example.com" });
    const response = await call(t.app, adminSession, "POST", `/api/admin/mails/${original}/resend`);
    expect(response.statusCode).toBe(200);
    copyId = response.json().id;
    sent = await sink.waitFor("reader@example.com");
  });

  it("queues a copy through the outbox that names the original, and records it", async () => {
    // The sink has the mail once its DATA ends; the outbox marks it sent only after the server's 250 reply
    // reaches the sender, a moment later (on PostgreSQL it was still "queued" when read at once).
    await expect.poll(async () => (await detail(copyId)).status).toBe("sent");
    const copy = await detail(copyId);
    expect(copy).toMatchObject({
      to: "reader@example.com",
      kind: "certificate-issued",
      resentFromId: original,
    });
    expect(copy.status).toBe("sent");
    expect(copy.tracked).toBe(true);
    // The stored HTML is the one written, without tracking; the admin sees that.
    expect(copy.html).not.toContain("/api/mail/t/");
    const audit = await call(t.app, adminSession, "GET", "/api/admin/audit-log?action=mail.resend");
    expect((audit.json() as AuditLogPage).items[0]).toMatchObject({
      actorId: admin.id,
      entityType: "mail",
      entityId: original,
      after: { copyId, to: "reader@example.com" },
    });
  });

  it("sends an open pixel and signed links; mailto links stay as they were", async () => {
    const links = hrefs(sent.html ?? "");
    expect(links).toHaveLength(2);
    expect(links[0]).toMatch(new RegExp(`^${publicUrl}/api/mail/t/c/${copyId}\\?u=.+&s=.+`));
    expect(new URL(links[0]!).searchParams.get("u")).toBe("https://ailabs.test/certificates/ABC?x=1&y=2");
    expect(links[1]).toBe("mailto:help@ailabs.test");
    expect(pixelOf(sent.html ?? "")).toMatch(new RegExp(`^${publicUrl}/api/mail/t/o/${copyId}\\.gif\\?s=`));
  });

  it("redirects a signed link to its URL and counts every click", async () => {
    const link = local(hrefs(sent.html ?? "")[0]!);
    const first = await t.app.inject({ method: "GET", url: link });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe("https://ailabs.test/certificates/ABC?x=1&y=2");
    expect(first.headers["cache-control"]).toContain("no-store");
    await t.app.inject({ method: "GET", url: link });
    const mail = await detail(copyId);
    expect(mail.clickCount).toBe(2);
    expect(mail.firstClickedAt).not.toBeNull();
    const listed = (await list("?q=reader@example.com")).items.find((item) => item.id === copyId);
    expect(listed).toMatchObject({ clickCount: 2, tracked: true });
  });

  it("refuses a forged or altered link (404) and never redirects elsewhere", async () => {
    const link = new URL(hrefs(sent.html ?? "")[0]!);
    const signature = link.searchParams.get("s") ?? "";
    const tampered = [
      // Another target under the same signature: the open redirect an attacker wants.
      `/api/mail/t/c/${copyId}?u=${encodeURIComponent("https://evil.example/phish")}&s=${signature}`,
      // The same target, the signature changed or missing.
      // (The last character replaced by another: a signature that ends in "A" must still change.)
      `/api/mail/t/c/${copyId}?u=${encodeURIComponent(link.searchParams.get("u") ?? "")}&s=${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
      `/api/mail/t/c/${copyId}?u=${encodeURIComponent(link.searchParams.get("u") ?? "")}`,
      // The same target and signature on another mail.
      `/api/mail/t/c/${original}?u=${encodeURIComponent(link.searchParams.get("u") ?? "")}&s=${signature}`,
      `/api/mail/t/c/not-a-uuid?u=${encodeURIComponent("https://evil.example")}&s=${signature}`,
      `/api/mail/t/c/${copyId}?u=${encodeURIComponent("javascript:alert(1)")}&s=${signature}`,
    ];
    for (const url of tampered) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.location).toBeUndefined();
    }
    expect((await detail(copyId)).clickCount).toBe(2);
  });

  it("records the first open only, answers a GIF that is never cached, and refuses a forged pixel", async () => {
    const pixel = local(pixelOf(sent.html ?? ""));
    const first = await t.app.inject({ method: "GET", url: pixel });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/gif");
    expect(first.headers["cache-control"]).toContain("no-store");
    expect(first.rawPayload.subarray(0, 6).toString()).toBe("GIF89a");
    const openedAt = (await detail(copyId)).firstOpenedAt;
    expect(openedAt).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await t.app.inject({ method: "GET", url: pixel })).statusCode).toBe(200);
    expect((await detail(copyId)).firstOpenedAt).toBe(openedAt);

    const forged = await t.app.inject({ method: "GET", url: pixel.replace(copyId, original) });
    expect(forged.statusCode).toBe(404);
    expect((await detail(original)).firstOpenedAt).toBeNull();
    expect((await t.app.inject({ method: "GET", url: `/api/mail/t/o/${copyId}.gif` })).statusCode).toBe(404);
  });

  it("sends security mails without tracking and refuses to resend them", async () => {
    const member = await createAccount(t.database.db, { email: "forgetful@example.com" });
    const visitor = await visit(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/forgot-password",
      payload: { email: member.email, recaptchaToken: await solveCaptcha(t.app) },
      headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token },
      remoteAddress: "203.0.113.77",
    });
    expect(response.statusCode).toBe(200);
    const reset = await sink.waitFor(member.email);
    expect(reset.html).toBeTruthy();
    expect(reset.html).not.toContain("/api/mail/t/");
    expect(reset.html).not.toContain("<img");

    const [row] = await t.database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, member.email));
    const mail = await detail(row!.id);
    expect(mail).toMatchObject({
      kind: "password-reset",
      trackable: false,
      tracked: false,
      resendable: false,
    });
    const resend = await call(t.app, adminSession, "POST", `/api/admin/mails/${row!.id}/resend`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().error).toBe(emailTrackingMessages.resendRefused);
  });
});
