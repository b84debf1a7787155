import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { courseEditorApi } from "#contracts/api/course-editor.ts";
import { learningApi } from "#contracts/api/learning.ts";
import {
  editorFileParamsSchema,
  editorLessonParamsSchema,
  fileUploadQuerySchema,
} from "#contracts/course-editor.ts";
import { fileParamsSchema, lessonFileSchema } from "#contracts/learning.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { CourseEditorService } from "./course-editor-service.ts";
import type { ResumableUploads } from "./resumable-uploads.ts";
import type { LearningService } from "./service.ts";
import { uploadRoutes } from "./upload-routes.ts";

// Lesson files: the editor's uploads (the body is the file, streamed to the storage, never parsed), in one
// request or resumable (tus, upload-routes.ts), and deletions, the readers' downloads and video ranges.
export const fileRoutes: FastifyPluginAsyncZod<{
  editor: CourseEditorService;
  learning: LearningService;
  uploads: ResumableUploads;
}> = async (app, { editor, learning, uploads }) => {
  // In this plugin only: any body arrives as the request's stream, checked and stored by the upload itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
  await app.register(uploadRoutes, { uploads });

  app.post(
    courseEditorApi.uploadFile.path,
    {
      config: { access: access.roles("instructor", "admin"), rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(courseEditorApi.uploadFile, {
        tags: ["course editor"],
        summary:
          "Upload a lesson's video (MP4/WebM, 2 GB), captions (WebVTT) or a resource (50 MB) in one request: the body is the file (the editor uses the resumable uploads)",
        params: editorLessonParamsSchema,
        querystring: fileUploadQuerySchema,
        response: { 201: lessonFileSchema },
      }),
    },
    async (request, reply) => {
      const length = request.headers["content-length"];
      const file = await editor.uploadFile(
        request.user!,
        request.params.courseSlug,
        request.params.lessonId,
        {
          role: request.query.role,
          filename: request.query.filename,
          contentLength: length === undefined || !/^\d+$/.test(length) ? undefined : Number(length),
          body: request.raw,
        },
      );
      return reply.status(201).send(file);
    },
  );

  app.delete(
    courseEditorApi.deleteFile.path,
    {
      config: { access: access.roles("instructor", "admin"), rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(courseEditorApi.deleteFile, {
        tags: ["course editor"],
        summary: "Remove a file from a lesson",
        params: editorFileParamsSchema,
      }),
    },
    async (request, reply) => {
      const { courseSlug, lessonId, fileId } = request.params;
      await editor.deleteFile(request.user!, courseSlug, lessonId, fileId);
      return reply.status(204).send();
    },
  );

  app.get(
    learningApi.file.path,
    {
      // Never compressed: a range is of the stored bytes, and videos do not shrink.
      compress: false,
      config: { access: access.signedIn, rateLimit: rateLimitPresets.read, privateCacheable: true },
      schema: endpointSchema(learningApi.file, {
        tags: ["learning"],
        summary: "A lesson's file for its readers: 206 for a Range, 416 past the end, 304 for a known ETag",
        params: fileParamsSchema,
      }),
    },
    async (request, reply) => {
      const served = await learning.file(request.user!, request.params, {
        range: request.headers.range,
        ifNoneMatch: request.headers["if-none-match"],
      });
      reply.status(served.status).headers(served.headers);
      return served.body ? reply.send(served.body) : reply.send();
    },
  );
};
