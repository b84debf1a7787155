import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageBuilderApi as api } from "#contracts/api/page-builder.ts";
import { pageImageSchema } from "#contracts/page-builder.ts";
import {
  pageBuilderLimits as limits,
  pageBuilderMessages as messages,
} from "#contracts/page-builder-text.ts";
import { HttpError } from "#server/http-error.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { sendImmutableFile } from "#server/lib/send-immutable-file.ts";
import { auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import { type PageImages, pageImagesPath } from "./page-images.ts";

// The Image and Logo wall blocks' uploads: the body is the image itself, whatever type the browser names (the
// bytes decide). Served under our own names, cached for a year.
export const pageImageRoutes: FastifyPluginAsyncZod<{ images: PageImages }> = async (app, { images }) => {
  // This plugin's routes only: one byte over the limit is enough to refuse it.
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: limits.imageMaxBytes + 1 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    api.uploadImage.path,
    {
      config: { access: access.roles("admin", "digital_marketer"), rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(api.uploadImage, {
        tags: ["admin", "page-builder"],
        summary: "Upload an image for a page: a PNG, JPEG or WebP file (judged by its bytes), at most 2 MB",
        consumes: ["image/png", "image/jpeg", "image/webp", "application/octet-stream"],
        response: { 201: pageImageSchema },
      }),
      errorHandler: (error) => {
        if ((error as { code?: string }).code === "FST_ERR_CTP_BODY_TOO_LARGE")
          throw new HttpError(413, messages.imageTooLarge);
        throw error;
      },
    },
    async (request, reply) =>
      reply.status(201).send(await images.upload(request.body, auditActorOf(request))),
  );

  app.get(
    `${pageImagesPath}/:fileName`,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: { hide: true, params: z.object({ fileName: z.string().max(200) }) },
    },
    async (request, reply) => {
      const stored = await images.open(request.params.fileName);
      if (!stored) throw new HttpError(404, messages.imageMissing);
      return sendImmutableFile(request, reply, stored);
    },
  );
};
