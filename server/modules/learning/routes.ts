import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { learningApi } from "#contracts/api/learning.ts";
import { dueThisWeekSchema } from "#contracts/deadlines.ts";
import {
  courseOutlineSchema,
  coursePlayerParamsSchema,
  lessonCompletionBodySchema,
  lessonCompletionResponseSchema,
  lessonNoteBodySchema,
  lessonNoteResponseSchema,
  lessonParamsSchema,
  lessonPreviewParamsSchema,
  lessonPreviewSchema,
  lessonViewSchema,
  myCoursesResponseSchema,
  videoPositionBodySchema,
  videoPositionResponseSchema,
} from "#contracts/learning.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { LearningService } from "./service.ts";

// Any signed-in user may ask; the course decides (read-course.ts): its students, instructors and admins
// read it, anyone else gets 403 and an unknown course 404.
export const learningRoutes: FastifyPluginAsyncZod<{ service: LearningService }> = async (
  app,
  { service },
) => {
  app.get(
    learningApi.preview.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(learningApi.preview, {
        tags: ["learning"],
        summary:
          "A free-preview lesson of a course, for anyone (404 unless published and marked as a preview)",
        params: lessonPreviewParamsSchema,
        response: { 200: lessonPreviewSchema },
      }),
    },
    async (request) => service.preview(request.params.slug, request.params.lessonId),
  );

  app.get(
    learningApi.myCourses.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(learningApi.myCourses, {
        tags: ["learning"],
        summary:
          "The signed-in user's courses (cancelled enrollments left out) and the lesson they opened last",
        response: { 200: myCoursesResponseSchema },
      }),
    },
    async (request) => service.myCourses(request.user!),
  );

  app.get(
    learningApi.dueThisWeek.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(learningApi.dueThisWeek, {
        tags: ["learning"],
        summary:
          "The signed-in user's week: modules due (past-due first) or opening in their batch-paced courses",
        response: { 200: dueThisWeekSchema },
      }),
    },
    async (request) => service.dueThisWeek(request.user!),
  );

  app.get(
    learningApi.outline.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(learningApi.outline, {
        tags: ["learning"],
        summary: "A course's outline for its reader: modules, lessons, completion, locks and progress",
        params: coursePlayerParamsSchema,
        response: { 200: courseOutlineSchema },
      }),
    },
    async (request) => service.outline(request.user!, request.params.courseSlug, request.pageReads),
  );

  app.get(
    learningApi.lesson.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(learningApi.lesson, {
        tags: ["learning"],
        summary: "One lesson with its rendered content (none while locked), the reader's note and neighbours",
        params: lessonParamsSchema,
        response: { 200: lessonViewSchema },
      }),
    },
    async (request) =>
      service.lesson(request.user!, request.params.courseSlug, request.params.lessonId, request.pageReads),
  );

  app.put(
    learningApi.setCompletion.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.learnerWrite },
      schema: endpointSchema(learningApi.setCompletion, {
        tags: ["learning"],
        summary: "Mark a released lesson complete or not (enrolled students); answers the course's progress",
        params: lessonParamsSchema,
        body: lessonCompletionBodySchema,
        response: { 200: lessonCompletionResponseSchema },
      }),
    },
    async (request) =>
      service.setCompletion(
        request.user!,
        request.params.courseSlug,
        request.params.lessonId,
        request.body.completed,
      ),
  );

  app.put(
    learningApi.saveNote.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.learnerWrite },
      schema: endpointSchema(learningApi.saveNote, {
        tags: ["learning"],
        summary: "Save the reader's private note on a released lesson",
        params: lessonParamsSchema,
        body: lessonNoteBodySchema,
        response: { 200: lessonNoteResponseSchema },
      }),
    },
    async (request) =>
      service.saveNote(request.user!, request.params.courseSlug, request.params.lessonId, request.body.note),
  );
  app.put(
    learningApi.saveVideoPosition.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.learnerWrite },
      schema: endpointSchema(learningApi.saveVideoPosition, {
        tags: ["learning"],
        summary: "Remember where the reader's video stopped (kept for enrolled students)",
        params: lessonParamsSchema,
        body: videoPositionBodySchema,
        response: { 200: videoPositionResponseSchema },
      }),
    },
    async (request) =>
      service.saveVideoPosition(
        request.user!,
        request.params.courseSlug,
        request.params.lessonId,
        request.body.seconds,
      ),
  );
};
