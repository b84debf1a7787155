import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signPayload } from "#server/providers/payments/webhook-signature.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { type ReceivedMail, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, freshIp, type TestApp, type Visitor } from "../support/test-app.ts";

// Issue 22's analytics: a campaign's mails opened (a privacy proxy's open apart), clicked (per link), bounced,
// complained, delivered, unsubscribed from and converted, counted once per recipient; the list's growth and
// sources; CSV; admins only.
const publicUrl = "http://learn.ailabs.test:8080";
const secret = "analytics-events-secret-0123";
let sink: SmtpSink;
let t: TestApp;
let adminSession: Visitor;
let studentSession: Visitor;
let buyer: TestAccount;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    SMTP_URL: sink.url,
    PUBLIC_URL: publicUrl,
    MAIL_FROM: "AI Labs <news@ailabs.test>",
    NEWSLETTER_SEND_RATE: "600000",
    MAIL_EVENTS_SECRET: secret,
  });
  adminSession = await signedIn(t.app, await createAccount(t.database.db, { role: "admin" }));
  studentSession = await signedIn(t.app, await createAccount(t.database.db, { role: "student" }));
  buyer = await createAccount(t.database.db, {
    role: "student",
    email: "bea.analytics@example.com",
    name: "Bea Buyer",
  });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const base = "/api/admin/newsletter";
const emails = {
  proxy: "pia.analytics@example.com",
  reader: "bea.analytics@example.com",
  clicker: "cal.analytics@example.com",
};

function pixelOf(mail: ReceivedMail): string {
  const url = /src="([^"]*\/api\/mail\/t\/o\/[^"]+)"/.exec(mail.html ?? "")?.[1];
  if (!url) throw new Error("no pixel");
  return url.replaceAll("&amp;", "&").replace(publicUrl, "");
}

function trackedLink(mail: ReceivedMail, target: string): string {
  const links = [...(mail.html ?? "").matchAll(/href="([^"]*\/api\/mail\/t\/c\/[^"]+)"/g)].map((m) =>
    (m[1] ?? "").replaceAll("&amp;", "&").replace(publicUrl, ""),
  );
  const link = links.find((href) => decodeURIComponent(href).includes(target));
  if (!link) throw new Error(`no tracked link to ${target}`);
  return link;
}

const load = (url: string, userAgent: string) =>
  t.app.inject({ method: "GET", url, headers: { "user-agent": userAgent }, remoteAddress: freshIp() });
const reader = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)";

async function providerEvents(events: unknown[]) {
  const payload = JSON.stringify({ events });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/mail/events",
    payload,
    headers: {
      "content-type": "application/json",
      "x-mail-events-signature": signPayload(secret, payload, Math.floor(Date.now() / 1000)),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe("newsletter analytics", () => {
  it("counts each recipient once per kind, proxy opens apart, links, bounces, complaints, unsubscribes, conversions", async () => {
    for (const email of Object.values(emails))
      await t.database.db.execute(sql`
        insert into newsletter_subscribers (email, status, source, consent_form, confirmed_at)
        values (${email}, 'subscribed', 'analytics-test', 'site-newsletter', now())`);
    const created = await call(t.app, adminSession, "POST", `${base}/campaigns`, {
      subject: "Analytics test",
      body: "Hello {{name}}\n\n[Blog](https://learn.ailabs.test/blog) and [Courses](https://learn.ailabs.test/courses)",
      audience: { source: "analytics-test" },
    });
    const campaign = created.json();
    await call(t.app, adminSession, "POST", `${base}/campaigns/${campaign.id}/schedule`, {
      version: campaign.version,
    });
    for (let i = 0; i < 30; i++) {
      await t.app.campaignSender.sweep();
      if (
        (await call(t.app, adminSession, "GET", `${base}/campaigns/${campaign.id}`)).json().status === "sent"
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const mails = {
      proxy: await sink.waitFor(emails.proxy),
      reader: await sink.waitFor(emails.reader),
      clicker: await sink.waitFor(emails.clicker),
    };

    // Apple's proxy loads Pia's images twice; Bea opens hers twice and clicks the blog twice, the courses once;
    // Cal never loads images but clicks the blog.
    expect((await load(pixelOf(mails.proxy), "Mozilla/5.0")).statusCode).toBe(200);
    await load(pixelOf(mails.proxy), "Mozilla/5.0");
    await load(pixelOf(mails.reader), reader);
    await load(pixelOf(mails.reader), reader);
    expect((await load(trackedLink(mails.reader, "/blog"), reader)).statusCode).toBe(302);
    await load(trackedLink(mails.reader, "/blog"), reader);
    await load(trackedLink(mails.reader, "/courses"), reader);
    await load(trackedLink(mails.clicker, "/blog"), reader);

    // The provider: Pia's mail bounced (hard), Bea's delivered, Cal complained (and then unsubscribed).
    const at = new Date().toISOString();
    const id = (mail: ReceivedMail) => mail.headers["x-mail-id"];
    await providerEvents([
      {
        id: "an-1",
        type: "bounce",
        bounceType: "hard",
        email: emails.proxy,
        mailId: id(mails.proxy),
        occurredAt: at,
      },
      { id: "an-2", type: "delivered", email: emails.reader, mailId: id(mails.reader), occurredAt: at },
      { id: "an-3", type: "complaint", email: emails.clicker, mailId: id(mails.clicker), occurredAt: at },
      {
        id: "an-4",
        type: "bounce",
        bounceType: "soft",
        email: emails.reader,
        mailId: id(mails.reader),
        occurredAt: at,
      },
    ]);
    const unsubscribe = /<([^>]+)>/.exec(mails.clicker.headers["list-unsubscribe"] ?? "")?.[1] ?? "";
    expect((await t.app.inject({ method: "GET", url: unsubscribe.replace(publicUrl, "") })).statusCode).toBe(
      200,
    );
    // Bea enrolls after her click: a conversion.
    await t.database.db.execute(sql`
      insert into enrollments (user_id, course_id) select ${buyer.id}::uuid, id from courses where slug = 'ai-engineers'`);

    const overview = await call(t.app, adminSession, "GET", `${base}/analytics?days=7`);
    expect(overview.statusCode).toBe(200);
    const metrics = overview.json().campaigns.find((c: { id: string }) => c.id === campaign.id);
    expect(metrics).toMatchObject({
      recipients: 3,
      sent: 3,
      delivered: 1,
      bounced: 1,
      complained: 1,
      opened: 2,
      proxyOpened: 1,
      clicked: 2,
      clickToOpenRate: 1,
      unsubscribed: 1,
      conversions: 1,
    });
    const detail = (
      await call(t.app, adminSession, "GET", `${base}/campaigns/${campaign.id}/analytics`)
    ).json();
    expect(detail.links).toEqual([
      { url: "https://learn.ailabs.test/blog", clicks: 3, uniqueClicks: 2 },
      { url: "https://learn.ailabs.test/courses", clicks: 1, uniqueClicks: 1 },
    ]);

    // Pia reads it herself after all: she moves from the proxy's column to the opened.
    await load(pixelOf(mails.proxy), reader);
    const after = (
      await call(t.app, adminSession, "GET", `${base}/campaigns/${campaign.id}/analytics`)
    ).json();
    expect(after.metrics).toMatchObject({ opened: 3, proxyOpened: 0 });

    const csv = await call(t.app, adminSession, "GET", `${base}/analytics/export?report=campaigns&days=7`);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.body.split(/\r?\n/)[0]).toBe(
      "subject,started_at,recipients,sent,delivered,bounced,complained,opened,proxy_opened,clicked,click_to_open_rate,unsubscribed,conversions,tracking",
    );
    expect(csv.body).toContain("Analytics test,");
  });

  it("shows the list's growth per day and its sources", async () => {
    const body = (await call(t.app, adminSession, "GET", `${base}/analytics?days=3`)).json();
    expect(body.growth).toHaveLength(3);
    const today = body.growth.at(-1);
    expect(today.subscribed).toBeGreaterThanOrEqual(3);
    expect(today.confirmed).toBeGreaterThanOrEqual(3);
    expect(today.unsubscribed).toBeGreaterThanOrEqual(1);
    expect(body.sources).toContainEqual(expect.objectContaining({ source: "site-newsletter" }));
    expect(body.totals.subscribed).toBeGreaterThanOrEqual(2);
    const growth = await call(t.app, adminSession, "GET", `${base}/analytics/export?report=growth&days=3`);
    expect(growth.body.trim().split(/\r?\n/)).toHaveLength(4);
  });

  it("is for admins, and refuses a bad range or campaign", async () => {
    expect((await call(t.app, studentSession, "GET", `${base}/analytics`)).statusCode).toBe(403);
    expect((await call(t.app, null, "GET", `${base}/analytics`)).statusCode).toBe(401);
    expect((await call(t.app, adminSession, "GET", `${base}/analytics?days=0`)).statusCode).toBe(400);
    expect((await call(t.app, adminSession, "GET", `${base}/analytics?days=367`)).statusCode).toBe(400);
    expect((await call(t.app, adminSession, "GET", `${base}/campaigns/nope/analytics`)).statusCode).toBe(404);
  });
});

describe("per-subscriber tracking turned off", () => {
  it("sends one campaign-level pixel and links, counts loads and clicks, and records no person's open", async () => {
    expect(
      (await call(t.app, studentSession, "PUT", `${base}/tracking`, { perSubscriber: false })).statusCode,
    ).toBe(403);
    const off = await call(t.app, adminSession, "PUT", `${base}/tracking`, { perSubscriber: false });
    expect(off.json()).toEqual({ perSubscriber: false });
    expect((await call(t.app, adminSession, "GET", `${base}/tracking`)).json()).toEqual({
      perSubscriber: false,
    });
    try {
      const readers = ["agg1.analytics@example.com", "agg2.analytics@example.com"];
      for (const email of readers)
        await t.database.db.execute(sql`
          insert into newsletter_subscribers (email, status, source, confirmed_at)
          values (${email}, 'subscribed', 'aggregate-test', now())`);
      const campaign = (
        await call(t.app, adminSession, "POST", `${base}/campaigns`, {
          subject: "Aggregate test",
          body: "[Blog](https://learn.ailabs.test/blog)",
          audience: { source: "aggregate-test" },
        })
      ).json();
      await call(t.app, adminSession, "POST", `${base}/campaigns/${campaign.id}/schedule`, {
        version: campaign.version,
      });
      for (let i = 0; i < 30; i++) {
        await t.app.campaignSender.sweep();
        if (
          (await call(t.app, adminSession, "GET", `${base}/campaigns/${campaign.id}`)).json().status ===
          "sent"
        )
          break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const [first, second] = [await sink.waitFor(readers[0] ?? ""), await sink.waitFor(readers[1] ?? "")];
      // The same pixel and link in both, signed for the campaign, not for either mail.
      expect(pixelOf(first)).toBe(pixelOf(second));
      expect(pixelOf(first)).toContain(campaign.id);
      expect(first.headers["x-mail-id"]).not.toBe(second.headers["x-mail-id"]);
      expect(first.headers["list-unsubscribe"]).not.toBe(second.headers["list-unsubscribe"]);

      await load(pixelOf(first), reader);
      await load(pixelOf(second), reader);
      await load(pixelOf(second), "Mozilla/5.0");
      expect((await load(trackedLink(first, "/blog"), reader)).statusCode).toBe(302);

      const detail = (
        await call(t.app, adminSession, "GET", `${base}/campaigns/${campaign.id}/analytics`)
      ).json();
      expect(detail.metrics).toMatchObject({
        perSubscriber: false,
        sent: 2,
        opened: 2,
        proxyOpened: 1,
        clicked: 1,
        conversions: 0,
      });
      expect(detail.links).toEqual([{ url: "https://learn.ailabs.test/blog", clicks: 1, uniqueClicks: 0 }]);
      const [row] = await sqlRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from newsletter_campaign_recipients
            where campaign_id = ${campaign.id} and (opened_at is not null or clicked_at is not null)`,
      );
      expect(row?.n).toBe(0);
    } finally {
      await call(t.app, adminSession, "PUT", `${base}/tracking`, { perSubscriber: true });
    }
  });
});
