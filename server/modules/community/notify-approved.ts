import type { CommunityDeps } from "./community-deps.ts";
import type { ModeratedPost } from "./moderation-target.ts";
import { notifyMentions, notifyReply } from "./notify-community.ts";
import { renderPost } from "./render-post.ts";

/**
 * A post held for review and approved tells now what its writing would have told (notify-community.ts):
 * a thread its mentions, a reply the thread's author, the author of the reply it answers and its mentions.
 * The author is the one who acts, not the moderator; a post deleted while held tells nobody. Mentions are
 * read from the body again, against who may read the space now. A nested reply answers its top-level
 * reply's author: which nested reply it answered is not stored (post-reply.ts joins it to the top).
 */
export async function notifyApproved(deps: CommunityDeps, target: ModeratedPost): Promise<void> {
  const { post, thread, space } = target;
  if (!post.authorId || post.deletedAt !== null || thread.deletedAt !== null) return;
  const author = { id: post.authorId };
  if (target.kind === "thread") {
    const { mentioned } = await renderPost(deps, space, thread.body);
    await notifyMentions(deps, author, thread, { kind: "thread", id: thread.id }, mentioned);
    return;
  }
  const reply = await deps.posts.replyById(post.id);
  if (!reply) return;
  const parent = reply.parentId ? await deps.posts.replyById(reply.parentId) : undefined;
  const { mentioned } = await renderPost(deps, space, reply.body);
  await notifyReply(
    deps,
    author,
    space,
    thread,
    { id: reply.id, answeredAuthorId: parent && parent.deletedAt === null ? parent.authorId : null },
    mentioned,
  );
}
