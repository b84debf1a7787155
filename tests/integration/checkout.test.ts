import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order, Quote, TestSession } from "#contracts/checkout.ts";
import { checkoutMessages, testCards } from "#contracts/checkout-text.ts";
import { signPayload } from "#server/providers/payments/webhook-signature.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// The checkout core with the built-in test provider: quotes, orders holding seats, the hosted test
// payment, fulfilment from the signed webhook only, duplicates, races and access.

const publicUrl = "http://ailabs.test";
// createTestApp's session secret, through the derivation server/providers/payments/create-payment-provider.ts uses.
const testWebhookSecret = createHmac("sha256", "test-secret-test-secret-test-secret-0123")
  .update("test-payments-webhook")
  .digest("hex");
let t: TestApp;
let sink: SmtpSink;
let buyer: TestAccount;
let session: Visitor;

type Batch = { id: string; priceCents: number; earlyPriceCents: number | null };

/** A batch of its own, `daysAhead` from today with `seats` seats, so tests never share seats or depend on seed dates. */
async function freshBatch(slug: string, seats: number, daysAhead = 10): Promise<string> {
  const [row] = await sqlRows<{ id: string }>(
    t.database.db,
    sql`insert into batches (course_id, type, start_date, schedule, seats_total, seats_taken)
        select id, 'regular', current_date + ${daysAhead}::int, 'Tue & Thu, 18:00-21:00', ${seats}, 0
        from courses where slug = ${slug}
        returning id`,
  );
  return row!.id;
}

/** Early: starts in 60 days (more than 30: early-bird price); late: in 10 days. */
async function batchOf(slug: string, early: boolean): Promise<Batch> {
  const id = await freshBatch(slug, 20, early ? 60 : 10);
  const [course] = await sqlRows<{ price_cents: number; early_bird_price_cents: number | null }>(
    t.database.db,
    sql`select price_cents, early_bird_price_cents from courses where slug = ${slug}`,
  );
  return { id, priceCents: course!.price_cents, earlyPriceCents: course!.early_bird_price_cents };
}

type OrderAnswer = { orderId: string; redirectUrl: string };

async function order(body: Record<string, unknown>, who: Visitor = session) {
  return call(t.app, who, "POST", "/api/checkout/orders", body);
}

async function pay(
  redirectUrl: string,
  card: string = testCards.success,
  extra: Record<string, unknown> = {},
) {
  const id = redirectUrl.split("/").pop()!;
  // The hosted page is a browser form: it carries the visitor's anti-forgery token.
  return call(t.app, session, "POST", `/api/test-payments/sessions/${id}/pay`, {
    cardNumber: card,
    expiry: "12/40",
    cvc: "123",
    name: "Ada Lovelace",
    ...extra,
  });
}

async function seatsTaken(batchId: string): Promise<number> {
  const [row] = await sqlRows<{ seats_taken: number }>(
    t.database.db,
    sql`select seats_taken from batches where id = ${batchId}`,
  );
  return row!.seats_taken;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  // A public address: the test provider runs only because it is chosen (decision 0018).
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: publicUrl, PAYMENTS_PROVIDER: "test" });
  buyer = await createAccount(t.database.db, { name: "Ada Lovelace" });
  session = await signedIn(t.app, buyer);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe("quote", () => {
  it("prices an early batch at the early-bird price, and a near batch at the list price", async () => {
    const early = await batchOf("machine-learning", true);
    const late = await batchOf("machine-learning", false);
    const a = (
      await call(t.app, null, "GET", `/api/checkout/quote?course=machine-learning&batch=${early.id}`)
    ).json() as Quote;
    expect(a.earlyBird).toBe(true);
    expect(a.price.listPriceCents).toBe(early.priceCents);
    expect(a.price.totalCents).toBe(early.earlyPriceCents);
    expect(a.price.earlyBirdDiscountCents).toBe(early.priceCents - early.earlyPriceCents!);
    const b = (
      await call(t.app, null, "GET", `/api/checkout/quote?course=machine-learning&batch=${late.id}`)
    ).json() as Quote;
    expect(b.earlyBird).toBe(false);
    expect(b.price.totalCents).toBe(late.priceCents);
    expect(b.instalments).toEqual([expect.objectContaining({ number: 1, amountCents: late.priceCents })]);
  });

  it("applies a percent coupon with half-up rounding in cents, and reports a bad one without failing", async () => {
    const late = await batchOf("deep-learning", false);
    await t.database.db.execute(
      sql`insert into coupons (code, kind, value) values ('THIRD', 'percent', 33), ('OLD', 'percent', 10)`,
    );
    await t.database.db.execute(
      sql`update coupons set valid_until = now() - interval '1 day' where code = 'OLD'`,
    );
    const quote = (
      await call(t.app, null, "GET", `/api/checkout/quote?course=deep-learning&batch=${late.id}&coupon=third`)
    ).json() as Quote;
    expect(quote.coupon).toEqual({ code: "THIRD", label: "33% off" });
    expect(quote.price.couponDiscountCents).toBe(Math.floor((late.priceCents * 33 + 50) / 100));
    expect(quote.price.totalCents).toBe(late.priceCents - quote.price.couponDiscountCents);
    const expired = (
      await call(t.app, null, "GET", `/api/checkout/quote?course=deep-learning&batch=${late.id}&coupon=OLD`)
    ).json() as Quote;
    expect(expired.couponError).toBe(checkoutMessages.couponExpired);
    expect(expired.price.couponDiscountCents).toBe(0);
    const unknown = (
      await call(t.app, null, "GET", `/api/checkout/quote?course=deep-learning&batch=${late.id}&coupon=NOPE`)
    ).json() as Quote;
    expect(unknown.couponError).toBe(checkoutMessages.couponInvalid);
  });

  it("answers 404 for an unknown course or a batch of another course, 400 without a batch for a cohort course", async () => {
    const other = await batchOf("deep-learning", false);
    expect((await call(t.app, null, "GET", "/api/checkout/quote?course=nope")).statusCode).toBe(404);
    const wrong = await call(
      t.app,
      null,
      "GET",
      `/api/checkout/quote?course=machine-learning&batch=${other.id}`,
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().errors[0]).toEqual({ message: checkoutMessages.batchNotFound, field: "batchId" });
    expect((await call(t.app, null, "GET", "/api/checkout/quote?course=machine-learning")).statusCode).toBe(
      400,
    );
    expect(
      (await call(t.app, null, "GET", "/api/checkout/quote?course=machine-learning&batch=not-a-uuid"))
        .statusCode,
    ).toBe(400);
  });
});

describe("order, payment and fulfilment", () => {
  it("needs a signed-in buyer and the anti-forgery token", async () => {
    const batch = await batchOf("prompt-engineering", false);
    expect(
      (await order({ course: "prompt-engineering", batchId: batch.id }, await visit(t.app))).statusCode,
    ).toBe(401);
    const noToken = await t.app.inject({
      method: "POST",
      url: "/api/checkout/orders",
      payload: { course: "prompt-engineering", batchId: batch.id },
      headers: { cookie: session.cookie },
    });
    expect(noToken.statusCode).toBe(403);
  });

  it("holds a seat, pays with the test card, and fulfils from the signed event: paid, enrolled, seat taken, mail with receipt", async () => {
    const batchId = await freshBatch("prompt-engineering", 5);
    const created = await order({ course: "prompt-engineering", batchId });
    expect(created.statusCode).toBe(201);
    const { orderId, redirectUrl } = created.json() as { orderId: string; redirectUrl: string };
    expect(redirectUrl).toMatch(/^\/test-payments\/tps_/);

    const pending = (await call(t.app, session, "GET", `/api/orders/${orderId}`)).json() as Order;
    expect(pending.status).toBe("pending");
    expect(pending.paymentUrl).toBe(redirectUrl);
    expect(await seatsTaken(batchId)).toBe(0);
    const quote = (
      await call(t.app, null, "GET", `/api/checkout/quote?course=prompt-engineering&batch=${batchId}`)
    ).json() as Quote;
    expect(quote.batch?.seatsAvailable).toBe(4);

    const page = (
      await t.app.inject({
        method: "GET",
        url: `/api/test-payments/sessions/${redirectUrl.split("/").pop()}`,
      })
    ).json() as TestSession;
    expect(page.amountCents).toBe(pending.price.totalCents);
    expect(page.status).toBe("open");

    const paid = await pay(redirectUrl);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({
      status: "succeeded",
      redirectUrl: `${publicUrl}/payment-success?order=${orderId}`,
    });

    const done = (await call(t.app, session, "GET", `/api/orders/${orderId}`)).json() as Order;
    expect(done.status).toBe("paid");
    expect(done.payments).toEqual([
      expect.objectContaining({
        amountCents: done.price.totalCents,
        method: "Visa •••• 4242",
        status: "succeeded",
      }),
    ]);
    expect(await seatsTaken(batchId)).toBe(1);
    const enrollments = (await call(t.app, session, "GET", "/api/enrollments/student")).json() as {
      course: { title: string };
      progress: number;
    }[];
    expect(enrollments).toContainEqual(
      expect.objectContaining({ course: { title: done.course.title }, progress: 0 }),
    );

    await t.app.background.settled();
    const mail = await sink.waitFor((m) => m.to.includes(buyer.email) && m.subject.includes(done.number));
    expect(mail.attachments[0]?.filename).toMatch(/^AI-Labs-receipt-R-\d{6}-1\.pdf$/);

    // Paying the same session again changes nothing.
    expect((await pay(redirectUrl)).statusCode).toBe(409);
    expect(await seatsTaken(batchId)).toBe(1);
    // Buying the same seat again is refused.
    expect((await order({ course: "prompt-engineering", batchId })).statusCode).toBe(409);
  });

  it("a declined card is a clear error and the order stays payable; a retry reuses the order and its session", async () => {
    const batchId = await freshBatch("ai-business", 3);
    const first = (await order({ course: "ai-business", batchId })).json() as {
      orderId: string;
      redirectUrl: string;
    };
    const declined = await pay(first.redirectUrl, testCards.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toBe(checkoutMessages.cardDeclined);
    const again = (await order({ course: "ai-business", batchId })).json() as {
      orderId: string;
      redirectUrl: string;
    };
    expect(again).toEqual(first);
    const state = (await call(t.app, session, "GET", `/api/orders/${first.orderId}`)).json() as Order;
    expect(state.status).toBe("pending");

    const auth = await pay(first.redirectUrl, testCards.requiresAuthentication);
    expect(auth.json()).toEqual({ status: "requires_authentication" });
    const failedAuth = await pay(first.redirectUrl, testCards.requiresAuthentication, {
      authentication: "fail",
    });
    expect(failedAuth.json().error).toBe(checkoutMessages.authenticationFailed);
    const ok = await pay(first.redirectUrl, testCards.requiresAuthentication, { authentication: "approve" });
    expect(ok.statusCode).toBe(200);
    expect(((await call(t.app, session, "GET", `/api/orders/${first.orderId}`)).json() as Order).status).toBe(
      "paid",
    );
  });

  it("sells the last seat once when buyers race for it", async () => {
    const batchId = await freshBatch("deep-learning", 1);
    const buyers = await Promise.all(
      Array.from({ length: 5 }, async () => signedIn(t.app, await createAccount(t.database.db))),
    );
    const answers = await Promise.all(buyers.map((who) => order({ course: "deep-learning", batchId }, who)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().errors[0]).toEqual({ message: checkoutMessages.soldOut, field: "batchId" });
  });

  it("a payment for a seat that is gone is recorded and refunded, never seated", async () => {
    // Held, then the batch's seats cut under it: the seat is taken last in fulfilment, and found gone.
    const cutBatch = await freshBatch("deep-learning", 1);
    const held = (await order({ course: "deep-learning", batchId: cutBatch })).json() as OrderAnswer;
    await t.database.db.execute(sql`update batches set seats_total = 0 where id = ${cutBatch}`);
    // Lapsed, and the seat sold to another buyer meanwhile: decided under the batch's lock first.
    const soldBatch = await freshBatch("ai-business", 1);
    const lapsed = (await order({ course: "ai-business", batchId: soldBatch })).json() as OrderAnswer;
    await t.database.db.execute(
      sql`update orders set seat_held_until = now() - interval '1 second' where id = ${lapsed.orderId}`,
    );
    const other = await signedIn(t.app, await createAccount(t.database.db));
    expect((await order({ course: "ai-business", batchId: soldBatch }, other)).statusCode).toBe(201);

    for (const [answer, batchId] of [
      [held, cutBatch],
      [lapsed, soldBatch],
    ] as const) {
      await pay(answer.redirectUrl);
      await t.app.background.settled();
      const done = (await call(t.app, session, "GET", `/api/orders/${answer.orderId}`)).json() as Order;
      // Failed for want of a seat, then refunded in full (the provider's refund, recorded).
      expect(done.status).toBe("refunded");
      expect(done.payments).toEqual([expect.objectContaining({ status: "refunded" })]);
      expect(await seatsTaken(batchId)).toBe(0);
    }
  });

  it("a lapsed hold frees the seat for the next buyer", async () => {
    const batchId = await freshBatch("machine-learning", 1);
    const first = await order({ course: "machine-learning", batchId });
    expect(first.statusCode).toBe(201);
    const other = await signedIn(t.app, await createAccount(t.database.db));
    expect((await order({ course: "machine-learning", batchId }, other)).statusCode).toBe(409);
    await t.database.db.execute(
      sql`update orders set seat_held_until = now() - interval '1 second' where id = ${(first.json() as { orderId: string }).orderId}`,
    );
    expect((await order({ course: "machine-learning", batchId }, other)).statusCode).toBe(201);
    const lapsed = (
      await call(t.app, session, "GET", `/api/orders/${(first.json() as { orderId: string }).orderId}`)
    ).json() as Order;
    expect(lapsed.status).toBe("expired");
    expect(lapsed.paymentUrl).toBeNull();
  });
});

describe("webhook", () => {
  function post(body: string, signature: string | undefined) {
    return t.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      payload: body,
      headers: {
        "content-type": "application/json",
        ...(signature ? { "ai-labs-test-signature": signature } : {}),
      },
    });
  }

  it("refuses a missing, forged or stale signature with 400 and changes nothing", async () => {
    const batchId = await freshBatch("ai-business", 2);
    const { orderId } = (await order({ course: "ai-business", batchId })).json() as { orderId: string };
    const event = JSON.stringify({
      id: "evt_forged",
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: "tps_forged",
          payment_status: "paid",
          payment_intent: "pi_forged",
          amount_total: 1,
          currency: "usd",
          metadata: { order_id: orderId, instalment: "1" },
        },
      },
    });
    const now = Math.floor(Date.now() / 1000);
    for (const signature of [undefined, signPayload("wrong-secret", event, now), "t=1,v1=00"]) {
      const answer = await post(event, signature);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toBe(checkoutMessages.webhookSignatureInvalid);
    }
    expect(((await call(t.app, session, "GET", `/api/orders/${orderId}`)).json() as Order).status).toBe(
      "pending",
    );
    expect(await seatsTaken(batchId)).toBe(0);
  });

  it("a replayed delivery of a recorded event changes nothing twice", async () => {
    const batchId = await freshBatch("prompt-engineering", 2);
    const buyer2 = await signedIn(t.app, await createAccount(t.database.db));
    const { orderId, redirectUrl } = (
      await order({ course: "prompt-engineering", batchId }, buyer2)
    ).json() as {
      orderId: string;
      redirectUrl: string;
    };
    await pay(redirectUrl);
    const [stored] = await sqlRows<{ payload: unknown }>(
      t.database.db,
      sql`select payload from test_payment_events where payload->'data'->'object'->'metadata'->>'order_id' = ${orderId}`,
    );
    // The same signed event delivered again, as a provider retries: 200, recognised as a duplicate.
    const body = JSON.stringify(stored!.payload);
    const signature = signPayload(testWebhookSecret, body, Math.floor(Date.now() / 1000));
    const [before] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from payments where order_id = ${orderId}`,
    );
    const replay = await post(body, signature);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    const [after] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from payments where order_id = ${orderId}`,
    );
    expect(before!.n).toBe(1);
    expect(after!.n).toBe(1);
    expect(await seatsTaken(batchId)).toBe(1);
  });
});

describe("access", () => {
  it("another user's order is not found, like a missing one", async () => {
    const batchId = await freshBatch("ai-business", 2);
    const { orderId } = (await order({ course: "ai-business", batchId })).json() as { orderId: string };
    const stranger = await signedIn(t.app, await createAccount(t.database.db));
    const answer = await call(t.app, stranger, "GET", `/api/orders/${orderId}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error).toBe(checkoutMessages.orderNotFound);
    const mine = (await call(t.app, stranger, "GET", "/api/student/orders")).json() as { orders: Order[] };
    expect(mine.orders.map((item) => item.id)).not.toContain(orderId);
    expect((await call(t.app, null, "GET", `/api/orders/${orderId}`)).statusCode).toBe(401);
  });
});
