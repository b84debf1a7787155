import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterMessages } from "#contracts/messages.ts";
import { suppressionHash } from "#server/modules/mail/suppression-hash.ts";
import { createNewsletterLinks } from "#server/modules/newsletter/newsletter-links.ts";
import { type ReceivedMail, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, freshIp, type TestApp, visit } from "../support/test-app.ts";

// Issue 22's subscribers, first part: double opt-in with the consent kept, the confirmation link (forged,
// expired, replaced, reused), unsubscribe by link and by RFC 8058 one-click, and no enumeration.
const publicUrl = "http://learn.ailabs.test:8080";
// The test app's SESSION_SECRET (tests/support/test-app.ts): tokens the server would make, for the cases
// that need one it cannot be asked for (an expired link, another subscriber's id).
const links = createNewsletterLinks("test-secret-test-secret-test-secret-0123");

let sink: SmtpSink;
let t: TestApp;
let counter = 0;

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

const nextEmail = () => `reader${++counter}.${Date.now()}@example.com`;

async function subscribe(email: string, referer = `${publicUrl}/blog/evaluating-rag-pipelines`) {
  const visitor = await visit(t.app);
  return t.app.inject({
    method: "POST",
    url: "/api/newsletter/subscribe",
    payload: { email },
    headers: {
      cookie: visitor.cookie,
      "csrf-token": visitor.token,
      "x-xsrf-token": visitor.token,
      referer,
      host: "learn.ailabs.test:8080",
    },
    remoteAddress: freshIp(),
  });
}

async function confirm(token: string) {
  const visitor = await visit(t.app);
  return t.app.inject({
    method: "POST",
    url: "/api/newsletter/confirm",
    payload: { token },
    headers: { cookie: visitor.cookie, "x-xsrf-token": visitor.token },
    remoteAddress: freshIp(),
  });
}

type Row = {
  id: string;
  status: string;
  // Raw SQL answers timestamps as text, on both engines' drivers here.
  consent_at: string | null;
  consent_page: string | null;
  consent_form: string | null;
  confirmation_sent_at: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
};

async function rowOf(email: string): Promise<Row | undefined> {
  const rows = await sqlRows<Row>(
    t.database.db,
    sql`select id, status, consent_at, consent_page, consent_form, confirmation_sent_at, confirmed_at, unsubscribed_at
        from newsletter_subscribers where email = ${email}`,
  );
  return rows[0];
}

function mailsTo(email: string): ReceivedMail[] {
  return sink.messages.filter((mail) => mail.to.includes(email));
}

function tokenIn(mail: ReceivedMail): string {
  const link = /http:\/\/learn\.ailabs\.test:8080\/newsletter\/confirm\?token=([^\s"<]+)/.exec(
    mail.text,
  )?.[1];
  if (!link) throw new Error(`no confirmation link in: ${mail.text}`);
  return decodeURIComponent(link);
}

async function subscribedAndConfirmed(email: string): Promise<string> {
  expect((await subscribe(email)).statusCode).toBe(200);
  const token = tokenIn(await sink.waitFor(email));
  expect((await confirm(token)).statusCode).toBe(200);
  const row = await rowOf(email);
  if (!row) throw new Error("no subscriber row");
  return row.id;
}

describe("subscribing with double opt-in", () => {
  it("records the address as pending with its consent and mails a confirmation link, untracked", async () => {
    const email = nextEmail();
    const response = await subscribe(email);
    expect(response.statusCode).toBe(200);
    // SPEC.md section 7's toast is unchanged: the same message as before double opt-in.
    expect(response.json()).toEqual({ message: newsletterMessages.subscribed });
    const row = await rowOf(email);
    expect(row).toMatchObject({
      status: "pending",
      consent_page: "/blog/evaluating-rag-pipelines",
      consent_form: "site-newsletter",
      confirmed_at: null,
    });
    expect(row?.consent_at).toEqual(expect.any(String));
    expect(row?.confirmation_sent_at).toEqual(row?.consent_at);

    const mail = await sink.waitFor(email);
    expect(mail.subject).toBe("Confirm your AI Labs newsletter subscription");
    expect(mail.html).toContain("Confirm subscription");
    // A consent link is never wrapped by the click tracker nor carries an open pixel.
    expect(mail.html).not.toContain("/api/mail/t/");
    // Not a campaign: no List-Unsubscribe on it.
    expect(mail.headers["list-unsubscribe"]).toBeUndefined();
    expect(tokenIn(mail)).toMatch(/^[0-9a-f-]{36}\.\d+\./);
  });

  it("answers the same for a new, a pending, a confirmed and an unsubscribed address", async () => {
    const confirmed = nextEmail();
    await subscribedAndConfirmed(confirmed);
    const bodies = [];
    for (const email of [nextEmail(), confirmed]) {
      const response = await subscribe(email);
      bodies.push([response.statusCode, response.body]);
    }
    expect(bodies[0]).toEqual(bodies[1]);
    // A confirmed address is left alone: no second mail, still subscribed.
    expect(mailsTo(confirmed)).toHaveLength(1);
    expect((await rowOf(confirmed))?.status).toBe("subscribed");
  });

  it("sends a pending address at most one mail in ten minutes, however often it is entered", async () => {
    const email = nextEmail();
    await subscribe(email);
    await sink.waitFor(email);
    await subscribe(email);
    await subscribe(email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(email)).toHaveLength(1);
    // Ten minutes later a new mail goes, and the first link stops working.
    const first = tokenIn(mailsTo(email)[0]!);
    await t.database.db.execute(
      sql`update newsletter_subscribers set confirmation_sent_at = confirmation_sent_at - interval '11 minutes' where email = ${email}`,
    );
    await subscribe(email);
    await sink.waitFor(() => mailsTo(email).length === 2);
    expect(mailsTo(email)).toHaveLength(2);
    const second = tokenIn(mailsTo(email)[1]!);
    expect((await confirm(first)).statusCode).toBe(404);
    expect((await confirm(second)).json()).toEqual({
      status: "confirmed",
      message: newsletterMessages.confirmed,
    });
  });

  it("refuses a bad address with the field named and records nothing", async () => {
    const response = await subscribe("not-an-address");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: "email" })]);
  });

  it("keeps no page for a Referer from another site", async () => {
    const email = nextEmail();
    await subscribe(email, "https://elsewhere.example/page");
    expect((await rowOf(email))?.consent_page).toBeNull();
  });
});

describe("the confirmation link", () => {
  it("confirms once, and says so when used again without changing anything", async () => {
    const email = nextEmail();
    await subscribe(email);
    const token = tokenIn(await sink.waitFor(email));
    const first = await confirm(token);
    expect(first.json()).toEqual({ status: "confirmed", message: newsletterMessages.confirmed });
    const row = await rowOf(email);
    expect(row?.status).toBe("subscribed");
    expect(row?.confirmed_at).toEqual(expect.any(String));
    const again = await confirm(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      status: "already-confirmed",
      message: newsletterMessages.alreadyConfirmed,
    });
    expect((await rowOf(email))?.confirmed_at).toEqual(row?.confirmed_at);
  });

  it("ends an erasure's suppression when the person subscribes again and confirms; keeps a complaint's", async () => {
    const erased = nextEmail();
    const complained = nextEmail();
    await t.database.db.execute(
      sql`insert into mail_suppressions (email_hash, reason, source) values
          (${suppressionHash(erased)}, 'erased', 'admin'), (${suppressionHash(complained)}, 'complaint', 'ses')`,
    );
    await subscribedAndConfirmed(erased);
    await subscribedAndConfirmed(complained);
    const rows = await sqlRows<{ email_hash: string; reason: string }>(
      t.database.db,
      sql`select email_hash, reason from mail_suppressions
          where email_hash in (${suppressionHash(erased)}, ${suppressionHash(complained)})`,
    );
    expect(rows).toEqual([{ email_hash: suppressionHash(complained), reason: "complaint" }]);
  });

  it("needs the anti-forgery token, like every other state change from a page", async () => {
    const email = nextEmail();
    await subscribe(email);
    const token = tokenIn(await sink.waitFor(email));
    const visitor = await visit(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/newsletter/confirm",
      payload: { token },
      headers: { cookie: visitor.cookie },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(403);
    expect((await rowOf(email))?.status).toBe("pending");
  });

  it("refuses forged, altered and malformed tokens with one message", async () => {
    const email = nextEmail();
    await subscribe(email);
    const token = tokenIn(await sink.waitFor(email));
    const [id, issued, mac] = token.split(".") as [string, string, string];
    const forged = [
      `${id}.${issued}.${mac.slice(0, -2)}AA`,
      `${id}.${Number(issued) + 1}.${mac}`,
      createNewsletterLinks("another-secret-another-secret-another-1").confirmToken(
        id,
        new Date(Number(issued)),
      ),
      // An unsubscribe token is not a confirm token.
      links.unsubscribeToken(id),
      "nonsense",
      `${id}..${mac}`,
    ];
    for (const bad of forged) {
      const response = await confirm(bad);
      expect([bad, response.statusCode]).toEqual([bad, 404]);
      expect(response.json().error).toBe(newsletterMessages.confirmInvalid);
    }
    expect((await rowOf(email))?.status).toBe("pending");
    expect((await confirm("")).statusCode).toBe(400);
  });

  it("expires after seven days", async () => {
    const email = nextEmail();
    await subscribe(email);
    await sink.waitFor(email);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await t.database.db.execute(
      sql`update newsletter_subscribers set confirmation_sent_at = ${eightDaysAgo.toISOString()}::timestamptz where email = ${email}`,
    );
    const row = await rowOf(email);
    const expired = links.confirmToken(row!.id, eightDaysAgo);
    expect((await confirm(expired)).statusCode).toBe(404);
    expect((await rowOf(email))?.status).toBe("pending");
  });

  it("does not subscribe again an address that unsubscribed since", async () => {
    const email = nextEmail();
    await subscribe(email);
    const token = tokenIn(await sink.waitFor(email));
    await confirm(token);
    const id = (await rowOf(email))!.id;
    const off = await t.app.inject({
      method: "GET",
      url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(links.unsubscribeToken(id))}`,
    });
    expect(off.statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(404);
    expect((await rowOf(email))?.status).toBe("unsubscribed");
  });
});

describe("unsubscribing", () => {
  it("takes effect at once from the mail's link, signed out, and again harmlessly", async () => {
    const email = nextEmail();
    const id = await subscribedAndConfirmed(email);
    const url = `/api/newsletter/unsubscribe?token=${encodeURIComponent(links.unsubscribeToken(id))}`;
    const first = await t.app.inject({ method: "GET", url });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^text\/html/);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.body).toContain(newsletterMessages.unsubscribed);
    const row = await rowOf(email);
    expect(row?.status).toBe("unsubscribed");
    const second = await t.app.inject({ method: "GET", url });
    expect(second.statusCode).toBe(200);
    expect((await rowOf(email))?.unsubscribed_at).toEqual(row?.unsubscribed_at);
  });

  it("answers RFC 8058's one-click POST without a cookie or anti-forgery token", async () => {
    const email = nextEmail();
    const id = await subscribedAndConfirmed(email);
    const response = await t.app.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(links.unsubscribeToken(id))}`,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(newsletterMessages.unsubscribed);
    expect((await rowOf(email))?.status).toBe("unsubscribed");
  });

  it("refuses a forged or confirm token, changing nothing", async () => {
    const email = nextEmail();
    const id = await subscribedAndConfirmed(email);
    for (const bad of [
      `${id}.AAAA`,
      links.confirmToken(id, new Date()),
      createNewsletterLinks("another-secret-another-secret-another-1").unsubscribeToken(id),
    ]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(newsletterMessages.unsubscribeInvalid);
    }
    expect((await rowOf(email))?.status).toBe("subscribed");
  });

  it("lets a person who left subscribe again, through a new confirmation", async () => {
    const email = nextEmail();
    const id = await subscribedAndConfirmed(email);
    await t.app.inject({
      method: "GET",
      url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(links.unsubscribeToken(id))}`,
    });
    await subscribe(email);
    expect((await rowOf(email))?.status).toBe("pending");
    await sink.waitFor((mail) => mail.to.includes(email) && mailsTo(email).length === 2);
    expect((await confirm(tokenIn(mailsTo(email)[1]!))).statusCode).toBe(200);
    expect((await rowOf(email))?.status).toBe("subscribed");
  });
});
