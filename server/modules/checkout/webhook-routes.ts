import type { FastifyPluginAsync } from "fastify";
import { checkoutApi } from "#contracts/api/checkout.ts";
import { checkoutMessages } from "#contracts/checkout-text.ts";
import { access } from "#server/plugins/access-policy.ts";
import { sendApiError } from "#server/plugins/error-handler.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import { type PaymentProvider, WebhookSignatureError } from "#server/providers/payments/payment-provider.ts";
import type { CheckoutService } from "./service.ts";

export const webhookPath = checkoutApi.webhook.path;

// The one route providers post events to. The signature covers the exact bytes sent, so this scope reads
// the body raw (no JSON parsing before the check), and it is exempt from the anti-forgery check: the
// provider's signature authenticates it instead. A bad signature is 400 and changes nothing.
export const webhookRoutes: FastifyPluginAsync<{
  service: CheckoutService;
  provider: PaymentProvider;
}> = async (app, { service, provider }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    checkoutApi.webhook.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.webhook, csrfExempt: true },
      schema: {
        tags: ["checkout"],
        summary: "Payment provider events (signed; Stripe's format for both providers)",
        hide: false,
      },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event: ReturnType<PaymentProvider["parseWebhook"]>;
      let payload: unknown;
      try {
        event = provider.parseWebhook(raw, request.headers, new Date());
        payload = JSON.parse(raw.toString("utf8"));
      } catch (error) {
        request.log.warn({ err: error }, "payment webhook refused");
        const message =
          error instanceof WebhookSignatureError
            ? checkoutMessages.webhookSignatureInvalid
            : "Invalid payload";
        return sendApiError(reply, 400, [{ message }]);
      }
      const result = await service.handleEvent(event, payload);
      request.log.info({ eventId: event.eventId, type: event.type, ...result }, "payment webhook handled");
      return reply.status(200).send({ received: true, duplicate: result.duplicate });
    },
  );
};
