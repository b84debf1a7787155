import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { testPaymentsApi } from "#contracts/api/test-payments.ts";
import {
  testPaymentResultSchema,
  testPaymentSchema,
  testSessionParamsSchema,
  testSessionSchema,
} from "#contracts/checkout.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { TestPaymentProvider } from "#server/providers/payments/test-provider.ts";

// The built-in test provider's hosted page calls these (registered only while it is the active provider).
// The session id is the key: long, random, and good for one payment.
export const testPaymentsRoutes: FastifyPluginAsyncZod<{ provider: TestPaymentProvider }> = async (
  app,
  { provider },
) => {
  app.get(
    testPaymentsApi.session.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(testPaymentsApi.session, {
        tags: ["test payments"],
        summary: "A test checkout session: amount, description, status (test mode: no real charge)",
        params: testSessionParamsSchema,
        response: { 200: testSessionSchema },
      }),
    },
    async (request) => {
      const session = await provider.findSession(request.params.id);
      return {
        id: session.id,
        amountCents: session.amountCents,
        currency: session.currency,
        description: session.description,
        customerEmail: session.customerEmail,
        status: session.status,
        expiresAt: session.expiresAt.toISOString(),
        cancelUrl: session.cancelUrl,
        successUrl: session.successUrl,
      };
    },
  );

  app.post(
    testPaymentsApi.pay.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.checkout },
      schema: endpointSchema(testPaymentsApi.pay, {
        tags: ["test payments"],
        summary:
          "Pays a test session with a test card: 4242... succeeds, 4000 0000 0000 0002 is declined (402), 4000 0025 0000 3155 asks for authentication first",
        params: testSessionParamsSchema,
        body: testPaymentSchema,
        response: { 200: testPaymentResultSchema },
      }),
    },
    async (request) => provider.pay(request.params.id, request.body),
  );
};
