import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import {
  calendarFeedCreatedSchema,
  calendarFeedParamsSchema,
  calendarFeedStatusSchema,
  joinSessionResultSchema,
  liveSessionParamsSchema,
  studentSessionsSchema,
} from "#contracts/live-classes.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { icsContentTypeFor } from "#server/lib/ics.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { LiveClassesService } from "./live-classes-service.ts";

// The student's side: any signed-in person asks, and reads only the sessions of batches they hold a place
// in (staff of the course too). The feed is public and answers only to its secret token.
const tags = ["live-classes"];

export const studentRoutes: FastifyPluginAsyncZod<{ service: LiveClassesService }> = async (
  app,
  { service },
) => {
  app.get(
    liveClassesApi.mine.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(liveClassesApi.mine, {
        tags,
        summary: "The reader's live classes: upcoming ones and the latest past ones, with attendance",
        response: { 200: studentSessionsSchema },
      }),
    },
    async (request) => service.mine(request.user!.id),
  );

  app.post(
    liveClassesApi.join.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.learnerWrite },
      schema: endpointSchema(liveClassesApi.join, {
        tags,
        summary: "Join: the meeting link, from 15 minutes before the start to the end; records attendance",
        params: liveSessionParamsSchema,
        response: { 200: joinSessionResultSchema },
      }),
    },
    async (request) => service.join(request.user!, request.params.sessionId),
  );

  app.get(
    liveClassesApi.sessionIcs.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(liveClassesApi.sessionIcs, {
        tags,
        summary: "One session as an .ics file for any calendar",
        params: liveSessionParamsSchema,
      }),
    },
    async (request, reply) => {
      const ics = await service.sessionIcs(request.user!, request.params.sessionId);
      return reply
        .type(icsContentTypeFor("PUBLISH"))
        .header("content-disposition", 'attachment; filename="live-class.ics"')
        .header("cache-control", "private, no-store")
        .send(ics);
    },
  );

  app.get(
    liveClassesApi.feedStatus.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(liveClassesApi.feedStatus, {
        tags,
        summary: "Whether the reader has a personal calendar feed (its address is shown only when made)",
        response: { 200: calendarFeedStatusSchema },
      }),
    },
    async (request) => service.feedStatus(request.user!.id),
  );

  app.post(
    liveClassesApi.createFeed.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.learnerWrite },
      schema: endpointSchema(liveClassesApi.createFeed, {
        tags,
        summary: "Make the reader's personal calendar feed (replaces an earlier one)",
        response: { 201: calendarFeedCreatedSchema },
      }),
    },
    async (request, reply) => reply.code(201).send(await service.createFeed(request.user!.id)),
  );

  app.delete(
    liveClassesApi.revokeFeed.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.learnerWrite },
      schema: endpointSchema(liveClassesApi.revokeFeed, {
        tags,
        summary: "Revoke the reader's calendar feed: its address stops working at once",
      }),
    },
    async (request, reply) => {
      await service.revokeFeed(request.user!.id);
      return reply.code(204).send();
    },
  );

  app.get(
    liveClassesApi.feed.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(liveClassesApi.feed, {
        tags,
        summary: "A personal calendar feed (webcal), by its secret token",
        params: calendarFeedParamsSchema,
      }),
    },
    async (request, reply) => {
      const ics = await service.feed(request.params.token);
      return reply
        .type(icsContentTypeFor("PUBLISH"))
        .header("content-disposition", 'inline; filename="live-classes.ics"')
        .header("cache-control", "private, no-store")
        .send(ics);
    },
  );
};
