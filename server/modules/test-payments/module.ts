import { defineModule } from "#server/lib/server-module.ts";
import { webhookPath } from "#server/modules/checkout/webhook-routes.ts";
import type { ActivePaymentProvider } from "#server/providers/payments/create-payment-provider.ts";
import { testSignatureHeader, type WebhookDelivery } from "#server/providers/payments/test-provider.ts";
import { testPaymentsRoutes } from "./routes.ts";

type Deps = { payment: ActivePaymentProvider; webhookLoopback: { deliver: WebhookDelivery | null } };

// The built-in test provider's hosted page (PAYMENTS_PROVIDER=test only; otherwise its paths answer 404).
// Its payment store is created with the provider, in the checkout module.
export const testPaymentsModule = defineModule({
  name: "test-payments",
  create: (_deps: Deps) => ({}),
  routes: async (app, { payment, webhookLoopback }) => {
    if (payment.name !== "test") return;
    await app.register(testPaymentsRoutes, { provider: payment.provider });
    // The test provider delivers its signed events through the same route Stripe's would reach.
    webhookLoopback.deliver = async (payload, signature) => {
      const response = await app.inject({
        method: "POST",
        url: webhookPath,
        headers: { "content-type": "application/json", [testSignatureHeader]: signature },
        payload,
      });
      if (response.statusCode >= 300) throw new Error(`webhook answered ${response.statusCode}`);
    };
  },
});
