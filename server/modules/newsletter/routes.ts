import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { newsletterApi } from "#contracts/api/newsletter.ts";
import { newsletterSubscribeResponseSchema, newsletterSubscribeSchema } from "#contracts/newsletter.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { NewsletterService } from "./service.ts";

export const newsletterRoutes: FastifyPluginAsyncZod<{ service: NewsletterService }> = async (
  app,
  { service },
) => {
  app.post(
    newsletterApi.subscribe.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.form },
      schema: endpointSchema(newsletterApi.subscribe, {
        tags: ["newsletter"],
        summary: "Subscribe an email address (repeating it is not an error and adds no duplicate)",
        body: newsletterSubscribeSchema,
        response: { 200: newsletterSubscribeResponseSchema },
      }),
    },
    async (request) => service.subscribe(request.body.email),
  );
};
