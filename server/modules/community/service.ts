import type {
  ReplyEdit,
  ReplyInput,
  ThreadEdit,
  ThreadInput,
  ThreadListQuery,
} from "#contracts/community.ts";
import type { CommunitySearchQuery } from "#contracts/community-search.ts";
import type { TeachingQuery } from "#contracts/community-teaching.ts";
import type { Database } from "#server/db/client.ts";
import { type CounterStores, counterStores } from "#server/lib/counter-store.ts";
import type { InstanceEvents } from "#server/lib/instance-events.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { NotificationSink } from "#server/modules/notifications/service.ts";
import { acceptAnswer } from "./accept-answer.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import { createThread } from "./create-thread.ts";
import { deleteReply, deleteThread } from "./delete-post.ts";
import { editReply, editThread } from "./edit-post.ts";
import { listSpaces } from "./list-spaces.ts";
import { listTeachingSpaces } from "./list-teaching-spaces.ts";
import { listThreads } from "./list-threads.ts";
import { createModerationRepository } from "./moderation-repository.ts";
import { createModerationService } from "./moderation-service.ts";
import { createPeopleRepository } from "./people-repository.ts";
import { postReply } from "./post-reply.ts";
import { createPostsRepository } from "./posts-repository.ts";
import { createChangePublisher } from "./publish-change.ts";
import { readEditHistory } from "./read-edit-history.ts";
import { readNestedReplies } from "./read-nested-replies.ts";
import { readThread } from "./read-thread.ts";
import { createSearchRepository } from "./search-repository.ts";
import { searchThreads } from "./search-threads.ts";
import { setThreadFlag } from "./set-thread-flag.ts";
import { createSpacesRepository } from "./spaces-repository.ts";
import { followSpace, followThread } from "./thread-events.ts";
import { createThreadReadsRepository } from "./thread-reads-repository.ts";
import { toggleVote } from "./toggle-vote.ts";
import { createUserWriteLimits, parseWriteLimits, type WriteLimitsOption } from "./user-write-limits.ts";

type User = CommunityUser;

/** The community forum (decision 0047), one use case a file, bound to its repositories and renderer. */
export function createCommunityService(options: {
  db: Database;
  renderMarkdown: (markdown: string) => string;
  notifications: NotificationSink;
  /** Where committed changes are told to every instance's live listeners (decision 0028). */
  events: Pick<InstanceEvents, "publish">;
  now?: () => Date;
  audit: AuditTrail;
  /** Where per-person write limits count (decision 0029); process memory when absent. */
  counters?: CounterStores;
  /** Per-person write limits (user-write-limits.ts); the defaults of contracts when absent. */
  writeLimits?: WriteLimitsOption;
}) {
  const deps: CommunityDeps = {
    spaces: createSpacesRepository(options.db),
    posts: createPostsRepository(options.db),
    renderMarkdown: options.renderMarkdown,
    now: options.now ?? (() => new Date()),
    people: createPeopleRepository(options.db),
    reads: createThreadReadsRepository(options.db),
    notifications: options.notifications,
    moderation: createModerationRepository(options.db),
    writeLimits: createUserWriteLimits(
      (options.counters ?? counterStores())("community-writes"),
      options.writeLimits ?? parseWriteLimits(undefined),
    ),
    changes: createChangePublisher(options.events),
  };
  const search = createSearchRepository(options.db);
  return {
    spaces: (user: User) => listSpaces(deps, user),
    threads: (user: User, space: string, query: ThreadListQuery) => listThreads(deps, user, space, query),
    createThread: (user: User, space: string, input: ThreadInput) => createThread(deps, user, space, input),
    thread: (user: User, id: string, page: number) => readThread(deps, user, id, page),
    editThread: (user: User, id: string, input: ThreadEdit) => editThread(deps, user, id, input),
    deleteThread: (user: User, id: string) => deleteThread(deps, user, id),
    reply: (user: User, threadId: string, input: ReplyInput) => postReply(deps, user, threadId, input),
    editReply: (user: User, id: string, input: ReplyEdit) => editReply(deps, user, id, input),
    deleteReply: (user: User, id: string) => deleteReply(deps, user, id),
    nestedReplies: (user: User, id: string) => readNestedReplies(deps, user, id),
    history: (user: User, kind: "thread" | "reply", id: string) => readEditHistory(deps, user, kind, id),
    vote: (user: User, kind: "thread" | "reply", id: string) => toggleVote(deps, user, kind, id),
    accept: (user: User, threadId: string, replyId: string | null) =>
      acceptAnswer(deps, user, threadId, replyId),
    setFlag: (user: User, threadId: string, flag: "pinned" | "locked", value: boolean) =>
      setThreadFlag(deps, user, threadId, flag, value),
    teaching: (user: User, query: TeachingQuery) => listTeachingSpaces(deps, user, query),
    search: (user: User, query: CommunitySearchQuery) => searchThreads(deps, search, user, query),
    moderation: createModerationService({ ...deps, audit: options.audit }),
    followThread: (user: User, id: string) => followThread(deps, user, id),
    followSpace: (user: User, space: string) => followSpace(deps, user, space),
  };
}
export type CommunityService = ReturnType<typeof createCommunityService>;
