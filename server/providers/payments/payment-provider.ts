// The seam between checkout and whoever moves the money (ARCHITECTURE.md section 3, rule 5). PAYMENTS_PROVIDER
// picks Stripe or the built-in test provider, or none (decision 0018; server/config.ts has the defaults).
// Both speak Stripe's event format (checkout.session.*, charge.refunded) and signature scheme, so the
// webhook route, fulfilment and reconciliation are one code path (server/modules/checkout).

export type ProviderName = "test" | "stripe";

export type CheckoutSessionInput = {
  orderId: string;
  /** "AIL-000123", shown on the provider's page. */
  orderNumber: string;
  /** Which instalment this session pays (1 for a full payment). */
  instalmentNumber: number;
  amountCents: number;
  currency: string;
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** The session stops accepting payment then (the seat hold ends at the same moment). */
  expiresAt: Date;
  /** The same key returns the same session instead of a second one (retries after a timeout). */
  idempotencyKey: string;
};

export type CheckoutSession = { id: string; url: string };

/** A provider event, read and verified; `kind` is what checkout does with it. */
export type PaymentEvent =
  | {
      kind: "payment_succeeded";
      eventId: string;
      type: string;
      created: Date;
      sessionId: string;
      orderId: string;
      instalmentNumber: number;
      /** The charge's id at the provider (refunds name it). */
      paymentId: string;
      amountCents: number;
      currency: string;
      /** e.g. "Visa •••• 4242". */
      method: string;
    }
  | {
      kind: "payment_failed";
      eventId: string;
      type: string;
      created: Date;
      sessionId: string;
      orderId: string;
      message: string;
    }
  | {
      kind: "refunded";
      eventId: string;
      type: string;
      created: Date;
      paymentId: string;
      /** The total refunded on that charge so far. */
      amountRefundedCents: number;
    }
  | { kind: "ignored"; eventId: string; type: string; created: Date; reason: string };

export type RefundInput = { paymentId: string; amountCents: number; idempotencyKey: string };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Creates the hosted payment page of one payment; rejects with ProviderUnavailableError on timeout or outage. */
  createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession>;
  /**
   * Checks the signature and its timestamp (300 s tolerance) over the exact bytes received, then reads the
   * event. Rejects with WebhookSignatureError when either check fails.
   */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
  ): PaymentEvent;
  /** Refunds (part of) a charge; rejects with ProviderUnavailableError or ProviderRequestError. */
  refund(input: RefundInput): Promise<{ refundId: string }>;
  /** Events created since `since`, oldest first: reconciliation repairs missed webhooks with them. */
  listEventsSince(since: Date): Promise<PaymentEvent[]>;
  /**
   * The Settings page's test (decision 0046): a read that needs the secret key and changes nothing; resolves
   * with what it learnt in plain words, rejects like the calls above (a refused key: ProviderRequestError).
   */
  checkCredentials(): Promise<string>;
}

/** The provider did not answer in time or answered 5xx: nothing is known to have happened. */
export class ProviderUnavailableError extends Error {
  override name = "ProviderUnavailableError";
}

/** The provider refused the request (4xx): retrying the same request will not help. */
export class ProviderRequestError extends Error {
  override name = "ProviderRequestError";
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}
