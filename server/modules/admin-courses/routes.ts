import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminCourseCreateSchema,
  adminCourseParamsSchema,
  adminCourseSchema,
  adminCourseSlugSchema,
  adminCourseStatusSchema,
  adminCoursesPageSchema,
  adminCoursesQuerySchema,
  adminCourseUpdateSchema,
  adminReviewParamsSchema,
  adminReviewSchema,
  adminReviewsPageSchema,
  adminReviewsQuerySchema,
  adminReviewUpdateSchema,
  instructorOptionsSchema,
} from "#contracts/admin-courses.ts";
import { adminCoursesApi as api } from "#contracts/api/admin-courses.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { AdminCoursesService } from "./admin-courses-service.ts";
import type { ReviewModeration } from "./review-moderation.ts";

const admin = access.roles("admin");
const read = { access: admin, rateLimit: rateLimitPresets.adminRead };
const write = { access: admin, rateLimit: rateLimitPresets.adminWrite };
const tags = ["admin"];

// Course Management (decision 0044): thin edges over the course service and reviews moderation.
export const adminCoursesRoutes: FastifyPluginAsyncZod<{
  courses: AdminCoursesService;
  reviews: ReviewModeration;
}> = async (app, { courses, reviews }) => {
  app.get(
    api.list.path,
    {
      config: read,
      schema: endpointSchema(api.list, {
        tags,
        summary: "Courses by title or slug and status, last changed first, paginated",
        querystring: adminCoursesQuerySchema,
        response: { 200: adminCoursesPageSchema },
      }),
    },
    async (request) => courses.list(request.query),
  );

  app.post(
    api.create.path,
    {
      config: write,
      schema: endpointSchema(api.create, {
        tags,
        summary: "Create a course (unpublished) with every catalog field; 400 when the slug is taken",
        body: adminCourseCreateSchema,
        response: { 201: adminCourseSchema },
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await courses.create(request.body, auditActorOf(request))),
  );

  app.get(
    api.instructorOptions.path,
    {
      config: read,
      schema: endpointSchema(api.instructorOptions, {
        tags,
        summary: "The public instructor profiles a course page may show, by name",
        response: { 200: instructorOptionsSchema },
      }),
    },
    async () => courses.instructorOptions(),
  );

  app.get(
    api.course.path,
    {
      config: read,
      schema: endpointSchema(api.course, {
        tags,
        summary: "One course with every catalog field, its FAQs, instructors and version",
        params: adminCourseParamsSchema,
        response: { 200: adminCourseSchema },
      }),
    },
    async (request) => courses.get(request.params.courseId),
  );

  app.put(
    api.update.path,
    {
      config: write,
      schema: endpointSchema(api.update, {
        tags,
        summary: "Save the course's fields; 409 when someone saved it after `version` (nothing is written)",
        params: adminCourseParamsSchema,
        body: adminCourseUpdateSchema,
        response: { 200: adminCourseSchema },
      }),
    },
    async (request) => courses.update(request.params.courseId, request.body, auditActorOf(request)),
  );

  app.put(
    api.changeSlug.path,
    {
      config: write,
      schema: endpointSchema(api.changeSlug, {
        tags,
        summary: "Give the course a new slug; the old address redirects to the new one (301)",
        params: adminCourseParamsSchema,
        body: adminCourseSlugSchema,
        response: { 200: adminCourseSchema },
      }),
    },
    async (request) => courses.changeSlug(request.params.courseId, request.body, auditActorOf(request)),
  );

  app.post(
    api.setStatus.path,
    {
      config: write,
      schema: endpointSchema(api.setStatus, {
        tags,
        summary: "Publish, unpublish (page kept, out of the catalog) or archive (page and checkout gone)",
        params: adminCourseParamsSchema,
        body: adminCourseStatusSchema,
        response: { 200: adminCourseSchema },
      }),
    },
    async (request) => courses.setStatus(request.params.courseId, request.body.status, auditActorOf(request)),
  );

  app.get(
    api.reviews.path,
    {
      config: read,
      schema: endpointSchema(api.reviews, {
        tags,
        summary: "Reviews of one course or all, by status and rating, newest first, paginated",
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewsPageSchema },
      }),
    },
    async (request) => reviews.list(request.query),
  );

  app.patch(
    api.updateReview.path,
    {
      config: write,
      schema: endpointSchema(api.updateReview, {
        tags,
        summary: "Publish or hide a review, and set or remove the school's reply",
        params: adminReviewParamsSchema,
        body: adminReviewUpdateSchema,
        response: { 200: adminReviewSchema },
      }),
    },
    async (request) => reviews.update(request.params.reviewId, request.body, auditActorOf(request)),
  );
};
