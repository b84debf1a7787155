import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contentApi } from "#contracts/api/content.ts";
import {
  blogListQuerySchema,
  blogListSchema,
  blogPostPageSchema,
  blogSlugParamsSchema,
} from "#contracts/blog.ts";
import { podcastListSchema } from "#contracts/podcast.ts";
import {
  webinarListSchema,
  webinarRegistrationResponseSchema,
  webinarRegistrationSchema,
  webinarSchema,
  webinarSlugParamsSchema,
} from "#contracts/webinars.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { BlogService } from "./blog-service.ts";
import type { PodcastService } from "./podcast-service.ts";
import type { WebinarsService } from "./webinars-service.ts";

type Options = { blog: BlogService; webinars: WebinarsService; podcast: PodcastService };

// The content sections of the public site: blog, webinars (with registration) and the podcast.
export const contentRoutes: FastifyPluginAsyncZod<Options> = async (app, { blog, webinars, podcast }) => {
  const read = { access: access.public, rateLimit: rateLimitPresets.read };

  app.get(
    contentApi.blog.path,
    {
      config: read,
      schema: endpointSchema(contentApi.blog, {
        tags: ["content"],
        summary: "Published blog posts, newest first, 6 a page, optionally with one tag",
        querystring: blogListQuerySchema,
        response: { 200: blogListSchema },
      }),
    },
    async (request) => blog.list(request.query),
  );

  app.get(
    contentApi.blogPost.path,
    {
      config: read,
      schema: endpointSchema(contentApi.blogPost, {
        tags: ["content"],
        summary: "One published post with its body as sanitised HTML, and related posts",
        params: blogSlugParamsSchema,
        response: { 200: blogPostPageSchema },
      }),
    },
    async (request) => blog.post(request.params.slug),
  );

  app.get(
    contentApi.webinars.path,
    {
      config: read,
      schema: endpointSchema(contentApi.webinars, {
        tags: ["content"],
        summary: "Upcoming webinars (soonest first) and past ones (latest first); never the join link",
        response: { 200: webinarListSchema },
      }),
    },
    async () => webinars.list(),
  );

  app.get(
    contentApi.webinar.path,
    {
      config: read,
      schema: endpointSchema(contentApi.webinar, {
        tags: ["content"],
        summary: "One webinar; never the join link",
        params: webinarSlugParamsSchema,
        response: { 200: webinarSchema },
      }),
    },
    async (request) => webinars.get(request.params.slug),
  );

  app.post(
    contentApi.registerForWebinar.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.form },
      schema: endpointSchema(contentApi.registerForWebinar, {
        tags: ["content"],
        summary:
          "Register for an upcoming webinar (name, email): a confirmation mail with the join link and an .ics invite. Repeats answer the same; ended webinars 409",
        params: webinarSlugParamsSchema,
        body: webinarRegistrationSchema,
        response: { 201: webinarRegistrationResponseSchema },
      }),
    },
    async (request, reply) => {
      const result = await webinars.register(request.params.slug, request.body);
      return reply.status(201).send(result);
    },
  );

  app.get(
    contentApi.podcast.path,
    {
      config: read,
      schema: endpointSchema(contentApi.podcast, {
        tags: ["content"],
        summary: "Published podcast episodes, newest first, with show notes as sanitised HTML",
        response: { 200: podcastListSchema },
      }),
    },
    async () => podcast.list(),
  );
};
