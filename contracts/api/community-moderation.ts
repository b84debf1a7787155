import type {
  moderationActionSchema,
  moderationQueuePageSchema,
  moderationQueueQuerySchema,
  moderationResultSchema,
  reportInputSchema,
  reportSchema,
  standingSchema,
} from "#contracts/community-moderation.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

/** The community forum's moderation (issue 18): reports, the queue, staff actions and one's own standing. */
export const communityModerationApi = {
  reportThread: endpoint("POST", "/api/community/threads/:id/report")
    .body<In<typeof reportInputSchema>>()
    .returns<Out<typeof reportSchema>>(),
  reportReply: endpoint("POST", "/api/community/replies/:id/report")
    .body<In<typeof reportInputSchema>>()
    .returns<Out<typeof reportSchema>>(),
  queue: endpoint("GET", "/api/community/moderation/queue")
    .query<Query<typeof moderationQueueQuerySchema>>()
    .returns<Out<typeof moderationQueuePageSchema>>(),
  act: endpoint("POST", "/api/community/moderation/:kind/:id")
    .body<In<typeof moderationActionSchema>>()
    .returns<Out<typeof moderationResultSchema>>(),
  standing: endpoint("GET", "/api/community/me/standing").returns<Out<typeof standingSchema>>(),
};
