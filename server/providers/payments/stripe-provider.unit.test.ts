// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { unreachableUrl } from "../../../tests/support/fake-siteverify.ts";
import { type FakeStripe, type StripeEvent, startFakeStripe } from "../../../tests/support/fake-stripe.ts";
import {
  type CheckoutSessionInput,
  ProviderRequestError,
  ProviderUnavailableError,
  WebhookSignatureError,
} from "./payment-provider.ts";
import { createStripeProvider, stripeExpiryMarginSeconds } from "./stripe-provider.ts";

let fake: FakeStripe;
let counter = 0;

const provider = (overrides: { timeoutMs?: number; secretKey?: string; apiBase?: string } = {}) =>
  createStripeProvider({
    secretKey: fake.secretKey,
    webhookSecret: fake.webhookSecret,
    apiBase: fake.url,
    ...overrides,
  });

function sessionInput(overrides: Partial<CheckoutSessionInput> = {}): CheckoutSessionInput {
  counter += 1;
  return {
    orderId: `0b4f2c7e-1111-4222-8333-${String(counter).padStart(12, "0")}`,
    orderNumber: `AIL-${String(counter).padStart(6, "0")}`,
    instalmentNumber: 1,
    amountCents: 49_900,
    currency: "USD",
    description: "Generative AI Foundations, cohort of 2027-01-11",
    customerEmail: "ada@example.com",
    successUrl: "http://localhost:3000/checkout/success?order=1",
    cancelUrl: "http://localhost:3000/checkout/cancel?order=1",
    expiresAt: new Date(Date.now() + 30 * 60_000),
    idempotencyKey: `order-${counter}-attempt-1`,
    ...overrides,
  };
}

beforeAll(async () => {
  fake = await startFakeStripe();
});
afterEach(() => {
  fake.delayMs = 0;
  fake.failStatus = null;
});
afterAll(async () => {
  await fake.close();
});

describe("Stripe provider: checkout sessions", () => {
  it("creates a Checkout Session with the order in its form fields and the idempotency key", async () => {
    const input = sessionInput({ instalmentNumber: 2, amountCents: 166_700 });
    const session = await provider().createCheckoutSession(input);

    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fake.url}/c/pay/${session.id}`);
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({
      method: "POST",
      path: "/v1/checkout/sessions",
      idempotencyKey: input.idempotencyKey,
    });
    expect(request?.form).toEqual({
      mode: "payment",
      line_items: [
        {
          price_data: { currency: "usd", unit_amount: "166700", product_data: { name: input.description } },
          quantity: "1",
        },
      ],
      customer_email: "ada@example.com",
      client_reference_id: input.orderId,
      metadata: { order_id: input.orderId, order_number: input.orderNumber, instalment: "2" },
      payment_intent_data: { metadata: { order_id: input.orderId, instalment: "2" } },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      expires_at: String(Math.floor(input.expiresAt.getTime() / 1000) + stripeExpiryMarginSeconds),
    });
    expect(fake.sessions.get(session.id)).toMatchObject({
      amount_total: 166_700,
      currency: "usd",
      status: "open",
    });
  });

  it("a retry with the same idempotency key returns the same session: one session at Stripe, no double charge", async () => {
    const input = sessionInput();
    const before = fake.sessions.size;
    const first = await provider().createCheckoutSession(input);
    const retry = await provider().createCheckoutSession({ ...input });
    expect(retry).toEqual(first);
    expect(fake.sessions.size).toBe(before + 1);
  });

  it("a timed-out call whose work Stripe did is repaired by the retry, still one session", async () => {
    const input = sessionInput();
    const before = fake.sessions.size;
    fake.delayMs = 2_000;
    const startedAt = performance.now();
    const error = await provider({ timeoutMs: 200 })
      .createCheckoutSession(input)
      .catch((e: unknown) => e);
    const elapsed = performance.now() - startedAt;
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as Error).message).toBe("Stripe did not answer POST /v1/checkout/sessions within 200 ms");
    expect(elapsed).toBeLessThan(1_500);
    expect(fake.sessions.size).toBe(before + 1);

    fake.delayMs = 0;
    const retry = await provider({ timeoutMs: 200 }).createCheckoutSession(input);
    expect(fake.sessions.size).toBe(before + 1);
    expect(fake.sessions.has(retry.id)).toBe(true);
  });

  it("the same key with other parameters is Stripe's idempotency error, a request error", async () => {
    const input = sessionInput();
    await provider().createCheckoutSession(input);
    const error = await provider()
      .createCheckoutSession({ ...input, amountCents: input.amountCents + 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRequestError);
    expect((error as ProviderRequestError).status).toBe(400);
    expect((error as Error).message).toMatch(
      /^Keys for idempotent requests can only be used with the same parameters/,
    );
  });

  it("an outage (500) or an unreachable Stripe is ProviderUnavailableError, and nothing was created", async () => {
    const before = fake.sessions.size;
    fake.failStatus = 500;
    const error = await provider()
      .createCheckoutSession(sessionInput())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as Error).message).toMatch(/^Stripe answered 500 to POST \/v1\/checkout\/sessions/);
    expect(fake.sessions.size).toBe(before);

    const nowhere = await provider({ apiBase: (await unreachableUrl()).replace("/siteverify", "") })
      .createCheckoutSession(sessionInput())
      .catch((e: unknown) => e);
    expect(nowhere).toBeInstanceOf(ProviderUnavailableError);
    expect((nowhere as Error).message).toMatch(/^Stripe could not be reached/);
  });

  it("a refused request (400, 401) is ProviderRequestError with Stripe's message", async () => {
    const error = await provider()
      .createCheckoutSession(sessionInput({ successUrl: "not a url" }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRequestError);
    expect(error).toMatchObject({ status: 400, message: "Not a valid URL: success_url." });

    const wrongKey = await provider({ secretKey: "sk_test_wrong" })
      .createCheckoutSession(sessionInput())
      .catch((e: unknown) => e);
    expect(wrongKey).toMatchObject({ status: 401, message: "Invalid API Key provided." });
  });
});

describe("Stripe provider: webhooks", () => {
  it("reads a signed event and refuses a bad signature", async () => {
    const session = await provider().createCheckoutSession(sessionInput());
    const { payload, signatureHeader, event } = fake.completeSession(session.id);
    const read = provider().parseWebhook(
      Buffer.from(payload),
      { "stripe-signature": signatureHeader },
      new Date(),
    );
    expect(read).toMatchObject({ kind: "payment_succeeded", eventId: event.id, sessionId: session.id });

    const other = fake.sign(payload.replace("49900", "100"));
    expect(() =>
      provider().parseWebhook(Buffer.from(payload), { "stripe-signature": other }, new Date()),
    ).toThrow(WebhookSignatureError);
    expect(() => provider().parseWebhook(Buffer.from(payload), {}, new Date())).toThrow(
      WebhookSignatureError,
    );
  });

  it("reads a correctly signed body that is not JSON as an ignored event, not as a bad signature", () => {
    const payload = "{not json";
    const read = provider().parseWebhook(
      Buffer.from(payload),
      { "stripe-signature": fake.sign(payload) },
      new Date(),
    );
    expect(read).toMatchObject({ kind: "ignored", reason: "not an event object" });
  });
});

describe("Stripe provider: refunds and events", () => {
  it("refunds part of a payment with its idempotency key; Stripe then has a charge.refunded event", async () => {
    const session = await provider().createCheckoutSession(sessionInput());
    const paid = fake.completeSession(session.id).event.data.object;
    const paymentId = String(paid.payment_intent);
    const input = { paymentId, amountCents: 10_000, idempotencyKey: `refund-${session.id}` };

    const { refundId } = await provider().refund(input);
    expect(refundId).toMatch(/^re_/);
    expect(await provider().refund(input)).toEqual({ refundId });
    expect(fake.refunds.filter((r) => r.payment_intent === paymentId)).toHaveLength(1);
    expect(fake.requests.at(-1)).toMatchObject({
      path: "/v1/refunds",
      idempotencyKey: input.idempotencyKey,
      form: { payment_intent: paymentId, amount: "10000" },
    });
    expect(fake.events.at(-1)).toMatchObject({
      type: "charge.refunded",
      data: { object: { payment_intent: paymentId, amount_refunded: 10_000 } },
    });

    const tooMuch = await provider()
      .refund({ paymentId, amountCents: 49_900, idempotencyKey: `refund-${session.id}-2` })
      .catch((e: unknown) => e);
    expect(tooMuch).toBeInstanceOf(ProviderRequestError);
  });

  it("lists events since a moment, oldest first, across pages, only the types checkout acts on", async () => {
    const since = new Date();
    const ids: string[] = [];
    for (let i = 0; i < 130; i += 1) {
      const session = await provider().createCheckoutSession(sessionInput());
      ids.push(fake.completeSession(session.id).event.id);
    }
    const last = fake.events[fake.events.length - 1] as StripeEvent;
    fake.events.push({ ...last, id: "evt_other_type", type: "customer.created" });
    fake.events.push({ ...last, id: "evt_too_old", type: "charge.refunded", created: 1_000 });

    const requestsBefore = fake.requests.length;
    const events = await provider().listEventsSince(since);
    const listed = events.map((e) => e.eventId).filter((id) => ids.includes(id));
    expect(listed).toEqual(ids);
    expect(events.map((e) => e.eventId)).not.toContain("evt_other_type");
    expect(events.map((e) => e.eventId)).not.toContain("evt_too_old");
    expect(events.filter((e) => ids.includes(e.eventId)).every((e) => e.kind === "payment_succeeded")).toBe(
      true,
    );

    const pages = fake.requests.slice(requestsBefore);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0]?.form).toMatchObject({
      created: { gte: String(Math.floor(since.getTime() / 1000)) },
      limit: "100",
      types: [
        "checkout.session.completed",
        "checkout.session.async_payment_succeeded",
        "checkout.session.async_payment_failed",
        "charge.refunded",
      ],
    });
    expect(pages[1]?.form).toHaveProperty("starting_after");
  });

  it("a timeout while listing events is ProviderUnavailableError", async () => {
    fake.delayMs = 1_000;
    await expect(provider({ timeoutMs: 100 }).listEventsSince(new Date())).rejects.toThrow(
      "Stripe did not answer GET /v1/events within 100 ms",
    );
  });
});
