import type { FastifyPluginAsync } from "fastify";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import { access } from "#server/plugins/access-policy.ts";
import { sendApiError } from "#server/plugins/error-handler.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { ActiveMeetingProvider } from "#server/providers/meetings/create-meeting-provider.ts";
import { MeetingWebhookSignatureError } from "#server/providers/meetings/meeting-provider.ts";
import type { ZoomWebhook } from "#server/providers/meetings/zoom-webhook.ts";
import type { MeetingWebhookHandler } from "./apply-meeting-webhook.ts";

export const meetingWebhookMessages = {
  signatureInvalid: "The webhook signature is not valid.",
} as const;

// Zoom's event subscription posts here (registered only when Zoom is the provider; otherwise the path is an
// unknown /api route, 404). The signature covers the exact bytes sent, so this scope reads the body raw,
// and it is exempt from the anti-forgery check: Zoom's signature authenticates it instead (Zoom has no
// cookie to bind a token to). A bad or stale signature is 401 and changes nothing; everything signed is
// answered 200 (the URL validation challenge with its answer), so Zoom stops retrying.
export const meetingWebhookRoutes: FastifyPluginAsync<{
  readWebhook: NonNullable<ActiveMeetingProvider["readWebhook"]>;
  handler: MeetingWebhookHandler;
}> = async (app, { readWebhook, handler }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    liveClassesApi.zoomWebhook.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.webhook, csrfExempt: true },
      schema: {
        tags: ["live-classes"],
        summary: "Zoom webhook events (signed with x-zm-signature): URL validation, attendance, recordings",
        hide: false,
      },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let webhook: ZoomWebhook;
      try {
        webhook = readWebhook(raw, request.headers, new Date());
      } catch (error) {
        if (!(error instanceof MeetingWebhookSignatureError)) throw error;
        request.log.warn({ reason: error.message }, "zoom webhook refused");
        return sendApiError(reply, 401, [{ message: meetingWebhookMessages.signatureInvalid }]);
      }
      if (webhook.kind === "url_validation") return reply.status(200).send(webhook.answer);
      const outcome = await handler.apply(webhook);
      request.log.info(
        webhook.kind === "ignored"
          ? { event: webhook.event, reason: webhook.reason, outcome }
          : { kind: webhook.kind, meetingId: webhook.meetingId, outcome },
        "zoom webhook handled",
      );
      return reply.status(200).send({ received: true, outcome });
    },
  );
};
