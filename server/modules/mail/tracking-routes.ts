import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { mailTrackingApi } from "#contracts/api/mail-tracking.ts";
import { HttpError } from "#server/http-error.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { MailTracking } from "./mail-tracking.ts";

/** A transparent 1x1 GIF. */
const pixel = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
const refused = "This link is not valid.";
const tags = ["mail"];

// Loose on purpose: whatever arrives is checked against the signature; a missing or odd value is refused
// with the same 404 as a forged one.
const openParams = z.object({ file: z.string().max(100) });
const clickParams = z.object({ id: z.string().max(100) });
const openQuery = z.object({ s: z.string().max(100).optional() });
const clickQuery = z.object({ u: z.string().max(4000).optional(), s: z.string().max(100).optional() });

// Public: mail clients load the pixel and readers follow links without signing in (decision 0046).
export const mailTrackingRoutes: FastifyPluginAsyncZod<{ tracking: MailTracking }> = async (
  app,
  { tracking },
) => {
  app.get(
    mailTrackingApi.open.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.mailTracking },
      schema: endpointSchema(mailTrackingApi.open, {
        tags,
        summary:
          "A sent mail's open pixel (<mail id>.gif, signed): records the first open, answers a 1x1 GIF",
        params: openParams,
        querystring: openQuery,
      }),
    },
    async (request, reply) => {
      const mailId = /^(.+)\.gif$/.exec(request.params.file)?.[1] ?? "";
      if (!(await tracking.open(mailId, request.query.s ?? "", request.headers["user-agent"])))
        throw new HttpError(404, refused);
      return reply
        .type("image/gif")
        .header("cache-control", "no-store, private")
        .header("referrer-policy", "no-referrer")
        .send(pixel);
    },
  );

  app.get(
    mailTrackingApi.click.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.mailTracking },
      schema: endpointSchema(mailTrackingApi.click, {
        tags,
        summary:
          "A sent mail's signed link: records the click and redirects (302) to the signed URL; an altered link is refused (404)",
        params: clickParams,
        querystring: clickQuery,
      }),
    },
    async (request, reply) => {
      const outcome = await tracking.click(request.params.id, request.query.u ?? "", request.query.s ?? "");
      if (outcome.kind === "refused") throw new HttpError(404, refused);
      return reply
        .header("cache-control", "no-store, private")
        .header("referrer-policy", "no-referrer")
        .redirect(outcome.url, 302);
    },
  );
};
