import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactRequestResponseSchema, contactRequestSchema } from "../../../contracts/contact.ts";
import { access } from "../../plugins/access-policy.ts";
import { rateLimitPresets } from "../../plugins/rate-limits.ts";
import type { LeadsService } from "./service.ts";

function pagePath(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).pathname.slice(0, 512);
  } catch {
    return undefined;
  }
}

export const leadsRoutes: FastifyPluginAsyncZod<{ service: LeadsService }> = async (app, { service }) => {
  app.post(
    "/api/contact-download",
    {
      config: { access: access.public, rateLimit: rateLimitPresets.form },
      schema: {
        tags: ["leads"],
        summary: "Contact request (name, email, phone, optional company), stored as a lead",
        body: contactRequestSchema,
        response: { 201: contactRequestResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await service.recordContactRequest(request.body, {
        page: pagePath(request.headers.referer),
      });
      return reply.status(201).send(result);
    },
  );
};
