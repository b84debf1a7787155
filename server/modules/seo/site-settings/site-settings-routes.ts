import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { seoSiteSettingsApi as api } from "#contracts/api/seo-site-settings.ts";
import {
  type SiteImageKind,
  type SiteSeoSave,
  type SiteSeoSettings,
  siteImageParamsSchema,
  siteSeoLimits,
  siteSeoMessages,
  siteSeoSaveSchema,
  siteSeoSettingsSchema,
} from "#contracts/seo-site-settings.ts";
import { HttpError } from "#server/http-error.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { sendImmutableFile } from "#server/lib/send-immutable-file.ts";
import { type AuditActor, auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import { workbenchAccess } from "../workbench-access.ts";
import { type SiteImages, siteImagesPath } from "./site-images.ts";

/** SEO Settings' site-wide defaults (read-site-settings.ts, save-site-defaults.ts, site-images.ts). */
export type SiteSettingsEditing = {
  read: () => Promise<SiteSeoSettings>;
  save: (input: SiteSeoSave, by: AuditActor) => Promise<SiteSeoSettings>;
  images: SiteImages;
};

export const siteSettingsRoutes: FastifyPluginAsyncZod<{ site: SiteSettingsEditing }> = async (
  app,
  { site },
) => {
  app.get(
    api.read.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(api.read, {
        tags: ["seo"],
        summary:
          "The site-wide SEO defaults, verification codes and images, with the built-ins they fall back to",
        response: { 200: siteSeoSettingsSchema },
      }),
    },
    async () => site.read(),
  );

  app.put(
    api.save.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(api.save, {
        tags: ["seo"],
        summary: "Save the title suffix, default description, organisation profiles and verification codes",
        body: siteSeoSaveSchema,
        response: { 200: siteSeoSettingsSchema },
      }),
    },
    async (request) => site.save(request.body, auditActorOf(request)),
  );

  await app.register(siteImageRoutes, { images: site.images });
};

// Images go as the request's body (the bytes decide the type and the size), in their own plugin so the catch-all
// body parser and its limit apply to them only.
const siteImageRoutes: FastifyPluginAsyncZod<{ images: SiteImages }> = async (app, { images }) => {
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: siteSeoLimits.imageMaxBytes + 1 },
    (_request, body, done) => done(null, body),
  );

  app.put(
    api.uploadImage.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(api.uploadImage, {
        tags: ["seo"],
        summary:
          "Upload the default social image (exactly 1200 x 630) or the organisation's logo (112 to 2000 pixels a side): PNG, JPEG or WebP, at most 2 MB",
        consumes: ["image/png", "image/jpeg", "image/webp", "application/octet-stream"],
        params: siteImageParamsSchema,
        response: { 200: siteSeoSettingsSchema },
      }),
      errorHandler: (error) => {
        if ((error as { code?: string }).code === "FST_ERR_CTP_BODY_TOO_LARGE") {
          throw new HttpError(413, siteSeoMessages.imageTooLarge);
        }
        throw error;
      },
    },
    async (request) =>
      images.upload(request.params.kind as SiteImageKind, request.body, auditActorOf(request)),
  );

  app.delete(
    api.removeImage.path,
    {
      config: { access: workbenchAccess, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(api.removeImage, {
        tags: ["seo"],
        summary: "Remove the uploaded social image or logo (the built-in one is used again)",
        params: siteImageParamsSchema,
        response: { 200: siteSeoSettingsSchema },
      }),
    },
    async (request) => images.remove(request.params.kind as SiteImageKind, auditActorOf(request)),
  );

  app.get(
    `${siteImagesPath}/:fileName`,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: { hide: true, params: z.object({ fileName: z.string().max(200) }) },
    },
    async (request, reply) => {
      const stored = await images.open(request.params.fileName);
      if (!stored) throw new HttpError(404, siteSeoMessages.imageNotFound);
      return sendImmutableFile(request, reply, stored);
    },
  );
};
