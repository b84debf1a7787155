import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  announcementBodySchema,
  announcementListSchema,
  announcementParamsSchema,
  announcementSchema,
  courseAnnouncementListSchema,
} from "#contracts/announcements.ts";
import { announcementsApi } from "#contracts/api/announcements.ts";
import { coursePlayerParamsSchema } from "#contracts/learning.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { AnnouncementsService } from "./announcements-service.ts";

// Writing and the batch's list: instructors and admins at the door, then the course admits its own
// instructors (announcement-access.ts). Reading: any signed-in user, then the player's rule (read-course.ts).
export const announcementsRoutes: FastifyPluginAsyncZod<{ service: AnnouncementsService }> = async (
  app,
  { service },
) => {
  app.post(
    announcementsApi.post.path,
    {
      config: { access: access.roles("instructor", "admin"), rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(announcementsApi.post, {
        tags: ["learning"],
        summary: "Post an announcement to one batch of a course; each enrolled student gets it by mail",
        params: announcementParamsSchema,
        body: announcementBodySchema,
        response: { 201: announcementSchema },
      }),
    },
    async (request, reply) => {
      const { courseSlug, batchId } = request.params;
      const announcement = await service.post(request.user!, courseSlug, batchId, request.body);
      return reply.code(201).send(announcement);
    },
  );

  app.get(
    announcementsApi.list.path,
    {
      config: { access: access.roles("instructor", "admin"), rateLimit: rateLimitPresets.read },
      schema: endpointSchema(announcementsApi.list, {
        tags: ["learning"],
        summary: "One batch's announcements, newest first, as written (Markdown)",
        params: announcementParamsSchema,
        response: { 200: announcementListSchema },
      }),
    },
    async (request) => service.forBatch(request.user!, request.params.courseSlug, request.params.batchId),
  );

  app.get(
    announcementsApi.course.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(announcementsApi.course, {
        tags: ["learning"],
        summary: "The announcements of the reader's batches in a course, newest first, rendered (at most 20)",
        params: coursePlayerParamsSchema,
        response: { 200: courseAnnouncementListSchema },
      }),
    },
    async (request) => service.forCourse(request.user!, request.params.courseSlug, request.pageReads),
  );
};
