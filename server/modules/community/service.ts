import type {
  ReplyEdit,
  ReplyInput,
  ThreadEdit,
  ThreadInput,
  ThreadListQuery,
} from "#contracts/community.ts";
import type { Database } from "#server/db/client.ts";
import type { InstanceEvents } from "#server/lib/instance-events.ts";
import { acceptAnswer } from "./accept-answer.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import { createThread } from "./create-thread.ts";
import { deleteReply, deleteThread } from "./delete-post.ts";
import { editReply, editThread } from "./edit-post.ts";
import { listSpaces } from "./list-spaces.ts";
import { listThreads } from "./list-threads.ts";
import { postReply } from "./post-reply.ts";
import { createPostsRepository } from "./posts-repository.ts";
import { createChangePublisher } from "./publish-change.ts";
import { readEditHistory } from "./read-edit-history.ts";
import { readThread } from "./read-thread.ts";
import { setThreadFlag } from "./set-thread-flag.ts";
import { createSpacesRepository } from "./spaces-repository.ts";
import { followSpace, followThread } from "./thread-events.ts";
import { toggleVote } from "./toggle-vote.ts";

type User = CommunityUser;

/** The community forum (decision 0047), one use case a file, bound to its repositories and renderer. */
export function createCommunityService(options: {
  db: Database;
  renderMarkdown: (markdown: string) => string;
  /** Where committed changes are told to every instance's live listeners (decision 0028). */
  events: Pick<InstanceEvents, "publish">;
  now?: () => Date;
}) {
  const deps: CommunityDeps = {
    spaces: createSpacesRepository(options.db),
    posts: createPostsRepository(options.db),
    renderMarkdown: options.renderMarkdown,
    now: options.now ?? (() => new Date()),
    changes: createChangePublisher(options.events),
  };
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
    history: (user: User, kind: "thread" | "reply", id: string) => readEditHistory(deps, user, kind, id),
    vote: (user: User, kind: "thread" | "reply", id: string) => toggleVote(deps, user, kind, id),
    accept: (user: User, threadId: string, replyId: string | null) =>
      acceptAnswer(deps, user, threadId, replyId),
    setFlag: (user: User, threadId: string, flag: "pinned" | "locked", value: boolean) =>
      setThreadFlag(deps, user, threadId, flag, value),
    followThread: (user: User, id: string) => followThread(deps, user, id),
    followSpace: (user: User, space: string) => followSpace(deps, user, space),
  };
}
export type CommunityService = ReturnType<typeof createCommunityService>;
