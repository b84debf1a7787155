import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { courseEditorApi } from "#contracts/api/course-editor.ts";
import {
  courseContentSchema,
  courseOrderSchema,
  editorCourseParamsSchema,
  editorLessonParamsSchema,
  editorLessonSchema,
  editorModuleParamsSchema,
  editorModuleSchema,
  lessonCreateSchema,
  lessonDetailSchema,
  lessonUpdateSchema,
  markdownPreviewBodySchema,
  markdownPreviewResponseSchema,
  moduleCreateSchema,
  moduleUpdateSchema,
  taughtCoursesResponseSchema,
} from "#contracts/course-editor.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { CourseEditorService } from "./course-editor-service.ts";

// The instructor portal's course editor. The route admits instructors and admins; the course decides
// (editor-access.ts): its own instructors and every admin edit it, other instructors get 403.
const staff = access.roles("instructor", "admin");
const read = { access: staff, rateLimit: rateLimitPresets.adminRead };
const write = { access: staff, rateLimit: rateLimitPresets.adminWrite };
const tags = ["course editor"];

export const editorRoutes: FastifyPluginAsyncZod<{ service: CourseEditorService }> = async (
  app,
  { service },
) => {
  app.get(
    courseEditorApi.courses.path,
    {
      config: read,
      schema: endpointSchema(courseEditorApi.courses, {
        tags,
        summary: "The courses the signed-in instructor teaches (every course for an admin), with figures",
        response: { 200: taughtCoursesResponseSchema },
      }),
    },
    async (request) => service.courses(request.user!),
  );

  app.get(
    courseEditorApi.content.path,
    {
      config: read,
      schema: endpointSchema(courseEditorApi.content, {
        tags,
        summary: "A course's modules and lessons, drafts included, as its editors see them",
        params: editorCourseParamsSchema,
        response: { 200: courseContentSchema },
      }),
    },
    async (request) => service.content(request.user!, request.params.courseSlug),
  );

  app.put(
    courseEditorApi.reorder.path,
    {
      config: write,
      schema: endpointSchema(courseEditorApi.reorder, {
        tags,
        summary: "Put every module and lesson in order (409 when the course changed since it was read)",
        params: editorCourseParamsSchema,
        body: courseOrderSchema,
        response: { 200: courseContentSchema },
      }),
    },
    async (request) => service.reorder(request.user!, request.params.courseSlug, request.body.modules),
  );

  app.post(
    courseEditorApi.createModule.path,
    {
      config: write,
      schema: endpointSchema(courseEditorApi.createModule, {
        tags,
        summary: "Add a module at the end of the course",
        params: editorCourseParamsSchema,
        body: moduleCreateSchema,
        response: { 201: editorModuleSchema },
      }),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createModule(request.user!, request.params.courseSlug, request.body)),
  );

  app.patch(
    courseEditorApi.updateModule.path,
    {
      config: write,
      schema: endpointSchema(courseEditorApi.updateModule, {
        tags,
        summary: "Change a module's title, summary or opening day",
        params: editorModuleParamsSchema,
        body: moduleUpdateSchema,
        response: { 200: editorModuleSchema },
      }),
    },
    async (request) =>
      service.updateModule(request.user!, request.params.courseSlug, request.params.moduleId, request.body),
  );

  app.delete(
    courseEditorApi.deleteModule.path,
    {
      config: write,
      schema: endpointSchema(courseEditorApi.deleteModule, {
        tags,
        summary: "Delete an empty module (409 while it holds lessons)",
        params: editorModuleParamsSchema,
      }),
    },
    async (request, reply) => {
      await service.deleteModule(request.user!, request.params.courseSlug, request.params.moduleId);
      return reply.status(204).send();
    },
  );

  app.post(
    courseEditorApi.createLesson.path,
    {
      config: write,
      schema: endpointSchema(courseEditorApi.createLesson, {
        tags,
        summary: "Add a draft lesson at the end of a module",
        params: editorModuleParamsSchema,
        body: lessonCreateSchema,
        response: { 201: editorLessonSchema },
      }),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.createLesson(
            request.user!,
            request.params.courseSlug,
            request.params.moduleId,
            request.body,
          ),
        ),
  );

  app.get(
    courseEditorApi.lesson.path,
    {
      config: read,
      schema: endpointSchema(courseEditorApi.lesson, {
        tags,
        summary: "A lesson with its Markdown, for editing",
        params: editorLessonParamsSchema,
        response: { 200: lessonDetailSchema },
      }),
    },
    async (request) => service.lesson(request.user!, request.params.courseSlug, request.params.lessonId),
  );

  app.patch(
    courseEditorApi.updateLesson.path,
    {
      config: write,
      schema: endpointSchema(courseEditorApi.updateLesson, {
        tags,
        summary: "Save a lesson (409 when someone saved it after the version the editor loaded)",
        params: editorLessonParamsSchema,
        body: lessonUpdateSchema,
        response: { 200: lessonDetailSchema },
      }),
    },
    async (request) =>
      service.updateLesson(request.user!, request.params.courseSlug, request.params.lessonId, request.body),
  );

  app.delete(
    courseEditorApi.deleteLesson.path,
    {
      config: write,
      schema: endpointSchema(courseEditorApi.deleteLesson, {
        tags,
        summary: "Delete a lesson with its learners' progress in it",
        params: editorLessonParamsSchema,
      }),
    },
    async (request, reply) => {
      await service.deleteLesson(request.user!, request.params.courseSlug, request.params.lessonId);
      return reply.status(204).send();
    },
  );

  app.post(
    courseEditorApi.markdownPreview.path,
    {
      // A preview renders and writes nothing: not a change for the audit log (decision 0042).
      config: { access: staff, rateLimit: rateLimitPresets.editorPreview, auditReadOnly: true },
      schema: endpointSchema(courseEditorApi.markdownPreview, {
        tags,
        summary: "Render lesson Markdown as the lesson page will show it (sanitised)",
        body: markdownPreviewBodySchema,
        response: { 200: markdownPreviewResponseSchema },
      }),
    },
    async (request) => service.preview(request.body.markdown),
  );
};
