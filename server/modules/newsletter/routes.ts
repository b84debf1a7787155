import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { newsletterApi } from "#contracts/api/newsletter.ts";
import { newsletterMessages } from "#contracts/messages.ts";
import {
  newsletterConfirmResponseSchema,
  newsletterPreferencesSavedSchema,
  newsletterPreferencesSchema,
  newsletterPreferencesUpdateSchema,
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
  newsletterTokenSchema,
} from "#contracts/newsletter.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import {
  acceptAnyShortBody,
  unsubscribeLinkHandlers,
} from "#server/modules/mail/unsubscribe-link-handlers.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { NewsletterService } from "./service.ts";

const tags = ["newsletter"];
const unsubscribeTexts = {
  doneTitle: newsletterMessages.unsubscribedTitle,
  done: newsletterMessages.unsubscribed,
  invalidTitle: newsletterMessages.unsubscribeInvalidTitle,
  invalid: newsletterMessages.unsubscribeInvalid,
};
/** The site's own newsletter form (the footer's); a page builder's form will name itself. */
const siteForm = "site-newsletter";

/** The page the form was sent from, as the consent's page: the Referer's path on this site, else none. */
function consentPage(referer: string | undefined, host: string | undefined): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === host ? url.pathname.slice(0, 300) : null;
  } catch {
    return null;
  }
}

export const newsletterRoutes: FastifyPluginAsyncZod<{ service: NewsletterService }> = async (
  app,
  { service },
) => {
  app.post(
    newsletterApi.subscribe.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.form },
      schema: endpointSchema(newsletterApi.subscribe, {
        tags,
        summary:
          "Ask for the newsletter: records the consent as pending and mails a confirmation link (the same answer for any address)",
        body: newsletterSubscribeSchema,
        response: { 200: newsletterSubscribeResponseSchema },
      }),
    },
    async (request) =>
      service.subscribe(request.body.email, {
        page: consentPage(request.headers.referer, request.headers.host),
        form: siteForm,
      }),
  );

  app.post(
    newsletterApi.confirm.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.form },
      schema: endpointSchema(newsletterApi.confirm, {
        tags,
        summary:
          "Confirm a subscription with the token of its confirmation mail (404 when expired or replaced)",
        body: newsletterTokenSchema,
        response: { 200: newsletterConfirmResponseSchema },
      }),
    },
    async (request) => service.confirm(request.body.token),
  );

  app.get(
    newsletterApi.unsubscribe.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.mailTracking },
      schema: endpointSchema(newsletterApi.unsubscribe, {
        tags,
        summary: "A newsletter mail's unsubscribe link: takes effect at once, without signing in",
        querystring: newsletterTokenSchema,
      }),
    },
    unsubscribeLinkHandlers(service.unsubscribe, unsubscribeTexts).page,
  );

  app.get(
    newsletterApi.preferences.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.form },
      schema: endpointSchema(newsletterApi.preferences, {
        tags,
        summary: "A subscriber's preferences, by the token of a campaign mail's preferences link",
        querystring: newsletterTokenSchema,
        response: { 200: newsletterPreferencesSchema },
      }),
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.preferences(request.query.token);
    },
  );

  app.put(
    newsletterApi.savePreferences.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.form },
      schema: endpointSchema(newsletterApi.savePreferences, {
        tags,
        summary:
          "Save a subscriber's preferences (topics, pause), or unsubscribe from all or subscribe again",
        body: newsletterPreferencesUpdateSchema,
        response: { 200: newsletterPreferencesSavedSchema },
      }),
    },
    async (request) => service.savePreferences(request.body),
  );
};

// RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe
// address. The signed token is the whole authority, so the call is exempt from the anti-forgery token (a
// forged request can only turn off the mail the token names). Its own plugin, for its body parser.
export const newsletterOneClickRoutes: FastifyPluginAsyncZod<{ service: NewsletterService }> = async (
  app,
  { service },
) => {
  acceptAnyShortBody(app);
  app.post(
    newsletterApi.oneClickUnsubscribe.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.mailTracking, csrfExempt: true },
      schema: endpointSchema(newsletterApi.oneClickUnsubscribe, {
        tags,
        summary: "A mail client's one-click unsubscribe (RFC 8058) from the newsletter",
        querystring: newsletterTokenSchema,
      }),
    },
    unsubscribeLinkHandlers(service.unsubscribe, unsubscribeTexts).oneClick,
  );
};
