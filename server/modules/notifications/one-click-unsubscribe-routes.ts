import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notificationsApi } from "#contracts/api/notifications.ts";
import { unsubscribeQuerySchema } from "#contracts/notifications.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import {
  acceptAnyShortBody,
  unsubscribeLinkHandlers,
} from "#server/modules/mail/unsubscribe-link-handlers.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import { digestUnsubscribeTexts } from "./routes.ts";
import type { NotificationsService } from "./service.ts";

// RFC 8058 one-click unsubscribe: the digest carries List-Unsubscribe (its unsubscribe link) and
// List-Unsubscribe-Post, and a mail client's button POSTs `List-Unsubscribe=One-Click` to that address,
// form-encoded or multipart, with no cookie. The signed token in the address is the whole authority, so the
// call is exempt from the anti-forgery token (a forged request can only turn off the digest the token names).
// Its own plugin: the body is read as a short string whatever its type, and ignored.
export const oneClickUnsubscribeRoutes: FastifyPluginAsyncZod<{ service: NotificationsService }> = async (
  app,
  { service },
) => {
  acceptAnyShortBody(app);

  app.post(
    notificationsApi.oneClickUnsubscribe.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.mailTracking, csrfExempt: true },
      schema: endpointSchema(notificationsApi.oneClickUnsubscribe, {
        tags: ["notifications"],
        summary: "A mail client's one-click unsubscribe (RFC 8058): turns the token's digest off",
        querystring: unsubscribeQuerySchema,
      }),
    },
    unsubscribeLinkHandlers(service.unsubscribe, digestUnsubscribeTexts).oneClick,
  );
};
