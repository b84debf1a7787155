import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { communityLiveApi } from "#contracts/api/community-live.ts";
import { postParamsSchema, spaceParamsSchema } from "#contracts/community.ts";
import type { CommunityLiveEvent } from "#contracts/community-live.ts";
import { communityLive, communityLiveText } from "#contracts/community-live-text.ts";
import { HttpError } from "#server/http-error.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { openEventStream } from "#server/lib/event-stream.ts";
import { hashToken } from "#server/modules/auth/session-service.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { CommunityUser } from "./community-deps.ts";
import type { CommunityChangeEvent, LiveListener, LiveStreams } from "./live-streams.ts";
import type { CommunityService } from "./service.ts";
import type { LiveTarget } from "./thread-events.ts";

// The forum's live updates (issue 18) as Server-Sent Events. The session, anti-forgery, rate-limit and
// access hooks run as for any call; the service's rule (404 for a thread or space one may not read) is
// asked before the stream opens and again before each event goes out. Events carry the kind of change and
// ids only: the page reads the thread again through the API. The answer is hijacked from Fastify, so no
// compression or serializer holds an event back; it carries the app's security headers all the same.

const config = { access: access.signedIn, rateLimit: rateLimitPresets.read };
// No HEAD twin: a stream's headers alone would hold a connection and a place under the cap.
const exposeHeadRoute = false;
const tags = ["community"];

type Options = { service: CommunityService; live: LiveStreams };

function follow(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  live: LiveStreams,
  target: LiveTarget,
  mayStillRead: () => Promise<unknown>,
): FastifyReply {
  const user = request.user as CommunityUser;
  // Checked and added with no wait between, so parallel requests cannot pass the cap together.
  if (!live.mayOpen(user.id)) throw new HttpError(429, communityLiveText.tooManyStreams);
  reply.hijack();
  app.securityHeaders.apply(request.raw, reply.raw);
  reply.raw.setHeader("x-request-id", request.id);

  // Events are passed on in the order they came, each after the access rule is asked again.
  let queue = Promise.resolve();
  const listener: LiveListener = {
    userId: user.id,
    sessionId: request.sessionToken ? hashToken(request.sessionToken) : null,
    target,
    deliver(change: CommunityChangeEvent) {
      queue = queue.then(async () => {
        if (stream.closed) return;
        const allowed = await mayStillRead().then(
          () => true,
          () => false,
        );
        if (!allowed) return stream.close();
        const data: CommunityLiveEvent = {
          threadId: change.threadId,
          replyId: change.replyId,
          kind: change.change,
        };
        stream.send(change.change, data);
      });
    },
    close: () => stream.close(),
  };
  const stream = openEventStream(reply.raw, {
    retryMs: communityLive.retryMs,
    heartbeatMs: communityLive.heartbeatMs,
    maxLifetimeMs: communityLive.maxLifetimeMs,
    onClose: () => live.remove(listener),
  });
  live.add(listener);
  return reply;
}

export const communityLiveRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, live }) => {
  // Before the server waits for open connections to finish: the streams end, so SIGTERM drains.
  app.addHook("preClose", async () => live.stop());

  app.get(
    communityLiveApi.threadEvents.path,
    {
      config,
      exposeHeadRoute,
      schema: endpointSchema(communityLiveApi.threadEvents, {
        tags,
        summary:
          "Server-Sent Events of a thread's changes (reply, edit, delete, state, vote): ids and kind only",
        params: postParamsSchema,
      }),
    },
    async (request, reply) => {
      const user = request.user!;
      const { id } = request.params;
      const target = await service.followThread(user, id);
      return follow(app, request, reply, live, target, () => service.followThread(user, id));
    },
  );

  app.get(
    communityLiveApi.spaceEvents.path,
    {
      config,
      exposeHeadRoute,
      schema: endpointSchema(communityLiveApi.spaceEvents, {
        tags,
        summary: "Server-Sent Events of a space's threads (new threads and every change): ids and kind only",
        params: spaceParamsSchema,
      }),
    },
    async (request, reply) => {
      const user = request.user!;
      const { space } = request.params;
      const target = await service.followSpace(user, space);
      return follow(app, request, reply, live, target, () => service.followSpace(user, space));
    },
  );
};
