import type { VoteResult } from "#contracts/community.ts";
import { communityText } from "#contracts/community-text.ts";
import type { CommunityPostKind } from "#server/db/schema/community.ts";
import { HttpError } from "#server/http-error.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import { openPost } from "./post-access.ts";

/** An upvote given or taken back, by a reader of the space, never on their own post nor on a deleted one. */
export async function toggleVote(
  deps: CommunityDeps,
  user: CommunityUser,
  kind: CommunityPostKind,
  id: string,
): Promise<VoteResult> {
  const { post, thread } = await openPost(deps, user, kind, id);
  if (post.deletedAt !== null) throw new HttpError(409, communityText.deletedPost);
  if (post.authorId === user.id) throw new HttpError(403, communityText.ownVote);
  const result = await deps.posts.toggleVote(kind, post.id, user.id);
  const replyId = kind === "reply" ? post.id : null;
  deps.changes.publish({ spaceKey: thread.spaceKey, threadId: thread.id, replyId, change: "vote" });
  return result;
}
