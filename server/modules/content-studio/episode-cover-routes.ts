import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { episodesStudioApi as api } from "#contracts/api/content-studio-items.ts";
import { coverUploadResultSchema } from "#contracts/content-studio.ts";
import { itemParamsSchema } from "#contracts/content-studio-items.ts";
import {
  episodeCoversPath,
  contentStudioItemsLimits as limits,
} from "#contracts/content-studio-items-text.ts";
import { contentStudioMessages as messages } from "#contracts/content-studio-text.ts";
import { HttpError } from "#server/http-error.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { sendImmutableFile } from "#server/lib/send-immutable-file.ts";
import { auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { EpisodeCovers } from "./episode-covers.ts";

// Episode covers (the blog covers' way): the upload's body is the image itself, whatever type the browser
// names (the bytes decide); the served file's name never changes meaning, so it is cached a year.
export const episodeCoverRoutes: FastifyPluginAsyncZod<{ covers: EpisodeCovers }> = async (
  app,
  { covers },
) => {
  // This plugin's routes only: one byte over the limit is enough to refuse it.
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: limits.coverMaxBytes + 1 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    api.uploadCover.path,
    {
      config: { access: access.roles("admin"), rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(api.uploadCover, {
        tags: ["admin", "content-studio"],
        summary:
          "Upload an episode cover: the body is a PNG, JPEG or WebP file (judged by its bytes), at most 2 MB; answers its served path, which the episode names once saved",
        consumes: ["image/png", "image/jpeg", "image/webp", "application/octet-stream"],
        params: itemParamsSchema,
        response: { 200: coverUploadResultSchema },
      }),
      errorHandler: (error, _request, _reply) => {
        if ((error as { code?: string }).code === "FST_ERR_CTP_BODY_TOO_LARGE") {
          throw new HttpError(413, messages.coverTooLarge);
        }
        throw error;
      },
    },
    async (request) => covers.upload(request.params.id, request.body, auditActorOf(request)),
  );

  app.get(
    `${episodeCoversPath}/:fileName`,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: { hide: true, params: z.object({ fileName: z.string().max(200) }) },
    },
    async (request, reply) => {
      const stored = await covers.open(request.params.fileName);
      if (!stored) throw new HttpError(404, messages.coverMissing);
      return sendImmutableFile(request, reply, stored);
    },
  );
};
