import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "#contracts/checkout.ts";
import { checkoutMessages } from "#contracts/checkout-text.ts";
import type { StudentEnrollment } from "#contracts/enrollments.ts";
import { loadConfig } from "#server/config.ts";
import { createPasswordHasher } from "#server/modules/auth/password-hasher.ts";
import { reconcilePayments } from "#server/modules/checkout/reconcile.ts";
import { stripeExpiryMarginSeconds } from "#server/providers/payments/stripe-provider.ts";
import { signPayload } from "#server/providers/payments/webhook-signature.ts";
import { createServices } from "#server/services.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { type FakeStripe, type SignedEvent, startFakeStripe } from "../support/fake-stripe.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor } from "../support/test-app.ts";

// Checkout with Stripe switched on (STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET), its API replaced by the
// local fake (STRIPE_API_BASE): sessions with an idempotency key per order, fulfilment from signed
// webhooks only, duplicates and out-of-order delivery, reconciliation of a missed webhook, and a Stripe
// that does not answer in time.

const publicUrl = "http://ailabs.test";
const slug = "prompt-engineering";
let t: TestApp;
let fake: FakeStripe;
let env: Record<string, string>;

type Buyer = { session: Visitor; batchId: string };

/** A buyer of their own and a batch of its own (10 days ahead: list price), so tests share nothing. */
async function buyer(): Promise<Buyer> {
  const account = await createAccount(t.database.db, { name: "Grace Hopper" });
  const [row] = await sqlRows<{ id: string }>(
    t.database.db,
    sql`insert into batches (course_id, type, start_date, schedule, seats_total, seats_taken)
        select id, 'regular', current_date + 10, 'Tue & Thu, 18:00-21:00', 5, 0 from courses where slug = ${slug}
        returning id`,
  );
  return { session: await signedIn(t.app, account), batchId: row!.id };
}

function createOrder(b: Buyer) {
  return call(t.app, b.session, "POST", "/api/checkout/orders", { course: slug, batchId: b.batchId });
}

async function orderFor(b: Buyer): Promise<{ orderId: string; sessionId: string }> {
  const response = await createOrder(b);
  expect(response.statusCode).toBe(201);
  const { orderId, redirectUrl } = response.json() as { orderId: string; redirectUrl: string };
  const sessionId = redirectUrl.split("/").pop()!;
  expect(fake.sessions.get(sessionId)?.url).toBe(redirectUrl);
  return { orderId, sessionId };
}

/** Stripe's delivery: the exact signed bytes, as application/json, with the Stripe-Signature header. */
function deliver(payload: string, signatureHeader: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    payload,
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signatureHeader },
  });
}
const post = (signed: SignedEvent) => deliver(signed.payload, signed.signatureHeader);

async function getOrder(b: Buyer, orderId: string): Promise<Order> {
  return (await call(t.app, b.session, "GET", `/api/orders/${orderId}`)).json() as Order;
}

async function enrollments(b: Buyer): Promise<StudentEnrollment[]> {
  return (await call(t.app, b.session, "GET", "/api/enrollments/student")).json() as StudentEnrollment[];
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(t.database.db, query);
  return Number(row?.n ?? 0);
}
const seatsTaken = (batchId: string) =>
  count(sql`select seats_taken as n from batches where id = ${batchId}`);
const paymentsOf = (orderId: string) =>
  count(sql`select count(*)::int as n from payments where order_id = ${orderId}`);
const sessionsOf = (orderId: string) =>
  [...fake.sessions.values()].filter((s) => (s.metadata as Record<string, string>).order_id === orderId)
    .length;

beforeAll(async () => {
  fake = await startFakeStripe();
  env = {
    PUBLIC_URL: publicUrl,
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE: fake.url,
  };
  t = await createTestApp(env);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe("Stripe checkout", () => {
  it("sends the buyer to a Checkout Session for the order, created with the order's idempotency key", async () => {
    const b = await buyer();
    const { orderId, sessionId } = await orderFor(b);
    const session = fake.sessions.get(sessionId)!;
    const order = await getOrder(b, orderId);
    expect(order).toMatchObject({ status: "pending", provider: "stripe" });
    expect(session).toMatchObject({
      amount_total: order.price.totalCents,
      currency: order.price.currency.toLowerCase(),
      client_reference_id: orderId,
      metadata: { order_id: orderId, order_number: order.number, instalment: "1" },
      success_url: `${publicUrl}/payment-success?order=${orderId}`,
      mode: "payment",
    });
    // The session ends with the seat hold, plus the margin Stripe's 30-minute minimum needs.
    const heldUntil = Math.floor(Date.parse(order.seatHeldUntil!) / 1000);
    expect(session.expires_at).toBe(heldUntil + stripeExpiryMarginSeconds);
    const request = fake.requests.find(
      (r) => r.path === "/v1/checkout/sessions" && r.form.client_reference_id === orderId,
    );
    expect(request?.idempotencyKey).toBe(`order-${orderId}-instalment-1`);
    expect(await paymentsOf(orderId)).toBe(0);
  });

  it("fulfils from the signed checkout.session.completed only, and a replay changes nothing", async () => {
    const b = await buyer();
    const { orderId, sessionId } = await orderFor(b);
    expect(await enrollments(b)).toEqual([]);
    const completed = fake.completeSession(sessionId, { card: { brand: "visa", last4: "4242" } });

    const first = await post(completed);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const paid = await getOrder(b, orderId);
    expect(paid.status).toBe("paid");
    expect(paid.payments).toEqual([
      expect.objectContaining({
        amountCents: paid.price.totalCents,
        method: "Visa •••• 4242",
        status: "succeeded",
      }),
    ]);
    expect(await enrollments(b)).toEqual([
      expect.objectContaining({ course: { title: expect.any(String) }, progress: 0, batchType: "regular" }),
    ]);
    expect(await seatsTaken(b.batchId)).toBe(1);

    // Stripe redelivers (our 200 was lost): recognised by event id, nothing moves twice.
    const replay = await post(completed);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    // A fresh signature over the same event (a later retry) is the same event too.
    const resigned = await deliver(completed.payload, fake.sign(completed.payload));
    expect(resigned.json()).toEqual({ received: true, duplicate: true });
    expect(await paymentsOf(orderId)).toBe(1);
    expect(await seatsTaken(b.batchId)).toBe(1);
    expect(await enrollments(b)).toHaveLength(1);
    expect(
      await count(sql`select count(*)::int as n from payment_events where event_id = ${completed.event.id}`),
    ).toBe(1);
  });

  it("refuses a bad signature with 400 and changes nothing", async () => {
    const b = await buyer();
    const { orderId, sessionId } = await orderFor(b);
    const completed = fake.completeSession(sessionId);
    const now = Math.floor(Date.now() / 1000);
    const refused = [
      deliver(completed.payload, "t=1,v1=00"),
      // One hex digit of the real signature changed (to another digit: a "0" made "0" again stayed valid).
      deliver(
        completed.payload,
        completed.signatureHeader.replace(/v1=(.)/, (_, first: string) => `v1=${first === "0" ? "1" : "0"}`),
      ),
      // Signed with another secret, signed 301 s ago, the body changed after signing, no header at all.
      deliver(completed.payload, signPayload("whsec_other", completed.payload, now)),
      deliver(completed.payload, fake.sign(completed.payload, now - 301)),
      deliver(
        completed.payload.replace(orderId, "00000000-0000-4000-8000-000000000000"),
        completed.signatureHeader,
      ),
      t.app.inject({ method: "POST", url: "/api/payments/webhook", payload: completed.payload }),
    ];
    for (const response of await Promise.all(refused)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: checkoutMessages.webhookSignatureInvalid,
        errors: [{ message: checkoutMessages.webhookSignatureInvalid }],
      });
    }
    expect((await getOrder(b, orderId)).status).toBe("pending");
    expect(await paymentsOf(orderId)).toBe(0);
    expect(await seatsTaken(b.batchId)).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from payment_events where event_id = ${completed.event.id}`),
    ).toBe(0);
  });

  it("a refund delivered before the payment it refunds is kept and applied when the payment arrives", async () => {
    const b = await buyer();
    const { orderId, sessionId } = await orderFor(b);
    const completed = fake.completeSession(sessionId);
    const refunded = fake.refundEvent(String(completed.event.data.object.payment_intent));

    const early = await post(refunded);
    expect(early.statusCode).toBe(200);
    expect((await getOrder(b, orderId)).status).toBe("pending");
    expect(await paymentsOf(orderId)).toBe(0);

    expect((await post(completed)).statusCode).toBe(200);
    const order = await getOrder(b, orderId);
    expect(order.status).toBe("refunded");
    expect(order.payments).toEqual([
      expect.objectContaining({ status: "refunded", refundedAmountCents: order.price.totalCents }),
    ]);
    expect(await seatsTaken(b.batchId)).toBe(0);
    expect(await enrollments(b)).toEqual([]);

    // Both redelivered, in either order: nothing changes again.
    expect((await post(refunded)).json()).toMatchObject({ duplicate: true });
    expect((await post(completed)).json()).toMatchObject({ duplicate: true });
    expect(await paymentsOf(orderId)).toBe(1);
    expect(await seatsTaken(b.batchId)).toBe(0);
  });

  it("an asynchronous payment that fails marks the order failed; an unpaid completion fulfils nothing", async () => {
    const b = await buyer();
    const { orderId, sessionId } = await orderFor(b);
    expect((await post(fake.completeSessionUnpaid(sessionId))).statusCode).toBe(200);
    expect((await getOrder(b, orderId)).status).toBe("pending");
    expect((await post(fake.asyncFailed(sessionId))).statusCode).toBe(200);
    expect(await getOrder(b, orderId)).toMatchObject({
      status: "failed",
      lastError: "The payment did not go through.",
    });
    expect(await paymentsOf(orderId)).toBe(0);
    expect(await enrollments(b)).toEqual([]);
  });
});

describe("reconciliation", () => {
  it("repairs a webhook that never arrived from Stripe's event list, and a second run changes nothing", async () => {
    const since = new Date(Date.now() - 60_000);
    const b = await buyer();
    const { orderId, sessionId } = await orderFor(b);
    fake.completeSession(sessionId); // Stripe has the event; our webhook never got it.
    expect((await getOrder(b, orderId)).status).toBe("pending");

    // Composed as `npm run payments:reconcile` composes it: the same config, its own services, one database.
    const config = loadConfig(
      { NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "./data-test-unused", ...env },
      { sessionSecret: "test-secret-test-secret-test-secret-0123" },
    );
    const services = createServices({
      db: t.database.db,
      config,
      hasher: await createPasswordHasher(),
      authLog: () => {},
    });
    if (services.payment.name !== "stripe") throw new Error(`expected stripe, got ${services.payment.name}`);
    const provider = services.payment.provider;
    const run = () => reconcilePayments({ provider, checkout: services.checkout, since });

    // Every event of the window is handed over: this order's, and any other test's that was never posted.
    const inWindow = fake.events.filter((e) => e.created >= Math.floor(since.getTime() / 1000)).length;
    const first = await run();
    expect(first.errors).toEqual([]);
    expect(first.seen).toBe(inWindow);
    expect(first.fulfilled).toBeGreaterThanOrEqual(1);
    expect((await getOrder(b, orderId)).status).toBe("paid");
    expect(await enrollments(b)).toEqual([expect.objectContaining({ progress: 0 })]);
    expect(await seatsTaken(b.batchId)).toBe(1);

    const second = await run();
    expect(second).toMatchObject({ seen: first.seen, duplicates: first.seen, fulfilled: 0, errors: [] });
    expect(await paymentsOf(orderId)).toBe(1);
    expect(await seatsTaken(b.batchId)).toBe(1);
    await services.background.settled();
  });
});

describe("Stripe that does not answer", () => {
  it("answers the buyer with a clear error within the 10 s timeout, and the retry reuses the one session", async () => {
    const b = await buyer();
    fake.delayMs = 15_000;
    const startedAt = performance.now();
    const slow = await createOrder(b);
    const elapsed = performance.now() - startedAt;
    fake.delayMs = 0;
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toMatchObject({ error: checkoutMessages.providerUnavailable });
    expect(elapsed).toBeGreaterThanOrEqual(9_900);
    expect(elapsed).toBeLessThan(12_000);

    // Stripe did create the session before its answer was lost; the order holds the seat without it.
    const [pending] = await sqlRows<{ id: string }>(
      t.database.db,
      sql`select id from orders where batch_id = ${b.batchId} and status = 'pending'`,
    );
    expect(sessionsOf(pending!.id)).toBe(1);

    const retry = await createOrder(b);
    expect(retry.statusCode).toBe(201);
    const { orderId, redirectUrl } = retry.json() as { orderId: string; redirectUrl: string };
    expect(orderId).toBe(pending!.id);
    expect(sessionsOf(orderId)).toBe(1);
    expect(fake.sessions.get(redirectUrl.split("/").pop()!)?.metadata).toMatchObject({ order_id: orderId });

    // And the one session pays the order once.
    const completed = fake.completeSession(redirectUrl.split("/").pop()!);
    expect((await post(completed)).statusCode).toBe(200);
    expect((await getOrder(b, orderId)).status).toBe("paid");
    expect(await seatsTaken(b.batchId)).toBe(1);
  }, 30_000);

  it("an outage (500) is the same clear error, and nothing is held at Stripe", async () => {
    const b = await buyer();
    fake.failStatus = 500;
    const response = await createOrder(b);
    fake.failStatus = null;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: checkoutMessages.providerUnavailable });
    const retry = await createOrder(b);
    expect(retry.statusCode).toBe(201);
    expect(sessionsOf((retry.json() as { orderId: string }).orderId)).toBe(1);
  });
});
