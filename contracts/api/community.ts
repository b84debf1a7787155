import type {
  acceptBodySchema,
  editHistorySchema,
  lockBodySchema,
  nestedRepliesSchema,
  pinBodySchema,
  replyEditSchema,
  replyInputSchema,
  replySchema,
  spaceListSchema,
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
import type { teachingOverviewSchema, teachingQuerySchema } from "#contracts/community-teaching.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

const threads = "/api/community/threads/:id";
const replies = "/api/community/replies/:id";

/** The community forum (decision 0047): every call is for signed-in people, each space for its members. */
export const communityApi = {
  spaces: endpoint("GET", "/api/community/spaces").returns<Out<typeof spaceListSchema>>(),
  threads: endpoint("GET", "/api/community/spaces/:space/threads")
    .query<Query<typeof threadListQuerySchema>>()
    .returns<Out<typeof threadListPageSchema>>(),
  createThread: endpoint("POST", "/api/community/spaces/:space/threads")
    .body<In<typeof threadInputSchema>>()
    .returns<Out<typeof threadSchema>>(),
  thread: endpoint("GET", threads)
    .query<Query<typeof threadPageQuerySchema>>()
    .returns<Out<typeof threadDetailSchema>>(),
  editThread: endpoint("PATCH", threads)
    .body<In<typeof threadEditSchema>>()
    .returns<Out<typeof threadSchema>>(),
  deleteThread: endpoint("DELETE", threads).returns<undefined>(),
  threadHistory: endpoint("GET", `${threads}/history`).returns<Out<typeof editHistorySchema>>(),
  voteThread: endpoint("POST", `${threads}/vote`).returns<Out<typeof voteResultSchema>>(),
  accept: endpoint("POST", `${threads}/accept`)
    .body<In<typeof acceptBodySchema>>()
    .returns<Out<typeof threadStateSchema>>(),
  pin: endpoint("POST", `${threads}/pin`)
    .body<In<typeof pinBodySchema>>()
    .returns<Out<typeof threadStateSchema>>(),
  lock: endpoint("POST", `${threads}/lock`)
    .body<In<typeof lockBodySchema>>()
    .returns<Out<typeof threadStateSchema>>(),
  reply: endpoint("POST", `${threads}/replies`)
    .body<In<typeof replyInputSchema>>()
    .returns<Out<typeof replySchema>>(),
  editReply: endpoint("PATCH", replies).body<In<typeof replyEditSchema>>().returns<Out<typeof replySchema>>(),
  deleteReply: endpoint("DELETE", replies).returns<undefined>(),
  nestedReplies: endpoint("GET", `${replies}/replies`).returns<Out<typeof nestedRepliesSchema>>(),
  replyHistory: endpoint("GET", `${replies}/history`).returns<Out<typeof editHistorySchema>>(),
  voteReply: endpoint("POST", `${replies}/vote`).returns<Out<typeof voteResultSchema>>(),
  /** The instructor portal's list: the spaces the caller moderates and their unanswered questions. */
  teaching: endpoint("GET", "/api/community/teaching")
    .query<Query<typeof teachingQuerySchema>>()
    .returns<Out<typeof teachingOverviewSchema>>(),
};
