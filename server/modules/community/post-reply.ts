import type { Reply, ReplyInput } from "#contracts/community.ts";
import { communityText } from "#contracts/community-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import { openThread } from "./post-access.ts";
import { toReply } from "./post-dto.ts";

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
  const { thread, moderator } = await openThread(deps, user, threadId);
  if (thread.deletedAt !== null) throw new HttpError(409, communityText.deletedPost);
  if (thread.locked && !moderator) throw new HttpError(403, communityText.locked);
  let parentId: string | null = null;
  if (input.parentId) {
    const parent = await deps.posts.replyById(input.parentId);
    if (!parent || parent.threadId !== thread.id)
      throw new HttpError(400, communityText.parentInvalid, "parentId");
    parentId = parent.parentId ?? parent.id;
  }
  const id = await deps.posts.insertReply(
    {
      threadId: thread.id,
      parentId,
      authorId: user.id,
      body: input.body,
      bodyHtml: deps.renderMarkdown(input.body),
    },
    deps.now(),
  );
  deps.changes.publish({ spaceKey: thread.spaceKey, threadId: thread.id, replyId: id, change: "reply" });
  const row = await deps.posts.replyById(id, user.id);
  if (!row) throw new Error("reply vanished after posting");
  return toReply(row, user.id, thread.acceptedReplyId);
}
