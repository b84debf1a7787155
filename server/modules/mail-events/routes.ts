import type { FastifyPluginAsync } from "fastify";
import { mailEventsApi } from "#contracts/api/mail-events.ts";
import { access } from "#server/plugins/access-policy.ts";
import { sendApiError } from "#server/plugins/error-handler.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import { MailEventsRejected } from "#server/providers/mail-events/mail-event.ts";
import { SubscriptionConfirmFailed } from "./receive-ses-events.ts";
import type { MailEventsService } from "./service.ts";

const tags = ["mail"];

// The mail provider's webhooks. The signatures cover the exact bytes sent, so this scope reads bodies raw
// (SNS sends JSON as text/plain), and they are exempt from the anti-forgery check: the signature
// authenticates them instead. Anything refused is 400 and changes nothing; the reason goes to the log only.
export const mailEventsRoutes: FastifyPluginAsync<{ service: MailEventsService }> = async (
  app,
  { service },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  const rawOf = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
  const refused = "Mail event refused";

  app.post(
    mailEventsApi.events.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.webhook, csrfExempt: true },
      schema: {
        tags,
        summary: "A mail provider's delivery events in the generic signed format (X-Mail-Events-Signature)",
      },
    },
    async (request, reply) => {
      try {
        const header = request.headers["x-mail-events-signature"];
        const result = await service.receiveGeneric(
          rawOf(request.body),
          Array.isArray(header) ? header[0] : header,
        );
        request.log.info({ ...result }, "mail events recorded");
        return result;
      } catch (error) {
        if (!(error instanceof MailEventsRejected)) throw error;
        request.log.warn({ reason: error.message }, "mail events refused");
        return sendApiError(reply, 400, [{ message: refused }]);
      }
    },
  );

  app.post(
    mailEventsApi.sesEvents.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.webhook, csrfExempt: true },
      schema: { tags, summary: "Amazon SES notifications through an SNS subscription (signed by SNS)" },
    },
    async (request, reply) => {
      try {
        const outcome = await service.receiveSes(rawOf(request.body));
        request.log.info({ ...outcome }, "SES events handled");
        return { received: true };
      } catch (error) {
        if (error instanceof MailEventsRejected) {
          request.log.warn({ reason: error.message }, "SES events refused");
          return sendApiError(reply, 400, [{ message: refused }]);
        }
        if (error instanceof SubscriptionConfirmFailed) {
          // SNS sends the confirmation again later: a 503 tells it to.
          request.log.warn({ reason: error.message }, "SNS subscription not confirmed");
          return sendApiError(reply, 503, [{ message: "Subscription confirmation failed; try again" }]);
        }
        throw error;
      }
    },
  );
};
