import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { communityApi } from "#contracts/api/community.ts";
import {
  acceptBodySchema,
  editHistorySchema,
  lockBodySchema,
  nestedRepliesSchema,
  pinBodySchema,
  postParamsSchema,
  replyEditSchema,
  replyInputSchema,
  replySchema,
  spaceListSchema,
  spaceParamsSchema,
  threadDetailSchema,
  threadEditSchema,
  threadInputSchema,
  threadListPageSchema,
  threadListQuerySchema,
  threadPageQuerySchema,
  threadSchema,
  threadStateSchema,
  voteResultSchema,
} from "#contracts/community.ts";
import { teachingOverviewSchema, teachingQuerySchema } from "#contracts/community-teaching.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { CommunityService } from "./service.ts";

// Every call is for signed-in people; which spaces, threads and replies they reach is the service's rule
// (space-access.ts: 404 for a space they may not read). Writes carry the anti-forgery token like every
// other state change (plugins/csrf.ts).
const read = { access: access.signedIn, rateLimit: rateLimitPresets.read };
const write = { access: access.signedIn, rateLimit: rateLimitPresets.learnerWrite };
const tags = ["community"];

export const communityRoutes: FastifyPluginAsyncZod<{ service: CommunityService }> = async (
  app,
  { service },
) => {
  app.get(
    communityApi.spaces.path,
    {
      config: read,
      schema: endpointSchema(communityApi.spaces, {
        tags,
        summary: "The spaces the caller may read, with their thread counts and latest activity",
        response: { 200: spaceListSchema },
      }),
    },
    async (request) => service.spaces(request.user!),
  );

  app.get(
    communityApi.threads.path,
    {
      config: read,
      schema: endpointSchema(communityApi.threads, {
        tags,
        summary: "A page of a space's threads, pinned first, then by latest activity",
        params: spaceParamsSchema,
        querystring: threadListQuerySchema,
        response: { 200: threadListPageSchema },
      }),
    },
    async (request) => service.threads(request.user!, request.params.space, request.query),
  );

  app.post(
    communityApi.createThread.path,
    {
      config: write,
      schema: endpointSchema(communityApi.createThread, {
        tags,
        summary: "Start a thread in a space the caller may read",
        params: spaceParamsSchema,
        body: threadInputSchema,
        response: { 201: threadSchema },
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await service.createThread(request.user!, request.params.space, request.body)),
  );

  app.get(
    communityApi.thread.path,
    {
      config: read,
      schema: endpointSchema(communityApi.thread, {
        tags,
        summary: "A thread and a page of its top-level replies, each with the first of its nested replies",
        params: postParamsSchema,
        querystring: threadPageQuerySchema,
        response: { 200: threadDetailSchema },
      }),
    },
    async (request) => service.thread(request.user!, request.params.id, request.query.page),
  );

  app.patch(
    communityApi.editThread.path,
    {
      config: write,
      schema: endpointSchema(communityApi.editThread, {
        tags,
        summary: "The author's edit of a thread at the version they opened (409 when stale)",
        params: postParamsSchema,
        body: threadEditSchema,
        response: { 200: threadSchema },
      }),
    },
    async (request) => service.editThread(request.user!, request.params.id, request.body),
  );

  app.delete(
    communityApi.deleteThread.path,
    {
      config: write,
      schema: endpointSchema(communityApi.deleteThread, {
        tags,
        summary: "Delete a thread (soft: it shows as [deleted]); its author or the space's staff",
        params: postParamsSchema,
      }),
    },
    async (request, reply) => {
      await service.deleteThread(request.user!, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    communityApi.threadHistory.path,
    {
      config: read,
      schema: endpointSchema(communityApi.threadHistory, {
        tags,
        summary: "What a thread said before each edit, newest first; its author and the space's staff",
        params: postParamsSchema,
        response: { 200: editHistorySchema },
      }),
    },
    async (request) => service.history(request.user!, "thread", request.params.id),
  );

  app.post(
    communityApi.voteThread.path,
    {
      config: write,
      schema: endpointSchema(communityApi.voteThread, {
        tags,
        summary: "Upvote a thread, or take the upvote back (never one's own)",
        params: postParamsSchema,
        response: { 200: voteResultSchema },
      }),
    },
    async (request) => service.vote(request.user!, "thread", request.params.id),
  );

  app.post(
    communityApi.accept.path,
    {
      config: write,
      schema: endpointSchema(communityApi.accept, {
        tags,
        summary: "Set or clear (null) the accepted answer; the thread's author or the space's staff",
        params: postParamsSchema,
        body: acceptBodySchema,
        response: { 200: threadStateSchema },
      }),
    },
    async (request) => service.accept(request.user!, request.params.id, request.body.replyId),
  );

  app.post(
    communityApi.pin.path,
    {
      config: write,
      schema: endpointSchema(communityApi.pin, {
        tags,
        summary: "Pin or unpin a thread; the space's staff",
        params: postParamsSchema,
        body: pinBodySchema,
        response: { 200: threadStateSchema },
      }),
    },
    async (request) => service.setFlag(request.user!, request.params.id, "pinned", request.body.pinned),
  );

  app.post(
    communityApi.lock.path,
    {
      config: write,
      schema: endpointSchema(communityApi.lock, {
        tags,
        summary: "Lock or unlock a thread against replies and edits; the space's staff",
        params: postParamsSchema,
        body: lockBodySchema,
        response: { 200: threadStateSchema },
      }),
    },
    async (request) => service.setFlag(request.user!, request.params.id, "locked", request.body.locked),
  );

  app.post(
    communityApi.reply.path,
    {
      config: write,
      schema: endpointSchema(communityApi.reply, {
        tags,
        summary: "Reply to a thread, or to a reply (one level of nesting); 403 on a locked thread",
        params: postParamsSchema,
        body: replyInputSchema,
        response: { 201: replySchema },
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await service.reply(request.user!, request.params.id, request.body)),
  );

  app.patch(
    communityApi.editReply.path,
    {
      config: write,
      schema: endpointSchema(communityApi.editReply, {
        tags,
        summary: "The author's edit of a reply at the version they opened (409 when stale)",
        params: postParamsSchema,
        body: replyEditSchema,
        response: { 200: replySchema },
      }),
    },
    async (request) => service.editReply(request.user!, request.params.id, request.body),
  );

  app.delete(
    communityApi.deleteReply.path,
    {
      config: write,
      schema: endpointSchema(communityApi.deleteReply, {
        tags,
        summary: "Delete a reply (soft: it shows as [deleted]); its author or the space's staff",
        params: postParamsSchema,
      }),
    },
    async (request, reply) => {
      await service.deleteReply(request.user!, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    communityApi.nestedReplies.path,
    {
      config: read,
      schema: endpointSchema(communityApi.nestedReplies, {
        tags,
        summary: "All of a top-level reply's nested replies (a thread's page carries the first few)",
        params: postParamsSchema,
        response: { 200: nestedRepliesSchema },
      }),
    },
    async (request) => service.nestedReplies(request.user!, request.params.id),
  );

  app.get(
    communityApi.replyHistory.path,
    {
      config: read,
      schema: endpointSchema(communityApi.replyHistory, {
        tags,
        summary: "What a reply said before each edit, newest first; its author and the space's staff",
        params: postParamsSchema,
        response: { 200: editHistorySchema },
      }),
    },
    async (request) => service.history(request.user!, "reply", request.params.id),
  );

  app.post(
    communityApi.voteReply.path,
    {
      config: write,
      schema: endpointSchema(communityApi.voteReply, {
        tags,
        summary: "Upvote a reply, or take the upvote back (never one's own)",
        params: postParamsSchema,
        response: { 200: voteResultSchema },
      }),
    },
    async (request) => service.vote(request.user!, "reply", request.params.id),
  );

  app.get(
    communityApi.teaching.path,
    {
      config: { access: access.roles("instructor", "admin"), rateLimit: rateLimitPresets.read },
      schema: endpointSchema(communityApi.teaching, {
        tags,
        summary: "The spaces the caller moderates, unanswered questions first, and those questions",
        querystring: teachingQuerySchema,
        response: { 200: teachingOverviewSchema },
      }),
    },
    async (request) => service.teaching(request.user!, request.query),
  );
};
