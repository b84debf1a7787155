import { createHmac, randomBytes } from "node:crypto";
import type { TestPaymentInput, TestPaymentResult } from "#contracts/checkout.ts";
import { checkoutMessages, testCards } from "#contracts/checkout-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { CheckoutSessionInput, PaymentEvent, PaymentProvider } from "./payment-provider.ts";
import { readStripeEvent } from "./stripe-events.ts";
import { signPayload, verifySignature } from "./webhook-signature.ts";

// The built-in provider (PAYMENTS_PROVIDER=test; the default on a loopback PUBLIC_URL, decision 0018): a
// hosted-style payment page on our own site (/test-payments/:id) that takes test cards only and charges nothing. It behaves like Stripe where checkout can tell:
// sessions are idempotent by key and expire, and a payment is announced by a signed event in Stripe's
// format, posted to the same webhook route Stripe uses. Nothing is fulfilled by the page itself.

export const testSignatureHeader = "ai-labs-test-signature";

export type TestSessionRow = {
  id: string;
  orderId: string;
  amountCents: number;
  currency: string;
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  status: "open" | "complete" | "expired";
  paymentId: string | null;
  expiresAt: Date;
  instalmentNumber: number;
};

export type TestPaymentStore = {
  /** Inserts unless a session with this id exists; answers the stored session either way. */
  createSession(row: Omit<TestSessionRow, "status" | "paymentId">): Promise<TestSessionRow>;
  findSession(id: string): Promise<TestSessionRow | undefined>;
  findSessionByPayment(paymentId: string): Promise<TestSessionRow | undefined>;
  /** Marks an open session complete; false when it was not open (a double submit). */
  completeSession(id: string, paymentId: string): Promise<boolean>;
  saveEvent(event: { id: string; type: string; payload: unknown; createdAt: Date }): Promise<void>;
  eventsSince(since: Date): Promise<unknown[]>;
};

/** Posts a signed event to our webhook route (wired to the app in server/app.ts). */
export type WebhookDelivery = (payload: string, signatureHeader: string) => Promise<void>;

type Deps = {
  store: TestPaymentStore;
  webhookSecret: string;
  deliver: WebhookDelivery;
  now?: () => Date;
};

const cardDigits = {
  success: testCards.success.replace(/\s/g, ""),
  declined: testCards.declined.replace(/\s/g, ""),
  requiresAuthentication: testCards.requiresAuthentication.replace(/\s/g, ""),
};

function expiryPassed(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split("/").map((part) => Number(part.trim())) as [number, number];
  // A card is valid through the last day of its expiry month.
  return Date.UTC(2000 + year, month, 1) <= now.getTime();
}

export function createTestPaymentProvider(deps: Deps) {
  const now = deps.now ?? (() => new Date());
  const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url")}`;

  async function emit(type: string, object: Record<string, unknown>): Promise<void> {
    const created = now();
    const event = {
      id: id("evt_test"),
      object: "event",
      type,
      created: Math.floor(created.getTime() / 1000),
      data: { object },
    };
    await deps.store.saveEvent({ id: event.id, type, payload: event, createdAt: created });
    const payload = JSON.stringify(event);
    await deps.deliver(payload, signPayload(deps.webhookSecret, payload, event.created));
  }

  const provider: PaymentProvider & {
    pay(sessionId: string, input: TestPaymentInput): Promise<TestPaymentResult>;
    findSession(sessionId: string): Promise<TestSessionRow>;
  } = {
    name: "test",

    async checkCredentials(): Promise<string> {
      return "The built-in test provider needs no key: test cards only, nothing is charged.";
    },

    async createCheckoutSession(input: CheckoutSessionInput) {
      // The same idempotency key always names the same session, as Stripe answers a repeated key.
      const sessionId = `tps_${createHmac("sha256", deps.webhookSecret).update(input.idempotencyKey).digest("base64url").slice(0, 32)}`;
      const session = await deps.store.createSession({
        id: sessionId,
        orderId: input.orderId,
        amountCents: input.amountCents,
        currency: input.currency,
        description: `${input.description} (order ${input.orderNumber})`,
        customerEmail: input.customerEmail,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        expiresAt: input.expiresAt,
        instalmentNumber: input.instalmentNumber,
      });
      return { id: session.id, url: `/test-payments/${session.id}` };
    },

    parseWebhook(rawBody, headers, at): PaymentEvent {
      const header = headers[testSignatureHeader];
      verifySignature(deps.webhookSecret, rawBody, Array.isArray(header) ? header[0] : header, at);
      return readStripeEvent(JSON.parse(rawBody.toString("utf8")));
    },

    async refund({ paymentId, amountCents }) {
      const session = await deps.store.findSessionByPayment(paymentId);
      if (!session) throw new HttpError(404, checkoutMessages.orderNotFound);
      const refundId = id("re_test");
      // One refund per charge here (admin refunds are always of the whole remaining amount).
      await emit("charge.refunded", {
        id: id("ch_test"),
        object: "charge",
        payment_intent: paymentId,
        amount: session.amountCents,
        amount_refunded: Math.min(session.amountCents, amountCents),
        refunded: amountCents >= session.amountCents,
        currency: session.currency.toLowerCase(),
      });
      return { refundId };
    },

    async listEventsSince(since) {
      return (await deps.store.eventsSince(since)).map(readStripeEvent);
    },

    async findSession(sessionId) {
      const session = await deps.store.findSession(sessionId);
      if (!session) throw new HttpError(404, checkoutMessages.sessionNotFound);
      if (session.status === "open" && session.expiresAt <= now()) return { ...session, status: "expired" };
      return session;
    },

    /** The hosted page's Pay button: test cards only; success is announced by a signed webhook event. */
    async pay(sessionId, input) {
      const session = await provider.findSession(sessionId);
      if (session.status === "complete") throw new HttpError(409, checkoutMessages.sessionComplete);
      if (session.status === "expired") throw new HttpError(410, checkoutMessages.holdExpired);
      if (expiryPassed(input.expiry, now()))
        throw new HttpError(400, checkoutMessages.expiryInvalid, "expiry");
      switch (input.cardNumber) {
        case cardDigits.success:
          break;
        case cardDigits.declined:
          throw new HttpError(402, checkoutMessages.cardDeclined, "cardNumber");
        case cardDigits.requiresAuthentication:
          if (!input.authentication) return { status: "requires_authentication" };
          if (input.authentication === "fail")
            throw new HttpError(402, checkoutMessages.authenticationFailed);
          break;
        default:
          throw new HttpError(400, checkoutMessages.testCardOnly, "cardNumber");
      }
      const paymentId = id("pi_test");
      if (!(await deps.store.completeSession(session.id, paymentId))) {
        throw new HttpError(409, checkoutMessages.sessionComplete);
      }
      await emit("checkout.session.completed", {
        id: session.id,
        object: "checkout.session",
        payment_status: "paid",
        status: "complete",
        payment_intent: paymentId,
        amount_total: session.amountCents,
        currency: session.currency.toLowerCase(),
        client_reference_id: session.orderId,
        customer_email: session.customerEmail,
        metadata: { order_id: session.orderId, instalment: String(session.instalmentNumber) },
        payment_method_label: `Visa •••• ${input.cardNumber.slice(-4)}`,
      });
      return { status: "succeeded", redirectUrl: session.successUrl };
    },
  };
  return provider;
}
export type TestPaymentProvider = ReturnType<typeof createTestPaymentProvider>;
