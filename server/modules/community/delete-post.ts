import { communityText } from "#contracts/community-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import { openReply, openThread } from "./post-access.ts";

// Soft deletes (decision 0047): by the author or the space's staff. The post keeps its place as
// "[deleted]" (its replies stay readable); deleting it again changes nothing and answers the same.

export async function deleteThread(deps: CommunityDeps, user: CommunityUser, id: string): Promise<void> {
  const { thread, moderator } = await openThread(deps, user, id);
  if (thread.authorId !== user.id && !moderator) throw new HttpError(403, communityText.cannotDelete);
  await deps.posts.deleteThread(thread.id, deps.now());
  deps.changes.publish({ spaceKey: thread.spaceKey, threadId: thread.id, change: "delete" });
}

export async function deleteReply(deps: CommunityDeps, user: CommunityUser, id: string): Promise<void> {
  const { thread, reply, moderator } = await openReply(deps, user, id);
  if (reply.authorId !== user.id && !moderator) throw new HttpError(403, communityText.cannotDelete);
  await deps.posts.deleteReply(reply.id, reply.threadId, deps.now());
  deps.changes.publish({
    spaceKey: thread.spaceKey,
    threadId: thread.id,
    replyId: reply.id,
    change: "delete",
  });
}
