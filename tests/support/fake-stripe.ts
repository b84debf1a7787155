import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { signPayload } from "#server/providers/payments/webhook-signature.ts";

// A local stand-in for the part of Stripe's API the Stripe provider uses, speaking its wire format
// (https://docs.stripe.com/api): Bearer secret key, form-encoded bodies in bracket notation, JSON answers,
// errors as { error: { type, message, ... } }, Idempotency-Key replay and conflict, lists newest first with
// has_more / starting_after. Endpoints: POST /v1/checkout/sessions, POST /v1/refunds, GET /v1/events,
// GET /v1/balance (the Settings page's key check).
// What Stripe does out of band (the buyer paying, a refund in the dashboard) the test triggers with the
// helpers below; each builds an event as Stripe would, records it (so /v1/events lists it, which is what
// reconciliation reads) and returns it signed with the webhook secret, ready to post to our webhook.

type Json = Record<string, unknown>;
export type StripeEvent = Json & { id: string; type: string; created: number; data: { object: Json } };
export type SignedEvent = { event: StripeEvent; payload: string; signatureHeader: string };
export type FakeStripeRequest = { method: string; path: string; idempotencyKey?: string; form: Json };

export type FakeStripe = {
  /** The API base to configure (STRIPE_API_BASE / apiBase). */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Every request received, in order (also the ones that were delayed or failed). */
  requests: FakeStripeRequest[];
  sessions: Map<string, Json>;
  refunds: Json[];
  events: StripeEvent[];
  /** Responses wait this long after the request is carried out (a slow Stripe whose work did happen). */
  delayMs: number;
  /** When set, requests are answered with this status without being carried out (an outage). */
  failStatus: number | null;
  completeSession(sessionId: string, options?: { card?: { brand: string; last4: string } }): SignedEvent;
  /** A delayed method (bank debit): completed but unpaid now, then asyncSucceeded or asyncFailed. */
  completeSessionUnpaid(sessionId: string): SignedEvent;
  asyncSucceeded(sessionId: string): SignedEvent;
  asyncFailed(sessionId: string): SignedEvent;
  /** charge.refunded for a payment intent, as a refund in the dashboard or POST /v1/refunds produces. */
  refundEvent(paymentIntentId: string, amountCents?: number): SignedEvent;
  /** Signs any payload as Stripe would at `timestampSeconds` (default now). */
  sign(payload: string, timestampSeconds?: number): string;
  close(): Promise<void>;
};

const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}${randomBytes(18).toString("base64url").replace(/[-_]/g, "x")}`;

/** Stripe's bracket notation: a[b][0][c]=x and types[]=y become nested objects and arrays. */
export function decodeForm(raw: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const name = key.split("[", 1)[0] ?? key;
    const parts = [name, ...[...key.slice(name.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? "")];
    let node: Record<string, unknown> = root;
    for (let i = 0; i < parts.length - 1; i += 1) {
      const part = parts[i] as string;
      const next = parts[i + 1] as string;
      const slot = part === "" && Array.isArray(node) ? String(node.length) : part;
      node[slot] ??= next === "" || /^\d+$/.test(next) ? [] : {};
      node = node[slot] as Record<string, unknown>;
    }
    const last = parts.at(-1) as string;
    if (last === "" && Array.isArray(node)) node.push(value);
    else node[last] = value;
  }
  return root;
}

class StripeApiError extends Error {
  readonly status: number;
  readonly type: string;
  readonly extra: Json;
  constructor(status: number, type: string, message: string, extra: Json = {}) {
    super(message);
    this.status = status;
    this.type = type;
    this.extra = extra;
  }
}
const invalid = (message: string, param?: string) =>
  new StripeApiError(400, "invalid_request_error", message, param ? { param } : {});

export async function startFakeStripe(
  options: { secretKey?: string; webhookSecret?: string } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString("hex")}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString("hex")}`;
  const sessions = new Map<string, Json>();
  const refunds: Json[] = [];
  const events: StripeEvent[] = [];
  const requests: FakeStripeRequest[] = [];
  // Idempotency-Key -> the request's parameters and the answer Stripe saved for it.
  const idempotent = new Map<string, { fingerprint: string; status: number; body: Json }>();
  const waiting = new Set<NodeJS.Timeout>();
  let baseUrl = "";

  function recordEvent(type: string, object: Json): StripeEvent {
    const event: StripeEvent = {
      id: newId("evt_"),
      object: "event",
      api_version: "2025-06-30.basil",
      created: nowSeconds(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    events.push(event);
    return event;
  }

  function signed(event: StripeEvent): SignedEvent {
    // Stripe posts pretty-printed JSON; the signature covers those exact bytes.
    const payload = JSON.stringify(event, null, 2);
    return { event, payload, signatureHeader: signPayload(webhookSecret, payload, nowSeconds()) };
  }

  function sessionOf(id: string): Json {
    const session = sessions.get(id);
    if (!session) throw new Error(`fake Stripe has no checkout session ${id}`);
    return session;
  }

  function createSession(form: Json): Json {
    const item = Array.isArray(form.line_items) ? (form.line_items[0] as Json | undefined) : undefined;
    const priceData = (item?.price_data ?? {}) as Json;
    const productData = (priceData.product_data ?? {}) as Json;
    if (form.mode !== "payment") throw invalid("Missing required param: mode.", "mode");
    if (!item) throw invalid("Missing required param: line_items.", "line_items");
    if (typeof priceData.currency !== "string" || !/^[a-z]{3}$/.test(priceData.currency)) {
      throw invalid("Invalid currency.", "line_items[0][price_data][currency]");
    }
    if (!/^\d+$/.test(String(priceData.unit_amount))) {
      throw invalid("Invalid integer: unit_amount.", "line_items[0][price_data][unit_amount]");
    }
    if (typeof productData.name !== "string" || !productData.name) {
      throw invalid("Missing required param: line_items[0][price_data][product_data][name].");
    }
    if (item.quantity !== "1") throw invalid("Invalid quantity.", "line_items[0][quantity]");
    for (const url of ["success_url", "cancel_url"] as const) {
      if (typeof form[url] !== "string" || !/^https?:\/\//.test(form[url])) {
        throw invalid(`Not a valid URL: ${url}.`, url);
      }
    }
    const created = nowSeconds();
    const expiresAt = form.expires_at === undefined ? created + 86_400 : Number(form.expires_at);
    if (!Number.isInteger(expiresAt) || expiresAt < created + 1800) {
      throw invalid("The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.");
    }
    if (expiresAt > created + 86_400) {
      throw invalid("The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.");
    }
    const id = newId("cs_test_");
    const session: Json = {
      id,
      object: "checkout.session",
      amount_subtotal: Number(priceData.unit_amount),
      amount_total: Number(priceData.unit_amount),
      cancel_url: form.cancel_url,
      client_reference_id: form.client_reference_id ?? null,
      created,
      currency: priceData.currency,
      customer_email: form.customer_email ?? null,
      expires_at: expiresAt,
      livemode: false,
      metadata: form.metadata ?? {},
      mode: "payment",
      payment_intent: null,
      payment_status: "unpaid",
      status: "open",
      success_url: form.success_url,
      url: `${baseUrl}/c/pay/${id}`,
      // Kept out of the JSON answers: what the session's payment intent will carry.
      _payment_intent_data: form.payment_intent_data ?? {},
    };
    sessions.set(id, session);
    return session;
  }

  function createRefund(form: Json): Json {
    const intent = String(form.payment_intent ?? "");
    const paid = [...sessions.values()].find((s) => s.payment_intent === intent);
    if (!paid) throw invalid(`No such payment_intent: '${intent}'`, "payment_intent");
    const total = Number(paid.amount_total);
    const before = Number(paid._amount_refunded ?? 0);
    const amount = form.amount === undefined ? total - before : Number(form.amount);
    if (!Number.isInteger(amount) || amount <= 0) throw invalid("Invalid positive integer", "amount");
    if (before + amount > total) {
      throw invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${total - before})`,
      );
    }
    paid._amount_refunded = before + amount;
    const refund: Json = {
      id: newId("re_"),
      object: "refund",
      amount,
      charge: paid._charge,
      created: nowSeconds(),
      currency: paid.currency,
      payment_intent: intent,
      status: "succeeded",
    };
    refunds.push(refund);
    recordEvent("charge.refunded", chargeOf(paid));
    return refund;
  }

  function chargeOf(session: Json): Json {
    const refunded = Number(session._amount_refunded ?? 0);
    return {
      id: session._charge,
      object: "charge",
      amount: session.amount_total,
      amount_captured: session.amount_total,
      amount_refunded: refunded,
      currency: session.currency,
      metadata: (session._payment_intent_data as Json).metadata ?? {},
      paid: true,
      payment_intent: session.payment_intent,
      refunded: refunded === session.amount_total,
      status: "succeeded",
    };
  }

  function listEvents(query: Json): Json {
    const created = (query.created ?? {}) as Json;
    const gte = created.gte === undefined ? 0 : Number(created.gte);
    const types = Array.isArray(query.types) ? (query.types as string[]) : undefined;
    const limit = Math.min(Math.max(Number(query.limit ?? 10), 1), 100);
    // Newest first; among events of the same second, the later one first (Stripe's order).
    let list = events
      .map((event, index) => ({ event, index }))
      .filter(({ event }) => event.created >= gte && (!types || types.includes(event.type)))
      .sort((a, b) => b.event.created - a.event.created || b.index - a.index)
      .map(({ event }) => event);
    if (typeof query.starting_after === "string") {
      const at = list.findIndex((event) => event.id === query.starting_after);
      if (at < 0) throw invalid(`No such event: '${query.starting_after}'`, "starting_after");
      list = list.slice(at + 1);
    }
    return { object: "list", data: list.slice(0, limit), has_more: list.length > limit, url: "/v1/events" };
  }

  /** Carries out one request: [status, body]. */
  function handle(method: string, path: string, form: Json): [number, Json] {
    if (method === "POST" && path === "/v1/checkout/sessions") return [200, publicView(createSession(form))];
    if (method === "POST" && path === "/v1/refunds") return [200, createRefund(form)];
    if (method === "GET" && path === "/v1/events") return [200, listEvents(form)];
    if (method === "GET" && path === "/v1/balance") {
      return [
        200,
        { object: "balance", livemode: false, available: [{ amount: 0, currency: "usd" }], pending: [] },
      ];
    }
    throw new StripeApiError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      raw += chunk;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", baseUrl);
      const method = req.method ?? "GET";
      const form = decodeForm(method === "GET" ? url.search.slice(1) : raw);
      const key = req.headers["idempotency-key"] as string | undefined;
      requests.push({ method, path: url.pathname, idempotencyKey: key, form });
      const answer = (status: number, body: Json, headers: Record<string, string> = {}) => {
        const send = () => {
          if (res.destroyed) return;
          res.writeHead(status, {
            "content-type": "application/json",
            "request-id": newId("req_"),
            ...headers,
          });
          res.end(JSON.stringify(body));
        };
        if (fake.delayMs <= 0) return send();
        const timer = setTimeout(() => {
          waiting.delete(timer);
          send();
        }, fake.delayMs);
        waiting.add(timer);
      };
      const error = (e: StripeApiError) =>
        answer(e.status, { error: { type: e.type, message: e.message, ...e.extra } });

      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return error(new StripeApiError(401, "invalid_request_error", "Invalid API Key provided."));
      }
      if (fake.failStatus !== null) {
        return error(new StripeApiError(fake.failStatus, "api_error", "An unknown error occurred."));
      }
      // Stripe saves the first answer to a key and replays it; other parameters under that key are refused.
      const fingerprint = `${method} ${url.pathname} ${[...new URLSearchParams(raw)].sort().join("&")}`;
      const saved = method === "POST" && key ? idempotent.get(key) : undefined;
      if (saved && saved.fingerprint !== fingerprint) {
        return error(
          new StripeApiError(
            400,
            "idempotency_error",
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          ),
        );
      }
      if (saved) return answer(saved.status, saved.body, { "idempotent-replayed": "true" });
      try {
        const [status, body] = handle(method, url.pathname, form);
        if (method === "POST" && key) idempotent.set(key, { fingerprint, status, body });
        return answer(status, body);
      } catch (e) {
        if (e instanceof StripeApiError) return error(e);
        return error(new StripeApiError(500, "api_error", String(e)));
      }
    });
  });

  const fake: FakeStripe = {
    url: "",
    secretKey,
    webhookSecret,
    requests,
    sessions,
    refunds,
    events,
    delayMs: 0,
    failStatus: null,
    completeSession(sessionId, { card } = {}) {
      return signed(recordEvent("checkout.session.completed", pay(sessionOf(sessionId), card)));
    },
    completeSessionUnpaid(sessionId) {
      const session = sessionOf(sessionId);
      Object.assign(session, { status: "complete", payment_status: "unpaid" });
      session.payment_intent ??= newId("pi_");
      return signed(recordEvent("checkout.session.completed", publicView(session)));
    },
    asyncSucceeded(sessionId) {
      return signed(recordEvent("checkout.session.async_payment_succeeded", pay(sessionOf(sessionId))));
    },
    asyncFailed(sessionId) {
      const session = sessionOf(sessionId);
      Object.assign(session, { status: "complete", payment_status: "unpaid" });
      return signed(recordEvent("checkout.session.async_payment_failed", publicView(session)));
    },
    refundEvent(paymentIntentId, amountCents) {
      const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntentId);
      if (!session) throw new Error(`fake Stripe has no payment intent ${paymentIntentId}`);
      const total = Number(session.amount_total);
      session._amount_refunded = Math.min(
        total,
        Number(session._amount_refunded ?? 0) + (amountCents ?? total),
      );
      return signed(recordEvent("charge.refunded", chargeOf(session)));
    },
    sign: (payload, timestampSeconds = nowSeconds()) => signPayload(webhookSecret, payload, timestampSeconds),
    close: async () => {
      for (const timer of waiting) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  /** The session as the buyer's successful payment leaves it (card: as if payment_intent were expanded). */
  function pay(session: Json, card?: { brand: string; last4: string }): Json {
    session.payment_intent ??= newId("pi_");
    session._charge ??= newId("ch_");
    Object.assign(session, { status: "complete", payment_status: "paid" });
    const view = publicView(session);
    if (card) {
      view.payment_intent = {
        id: session.payment_intent,
        object: "payment_intent",
        payment_method: { object: "payment_method", type: "card", card },
      };
    }
    return view;
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = baseUrl;
  return fake;
}

/** The session without the fake's own bookkeeping fields (those start with "_"). */
function publicView(session: Json): Json {
  return Object.fromEntries(Object.entries(session).filter(([key]) => !key.startsWith("_")));
}
