import { checkoutLimits } from "#contracts/checkout-text.ts";
import {
  type CheckoutSession,
  type CheckoutSessionInput,
  type PaymentEvent,
  type PaymentProvider,
  ProviderRequestError,
  ProviderUnavailableError,
  type RefundInput,
} from "./payment-provider.ts";
import { readStripeEvent } from "./stripe-events.ts";
import { verifySignature } from "./webhook-signature.ts";

// Stripe over its plain HTTP API (https://docs.stripe.com/api): form-encoded requests with bracket
// notation, Bearer secret key, Idempotency-Key on every POST, JSON answers. No SDK: the four calls below
// are all checkout needs, and a fetch we pass in is what the tests point at the local fake
// (tests/support/fake-stripe.ts).

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com; tests pass the fake's address (STRIPE_API_BASE). */
  apiBase?: string;
  /** Every outgoing call gives up after this long (the buyer then gets checkoutMessages.providerUnavailable). */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** The clock expires_at is clamped against (tests). */
  now?: () => Date;
};

/** The events checkout acts on: reconciliation asks Stripe for these only. */
export const stripeEventTypes = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "charge.refunded",
] as const;

// Stripe accepts expires_at from 30 minutes to 24 hours after it creates the session, measured on its own
// clock when the request arrives. Our seat hold is exactly 30 minutes, so the hold's end sent as is would be
// refused now and then (latency, clock skew). We add a fixed margin to the caller's expiresAt instead of
// clamping against our clock: the form must be the same bytes on a retry, or Stripe answers a reused
// Idempotency-Key with idempotency_error. The session may stay payable that long after the hold ends, which
// fulfilment accepts anyway (a webhook can arrive after the hold ends too).
export const stripeExpiryMarginSeconds = 5 * 60;
const maximumSessionSeconds = 24 * 3600 - 60;
/** A broken pagination (has_more forever) must not loop forever: 100 pages of 100 is 10,000 events. */
const maximumEventPages = 100;

type Json = Record<string, unknown>;
type FormValue = string | number | undefined;

/** Stripe's form encoding: nested keys are written in bracket notation by the caller; undefined is left out. */
export function formEncode(fields: Record<string, FormValue>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(key, String(value));
  }
  return form.toString();
}

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createStripeProvider({
  secretKey,
  webhookSecret,
  apiBase = "https://api.stripe.com",
  timeoutMs = checkoutLimits.providerTimeoutMs,
  fetch: fetchImpl = globalThis.fetch,
  now = () => new Date(),
}: StripeProviderOptions): PaymentProvider {
  const base = apiBase.replace(/\/$/, "");

  async function call(
    method: "GET" | "POST",
    path: string,
    options: { form?: string; query?: string; idempotencyKey?: string } = {},
  ): Promise<Json> {
    const url = `${base}${path}${options.query ? `?${options.query}` : ""}`;
    const headers: Record<string, string> = { authorization: `Bearer ${secretKey}` };
    if (options.form !== undefined) headers["content-type"] = "application/x-www-form-urlencoded";
    if (options.idempotencyKey) headers["idempotency-key"] = options.idempotencyKey;
    // One signal for the whole exchange: a server that sends headers and then stalls the body also times out.
    const signal = AbortSignal.timeout(timeoutMs);
    let status: number;
    let body: unknown;
    try {
      const response = await fetchImpl(url, { method, headers, body: options.form, signal });
      status = response.status;
      const raw = await response.text();
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = undefined;
      }
    } catch (error) {
      if (signal.aborted) {
        throw new ProviderUnavailableError(`Stripe did not answer ${method} ${path} within ${timeoutMs} ms`);
      }
      const reason = error instanceof Error ? error.message : String(error);
      throw new ProviderUnavailableError(`Stripe could not be reached (${method} ${path}): ${reason}`);
    }
    const stripeError =
      typeof body === "object" && body !== null && typeof (body as Json).error === "object"
        ? ((body as Json).error as Json)
        : undefined;
    const message = typeof stripeError?.message === "string" ? stripeError.message : `HTTP ${status}`;
    // 5xx: Stripe's side failed. 429 (rate limited) and 409 (the same idempotency key is still in flight):
    // nothing is known to have happened and the same request may succeed later. All are "unavailable".
    if (status >= 500 || status === 429 || status === 409) {
      throw new ProviderUnavailableError(`Stripe answered ${status} to ${method} ${path}: ${message}`);
    }
    if (status >= 400) throw new ProviderRequestError(message, status);
    if (typeof body !== "object" || body === null) {
      throw new ProviderUnavailableError(`Stripe answered ${method} ${path} without a JSON object`);
    }
    return body as Json;
  }

  return {
    name: "stripe",

    async createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession> {
      // Capped below Stripe's 24 hours only for a caller asking for more (checkout asks for 30 minutes).
      const expiresAt = Math.min(
        unixSeconds(input.expiresAt) + stripeExpiryMarginSeconds,
        unixSeconds(now()) + maximumSessionSeconds,
      );
      const instalment = String(input.instalmentNumber);
      const form = formEncode({
        mode: "payment",
        "line_items[0][price_data][currency]": input.currency.toLowerCase(),
        "line_items[0][price_data][unit_amount]": input.amountCents,
        "line_items[0][price_data][product_data][name]": input.description,
        "line_items[0][quantity]": 1,
        customer_email: input.customerEmail,
        client_reference_id: input.orderId,
        "metadata[order_id]": input.orderId,
        "metadata[order_number]": input.orderNumber,
        "metadata[instalment]": instalment,
        // On the payment intent too, so charges and refunds seen in Stripe's dashboard name the order.
        "payment_intent_data[metadata][order_id]": input.orderId,
        "payment_intent_data[metadata][instalment]": instalment,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: expiresAt,
      });
      const session = await call("POST", "/v1/checkout/sessions", {
        form,
        idempotencyKey: input.idempotencyKey,
      });
      if (typeof session.id !== "string" || typeof session.url !== "string") {
        throw new ProviderUnavailableError("Stripe created a checkout session without an id or url");
      }
      return { id: session.id, url: session.url };
    },

    parseWebhook(rawBody, headers, at): PaymentEvent {
      const header = headers["stripe-signature"];
      verifySignature(webhookSecret, rawBody, Array.isArray(header) ? header[0] : header, at);
      // A correctly signed body that is not JSON came from Stripe (or whoever holds the secret) and will
      // not improve on retry: it is read as an ignored event (2xx, Stripe stops retrying), not as a bad
      // signature (4xx, retried for three days).
      let event: unknown;
      try {
        event = JSON.parse(rawBody.toString("utf8"));
      } catch {
        event = undefined;
      }
      return readStripeEvent(event);
    },

    async refund(input: RefundInput): Promise<{ refundId: string }> {
      const refund = await call("POST", "/v1/refunds", {
        form: formEncode({ payment_intent: input.paymentId, amount: input.amountCents }),
        idempotencyKey: input.idempotencyKey,
      });
      if (typeof refund.id !== "string") throw new ProviderUnavailableError("Stripe refund without an id");
      return { refundId: refund.id };
    },

    async checkCredentials(): Promise<string> {
      // The balance needs the secret key and every key may read it; nothing changes at Stripe.
      const balance = await call("GET", "/v1/balance");
      const mode = balance.livemode === true ? "live" : "test";
      return `Stripe accepted the secret key (${mode} mode).`;
    },

    async listEventsSince(since: Date): Promise<PaymentEvent[]> {
      // Stripe lists newest first; starting_after pages towards older events. Collected, then reversed.
      const collected: unknown[] = [];
      let startingAfter: string | undefined;
      for (let page = 0; page < maximumEventPages; page += 1) {
        const query = new URLSearchParams({ "created[gte]": String(unixSeconds(since)), limit: "100" });
        for (const type of stripeEventTypes) query.append("types[]", type);
        if (startingAfter) query.set("starting_after", startingAfter);
        const list = await call("GET", "/v1/events", { query: query.toString() });
        const data = Array.isArray(list.data) ? list.data : [];
        collected.push(...data);
        const last = data.at(-1) as Json | undefined;
        const lastId = typeof last?.id === "string" ? last.id : undefined;
        if (list.has_more !== true || !lastId || lastId === startingAfter) break;
        startingAfter = lastId;
      }
      return collected.reverse().map((event) => readStripeEvent(event));
    },
  };
}
