import type { ThreadDetail } from "#contracts/community.ts";
import { communityLimits } from "#contracts/community-text.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import { toSpace } from "./list-spaces.ts";
import { openThread } from "./post-access.ts";
import { toHiddenPlaceholder, toReply, toThread } from "./post-dto.ts";
import { visibleTo } from "./post-visibility.ts";

/**
 * A thread and a page of its top-level replies in the order written, each with the first of its nested
 * replies (the rest: read-nested-replies.ts). Deleted posts stay in their place as "[deleted]" so the
 * conversation around them still reads.
 */
export async function readThread(
  deps: CommunityDeps,
  user: CommunityUser,
  id: string,
  page: number,
): Promise<ThreadDetail> {
  const { thread, space, moderator } = await openThread(deps, user, id);
  const pageSize = communityLimits.repliesPageSize;
  const [{ top, nested, nestedCounts, total }, stats] = await Promise.all([
    deps.posts.repliesPage(thread.id, page, pageSize, user.id, moderator, {
      shown: communityLimits.nestedShown,
      acceptedId: thread.acceptedReplyId,
    }),
    deps.spaces.stats([space.storedKey]),
    // Opening the thread's page marks it read for the unread markers of the lists.
    deps.reads.markRead(user.id, thread.id, deps.now(), thread.replyCount, thread.lastActivityAt),
  ]);
  const accepted = thread.acceptedReplyId;
  const items = top.map((reply) => ({
    // Readers who are not staff get a hidden reply only for its nested replies, as "[hidden]".
    ...(visibleTo(reply, user.id, moderator)
      ? toReply(reply, user.id, accepted)
      : toHiddenPlaceholder(toReply(reply, user.id, accepted))),
    replies: nested
      .filter((child) => child.parentId === reply.id)
      .map((child) => toReply(child, user.id, accepted)),
    replyCount: nestedCounts.get(reply.id) ?? 0,
  }));
  const deleted = thread.deletedAt !== null;
  return {
    thread: toThread(thread, space.key, user.id),
    space: toSpace(space, moderator, stats.get(space.storedKey)),
    can: {
      reply: !deleted && (!thread.locked || moderator),
      moderate: moderator,
      accept: !deleted && (moderator || thread.authorId === user.id),
    },
    replies: { items, total, page, pageSize },
  };
}
