import { createHmac } from "node:crypto";
import type { Config } from "../../config.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { createStripeProvider } from "./stripe-provider.ts";
import { createTestPaymentProvider, type TestPaymentStore, type WebhookDelivery } from "./test-provider.ts";

export type PaymentProviderConfig = Pick<
  Config,
  "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_BASE" | "sessionSecret"
>;

export type ActivePaymentProvider =
  | { name: "stripe"; provider: PaymentProvider }
  | { name: "test"; provider: ReturnType<typeof createTestPaymentProvider> };

/** Stripe when both of its keys are set (the env schema refuses one without the other); else the test provider. */
export function createPaymentProvider(
  config: PaymentProviderConfig,
  deps: { testStore: TestPaymentStore; deliver: WebhookDelivery },
): ActivePaymentProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
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
