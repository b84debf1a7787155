import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailRepository } from "#server/modules/mail/repository.ts";
import { suppressionHash } from "#server/modules/mail/suppression-hash.ts";
import { signPayload } from "#server/providers/payments/webhook-signature.ts";
import { type FakeSns, signSns, startFakeSns } from "../support/fake-sns.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, freshIp, type TestApp } from "../support/test-app.ts";

// Issue 22's bounces and complaints: the generic signed webhook and Amazon SES through SNS (signatures
// checked against a local SNS fake's certificate), events recorded once, and the suppression list the
// outbox reads before each send (a hard bounce stops every mail, a complaint all but security mail).
const secret = "mail-events-secret-0123456789";
const topic = "arn:aws:sns:us-east-1:123456789012:ses-events";

let sink: SmtpSink;
let sns: FakeSns;
let t: TestApp;
let counter = 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  sns = await startFakeSns();
  t = await createTestApp({
    SMTP_URL: sink.url,
    MAIL_FROM: "AI Labs <no-reply@ailabs.test>",
    MAIL_EVENTS_SECRET: secret,
    SES_SNS_TOPIC_ARNS: `arn:aws:sns:eu-west-1:123456789012:other, ${topic}`,
    SNS_URL_PREFIX: sns.prefix,
  });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
  await sns?.close();
});

const nextEmail = () => `events${++counter}.${Date.now()}@example.com`;
const nextId = () => `evt-${++counter}-${Date.now()}`;

function postGeneric(body: unknown, options: { signature?: string; at?: number; key?: string } = {}) {
  const payload = JSON.stringify(body);
  const at = options.at ?? Math.floor(Date.now() / 1000);
  return t.app.inject({
    method: "POST",
    url: "/api/mail/events",
    payload,
    headers: {
      "content-type": "application/json",
      "x-mail-events-signature": options.signature ?? signPayload(options.key ?? secret, payload, at),
    },
    remoteAddress: freshIp(),
  });
}

function postSes(message: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url: "/api/mail/events/ses",
    payload: JSON.stringify(message),
    // What SNS sends: JSON as text/plain, and its own headers.
    headers: {
      "content-type": "text/plain; charset=UTF-8",
      "x-amz-sns-message-type": message.Type ?? "",
      "x-amz-sns-topic-arn": message.TopicArn ?? "",
    },
    remoteAddress: freshIp(),
  });
}

async function suppression(email: string) {
  const [row] = await sqlRows<{ reason: string; source: string }>(
    t.database.db,
    sql`select reason, source from mail_suppressions where email_hash = ${suppressionHash(email)}`,
  );
  return row;
}

async function eventCount(email: string) {
  const [row] = await sqlRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from mail_events where email_hash = ${suppressionHash(email)}`,
  );
  return row?.n ?? 0;
}

/** Queues a mail (as the modules do, through the outbox table); answers its id. */
const enqueue = (to: string, kind: string) =>
  createMailRepository(t.database.db).insert(
    { to, subject: `A ${kind} mail`, text: "Hello", kind },
    new Date(),
  );

/** Queues a mail of `kind` to `to` and delivers; answers its outbox status. */
async function send(to: string, kind: string) {
  const id = await enqueue(to, kind);
  await t.app.mail.deliverPending();
  return (await createMailRepository(t.database.db).deliveryOf(id))?.status;
}

describe("POST /api/mail/events (generic, signed)", () => {
  it("records a hard bounce once and suppresses the address for every later mail", async () => {
    const email = nextEmail();
    const event = {
      id: nextId(),
      type: "bounce",
      bounceType: "hard",
      email,
      occurredAt: new Date().toISOString(),
    };
    const first = await postGeneric({ events: [event] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ recorded: 1, duplicates: 0, suppressed: 1 });
    // The provider retries the same call: recorded once.
    const again = await postGeneric({ events: [event] });
    expect(again.json()).toEqual({ recorded: 0, duplicates: 1, suppressed: 0 });
    expect(await eventCount(email)).toBe(1);
    expect(await suppression(email)).toEqual({ reason: "hard-bounce", source: "generic" });

    // Upper case or spaces do not get past it; security mail does not either.
    expect(await send(` ${email.toUpperCase()}`, "payment-confirmation")).toBe("suppressed");
    expect(await send(email, "password-reset")).toBe("suppressed");
    expect(sink.messages.some((mail) => mail.to.includes(email))).toBe(false);
  });

  it("lets a complained address have security mail only; a soft bounce or a delivery suppresses nothing", async () => {
    const complainer = nextEmail();
    const soft = nextEmail();
    const delivered = nextEmail();
    const at = new Date().toISOString();
    const response = await postGeneric({
      events: [
        { id: nextId(), type: "complaint", email: complainer, occurredAt: at },
        { id: nextId(), type: "bounce", bounceType: "soft", email: soft, occurredAt: at },
        { id: nextId(), type: "delivered", email: delivered, occurredAt: at },
      ],
    });
    expect(response.json()).toEqual({ recorded: 3, duplicates: 0, suppressed: 1 });
    expect(await send(complainer, "payment-confirmation")).toBe("suppressed");
    expect(await send(complainer, "password-reset")).toBe("sent");
    expect(await send(soft, "payment-confirmation")).toBe("sent");
    expect(await suppression(soft)).toBeUndefined();

    // A later hard bounce outranks the complaint: now nothing goes.
    await postGeneric({
      events: [{ id: nextId(), type: "bounce", bounceType: "hard", email: complainer, occurredAt: at }],
    });
    expect((await suppression(complainer))?.reason).toBe("hard-bounce");
    expect(await send(complainer, "password-reset")).toBe("suppressed");
  });

  it("refuses a wrong, missing, malformed or stale signature and a wrong key, recording nothing", async () => {
    const email = nextEmail();
    const body = {
      events: [{ id: nextId(), type: "complaint", email, occurredAt: new Date().toISOString() }],
    };
    const now = Math.floor(Date.now() / 1000);
    for (const options of [
      { key: "another-secret-0123456789" },
      { signature: "" },
      { signature: "v1=abc" },
      { signature: `t=${now},v1=${"0".repeat(64)}` },
      { at: now - 600 },
    ]) {
      const response = await postGeneric(body, options);
      expect(response.statusCode, JSON.stringify(options)).toBe(400);
      expect(response.json().error).toBe("Mail event refused");
    }
    expect(await eventCount(email)).toBe(0);
    expect(await suppression(email)).toBeUndefined();
  });

  it("refuses a batch with one bad event whole (bounce without its type, a bad address, an unknown type, too many)", async () => {
    const email = nextEmail();
    const good = { id: nextId(), type: "complaint", email, occurredAt: new Date().toISOString() };
    for (const bad of [
      { id: nextId(), type: "bounce", email: nextEmail(), occurredAt: new Date().toISOString() },
      { id: nextId(), type: "complaint", email: "not-an-address", occurredAt: new Date().toISOString() },
      { id: nextId(), type: "opened", email: nextEmail(), occurredAt: new Date().toISOString() },
      { id: nextId(), type: "complaint", email: nextEmail(), occurredAt: "yesterday" },
    ]) {
      const response = await postGeneric({ events: [good, bad] });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const tooMany = Array.from({ length: 501 }, (_, i) => ({ ...good, id: `${good.id}-${i}` }));
    expect((await postGeneric({ events: tooMany })).statusCode).toBe(400);
    expect((await postGeneric("not json")).statusCode).toBe(400);
    expect(await eventCount(email)).toBe(0);
  });

  it("sends the outbox row as X-Mail-Id, and an event naming it is kept with the mail", async () => {
    const email = nextEmail();
    const id = await enqueue(email, "payment-confirmation");
    await t.app.mail.deliverPending();
    const mail = await sink.waitFor(email);
    expect(mail.headers["x-mail-id"]).toBe(id);
    expect(mail.headers["list-unsubscribe-post"]).toBeUndefined();
    await postGeneric({
      events: [{ id: nextId(), type: "delivered", email, mailId: id, occurredAt: new Date().toISOString() }],
    });
    const rows = await sqlRows<{ type: string }>(
      t.database.db,
      sql`select type from mail_events where mail_id = ${id}`,
    );
    expect(rows).toEqual([{ type: "delivered" }]);
  });
});

describe("POST /api/mail/events/ses (Amazon SES through SNS)", () => {
  const bounce = (emails: string[], bounceType = "Permanent", mailId?: string) => ({
    notificationType: "Bounce",
    mail: {
      messageId: `ses-${nextId()}`,
      timestamp: new Date().toISOString(),
      destination: emails,
      headers: mailId ? [{ name: "X-Mail-Id", value: mailId }] : [],
    },
    bounce: {
      bounceType,
      bounceSubType: "General",
      bouncedRecipients: emails.map((emailAddress) => ({ emailAddress, action: "failed", status: "5.1.1" })),
      timestamp: new Date().toISOString(),
      feedbackId: `feedback-${nextId()}`,
    },
  });

  it("confirms the subscription by visiting SNS's SubscribeURL", async () => {
    const before = sns.subscribeVisits.length;
    const response = await postSes(sns.subscriptionConfirmation(topic));
    expect(response.statusCode).toBe(200);
    expect(sns.subscribeVisits.length).toBe(before + 1);
  });

  it("records a permanent bounce (signature versions 1 and 2) for each recipient and suppresses them", async () => {
    const a = nextEmail();
    const b = nextEmail();
    const c = nextEmail();
    const id = await enqueue(a, "payment-confirmation");
    const v1 = await postSes(sns.notification(topic, bounce([a, b], "Permanent", id), { version: "1" }));
    expect(v1.statusCode).toBe(200);
    const v2 = await postSes(sns.notification(topic, bounce([c]), { version: "2" }));
    expect(v2.statusCode).toBe(200);
    for (const email of [a, b, c])
      expect(await suppression(email)).toEqual({ reason: "hard-bounce", source: "ses" });
    const [row] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from mail_events where mail_id = ${id}`,
    );
    expect(row?.n).toBe(2);
    // The next mail to the address is not sent.
    expect(await send(a, "payment-confirmation")).toBe("suppressed");
  });

  it("records a transient bounce and a delivery without suppressing, a complaint with, each SNS message once", async () => {
    const soft = nextEmail();
    const complainer = nextEmail();
    await postSes(sns.notification(topic, bounce([soft], "Transient")));
    expect(await suppression(soft)).toBeUndefined();
    expect(await eventCount(soft)).toBe(1);
    const complaint = sns.notification(topic, {
      eventType: "Complaint",
      mail: { messageId: "ses-1", timestamp: new Date().toISOString() },
      complaint: {
        complainedRecipients: [{ emailAddress: complainer }],
        timestamp: new Date().toISOString(),
        complaintFeedbackType: "abuse",
      },
    });
    expect((await postSes(complaint)).statusCode).toBe(200);
    expect((await postSes(complaint)).statusCode).toBe(200);
    expect(await eventCount(complainer)).toBe(1);
    expect((await suppression(complainer))?.reason).toBe("complaint");
  });

  it("refuses a forged or altered message, a foreign certificate, an unknown topic, and a non-SNS body", async () => {
    const email = nextEmail();
    const signed = sns.notification(topic, bounce([email]));
    const altered = { ...signed, Message: JSON.stringify(bounce([nextEmail()])) };
    const badSignature = { ...signed, Signature: signSns({ ...signed, Timestamp: "2020-01-01T00:00:00Z" }) };
    const foreignCert = sns.notification(topic, bounce([email]), {
      certUrl: "https://evil.example/cert.pem",
    });
    const otherTopic = sns.notification("arn:aws:sns:us-east-1:123456789012:not-ours", bounce([email]));
    const subscribeElsewhere = sns.subscriptionConfirmation(topic, "https://evil.example/confirm");
    const visits = sns.subscribeVisits.length;
    for (const message of [
      altered,
      badSignature,
      foreignCert,
      otherTopic,
      subscribeElsewhere,
      { hello: "x" },
    ]) {
      const response = await postSes(message as Record<string, string>);
      expect(response.statusCode, JSON.stringify(message).slice(0, 80)).toBe(400);
    }
    expect(sns.subscribeVisits.length).toBe(visits);
    expect(await eventCount(email)).toBe(0);
  });
});

describe("mail events not set up", () => {
  it("refuses both webhooks when their secrets are unset", async () => {
    const bare = await createTestApp();
    try {
      const payload = JSON.stringify({ events: [] });
      const generic = await bare.app.inject({
        method: "POST",
        url: "/api/mail/events",
        payload,
        headers: {
          "content-type": "application/json",
          "x-mail-events-signature": signPayload(secret, payload, Math.floor(Date.now() / 1000)),
        },
      });
      expect(generic.statusCode).toBe(400);
      const ses = await bare.app.inject({
        method: "POST",
        url: "/api/mail/events/ses",
        payload: JSON.stringify(sns.notification(topic, {})),
        headers: { "content-type": "text/plain" },
      });
      expect(ses.statusCode).toBe(400);
    } finally {
      await bare.close();
    }
  });
});
