import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { communityModerationApi } from "#contracts/api/community-moderation.ts";
import { postParamsSchema } from "#contracts/community.ts";
import {
  moderationActionSchema,
  moderationParamsSchema,
  moderationQueuePageSchema,
  moderationQueueQuerySchema,
  moderationResultSchema,
  reportInputSchema,
  reportSchema,
  standingSchema,
} from "#contracts/community-moderation.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { auditActorOf } from "#server/modules/audit/audit-actor.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { ModerationService } from "./moderation-service.ts";

// The forum's moderation calls (issue 18). Reports and one's standing are for every signed-in reader (the
// service answers 404 for a post they cannot see); the queue and the actions for instructors and admins,
// and among them only the post's space's staff (403 otherwise). Writes carry the anti-forgery token.
const read = { access: access.signedIn, rateLimit: rateLimitPresets.read };
const write = { access: access.signedIn, rateLimit: rateLimitPresets.learnerWrite };
const staff = access.roles("instructor", "admin");
const tags = ["community"];
const postKinds = new Map<string, "thread" | "reply">([
  ["threads", "thread"],
  ["replies", "reply"],
]);

export const moderationRoutes: FastifyPluginAsyncZod<{ service: ModerationService }> = async (
  app,
  { service },
) => {
  for (const kind of ["thread", "reply"] as const) {
    const endpoint =
      kind === "thread" ? communityModerationApi.reportThread : communityModerationApi.reportReply;
    app.post(
      endpoint.path,
      {
        config: write,
        schema: endpointSchema(endpoint, {
          tags,
          summary: `Report a ${kind} to the space's moderators (one open report per person; never one's own)`,
          params: postParamsSchema,
          body: reportInputSchema,
          response: { 201: reportSchema },
        }),
      },
      async (request, reply) =>
        reply.code(201).send(await service.report(request.user!, kind, request.params.id, request.body)),
    );
  }

  app.get(
    communityModerationApi.queue.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminRead },
      schema: endpointSchema(communityModerationApi.queue, {
        tags,
        summary: "Reported posts and posts awaiting review in the spaces the caller moderates, 20 a page",
        querystring: moderationQueueQuerySchema,
        response: { 200: moderationQueuePageSchema },
      }),
    },
    async (request) => service.queue(request.user!, request.query),
  );

  app.post(
    communityModerationApi.act.path,
    {
      config: { access: staff, rateLimit: rateLimitPresets.adminWrite },
      schema: endpointSchema(communityModerationApi.act, {
        tags,
        summary: "Hide, restore (or approve), dismiss reports, warn or suspend the author; the space's staff",
        params: moderationParamsSchema,
        body: moderationActionSchema,
        response: { 200: moderationResultSchema },
      }),
    },
    async (request) => {
      const kind = postKinds.get(request.params.kind);
      if (!kind) throw new HttpError(404, apiMessages.notFound);
      return service.act(request.user!, auditActorOf(request), kind, request.params.id, request.body);
    },
  );

  app.get(
    communityModerationApi.standing.path,
    {
      config: read,
      schema: endpointSchema(communityModerationApi.standing, {
        tags,
        summary: "The caller's own warnings and running posting suspensions",
        response: { 200: standingSchema },
      }),
    },
    async (request) => service.standing(request.user!),
  );
};
