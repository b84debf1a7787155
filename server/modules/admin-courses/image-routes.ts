import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminCourseParamsSchema, adminCourseSchema } from "#contracts/admin-courses.ts";
import { adminCoursesLimits, adminCoursesMessages } from "#contracts/admin-courses-text.ts";
import { adminCoursesApi as api } from "#contracts/api/admin-courses.ts";
import { HttpError } from "#server/http-error.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { sendImmutableFile } from "#server/lib/send-immutable-file.ts";
import { auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import { type CourseImages, courseImagesPath } from "./course-images.ts";

const admin = access.roles("admin");

// Cover images (decision 0044): the upload's body is the image itself, whatever type the browser names (the
// bytes decide); the served file's name never changes meaning, so it is cached for a year.
export const courseImageRoutes: FastifyPluginAsyncZod<{ images: CourseImages }> = async (app, { images }) => {
  // This plugin's routes only: one byte over the limit is enough to refuse it.
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: adminCoursesLimits.imageMaxBytes + 1 },
    (_request, body, done) => done(null, body),
  );

  app.put(
    api.uploadImage.path,
    {
      config: { access: admin, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(api.uploadImage, {
        tags: ["admin"],
        summary:
          "Upload the cover image: the body is a PNG, JPEG or WebP file (judged by its bytes), at most 2 MB",
        consumes: ["image/png", "image/jpeg", "image/webp", "application/octet-stream"],
        params: adminCourseParamsSchema,
        response: { 200: adminCourseSchema },
      }),
      errorHandler: (error, _request, _reply) => {
        if ((error as { code?: string }).code === "FST_ERR_CTP_BODY_TOO_LARGE") {
          throw new HttpError(413, adminCoursesMessages.imageTooLarge);
        }
        throw error;
      },
    },
    async (request) => images.upload(request.params.courseId, request.body, auditActorOf(request)),
  );

  app.delete(
    api.removeImage.path,
    {
      config: { access: admin, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(api.removeImage, {
        tags: ["admin"],
        summary: "Remove the cover image (the course shows none)",
        params: adminCourseParamsSchema,
        response: { 200: adminCourseSchema },
      }),
    },
    async (request) => images.remove(request.params.courseId, auditActorOf(request)),
  );

  app.get(
    `${courseImagesPath}/:fileName`,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: { hide: true, params: z.object({ fileName: z.string().max(200) }) },
    },
    async (request, reply) => {
      const stored = await images.open(request.params.fileName);
      if (!stored) throw new HttpError(404, adminCoursesMessages.imageMissing);
      return sendImmutableFile(request, reply, stored);
    },
  );
};
