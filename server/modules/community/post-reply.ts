import type { Reply, ReplyInput } from "#contracts/community.ts";
import { communityText } from "#contracts/community-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import { admitPost } from "./hold-for-review.ts";
import { notifyReply } from "./notify-community.ts";
import { openThread } from "./post-access.ts";
import { toReply } from "./post-dto.ts";
import { renderPost } from "./render-post.ts";

/**
 * A reply in a thread the user may read. A locked thread takes replies from its space's staff only; a
 * deleted one from nobody. One level of nesting: a reply to a nested reply joins its top-level reply.
 */
export async function postReply(
  deps: CommunityDeps,
  user: CommunityUser,
  threadId: string,
  input: ReplyInput,
): Promise<Reply> {
  const open = await openThread(deps, user, threadId);
  const { thread, moderator, space } = open;
  if (thread.deletedAt !== null) throw new HttpError(409, communityText.deletedPost);
  if (thread.locked && !moderator) throw new HttpError(403, communityText.locked);
  let parentId: string | null = null;
  let answeredAuthorId: string | null = null;
  if (input.parentId) {
    const parent = await deps.posts.replyById(input.parentId);
    if (!parent || parent.threadId !== thread.id)
      throw new HttpError(400, communityText.parentInvalid, "parentId");
    parentId = parent.parentId ?? parent.id;
    if (parent.deletedAt === null) answeredAuthorId = parent.authorId;
  }
  const moderation = await admitPost(deps, user, open, "replies", input.body);
  const rendered = await renderPost(deps, space, input.body);
  const id = await deps.posts.insertReply(
    {
      threadId: thread.id,
      parentId,
      authorId: user.id,
      body: input.body,
      bodyHtml: rendered.html,
      moderation,
    },
    deps.now(),
  );
  deps.changes.publish({ spaceKey: thread.spaceKey, threadId: thread.id, replyId: id, change: "reply" });
  const row = await deps.posts.replyById(id, user.id);
  if (!row) throw new Error("reply vanished after posting");
  // The replier has seen the thread up to their own reply (it must not turn it unread for them).
  await Promise.all([
    deps.reads.markRead(user.id, thread.id, row.createdAt, thread.replyCount + 1),
    // A post held for review tells nobody yet: only its author and the space's staff can read it.
    moderation === "published"
      ? notifyReply(deps, user, space, thread, { id, answeredAuthorId }, rendered.mentioned)
      : undefined,
  ]);
  return toReply(row, user.id, thread.acceptedReplyId);
}
