import { createHmac } from "node:crypto";
import { type Config, isLoopbackUrl } from "#server/config.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { createStripeProvider } from "./stripe-provider.ts";
import { createTestPaymentProvider, type TestPaymentStore, type WebhookDelivery } from "./test-provider.ts";

export type PaymentProviderConfig = Pick<
  Config,
  "paymentsProvider" | "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_BASE" | "sessionSecret"
>;

export type ActivePaymentProvider =
  | { name: "stripe"; provider: PaymentProvider }
  | { name: "test"; provider: ReturnType<typeof createTestPaymentProvider> }
  /** Online payment is off (decision 0018): checkout answers 503 and no payment route exists. */
  | { name: "none"; provider: null };

/** The provider config.paymentsProvider names (server/config.ts resolves the default and checks Stripe's keys). */
export function createPaymentProvider(
  config: PaymentProviderConfig,
  deps: { testStore: TestPaymentStore; deliver: WebhookDelivery },
): ActivePaymentProvider {
  if (config.paymentsProvider === "none") return { name: "none", provider: null };
  if (config.paymentsProvider === "stripe") {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET)
      throw new Error("PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
    return {
      name: "stripe",
      provider: createStripeProvider({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        apiBase: config.STRIPE_API_BASE,
      }),
    };
  }
  // The test provider signs its events with a key derived from the session secret: stable across
  // restarts (reconciliation re-verifies nothing, but redelivered events must still verify).
  const webhookSecret = createHmac("sha256", config.sessionSecret)
    .update("test-payments-webhook")
    .digest("hex");
  return {
    name: "test",
    provider: createTestPaymentProvider({ store: deps.testStore, webhookSecret, deliver: deps.deliver }),
  };
}

/** The start-up log line: which provider takes payments, and what that means (no secrets). */
export function describePaymentsProvider(config: Pick<Config, "paymentsProvider" | "publicUrl">): string {
  switch (config.paymentsProvider) {
    case "stripe":
      return "Payments: Stripe";
    case "test":
      return isLoopbackUrl(config.publicUrl)
        ? "Payments: built-in test provider (test cards, nothing is charged; loopback PUBLIC_URL)"
        : "Payments: built-in test provider on a public address (PAYMENTS_PROVIDER=test): nothing is charged, every page shows the test-mode strip";
    case "none":
      return "Payments: none (checkout answers 503 and points to admissions); set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to sell online";
  }
}
