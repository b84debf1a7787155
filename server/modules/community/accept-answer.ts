import type { ThreadState } from "#contracts/community.ts";
import { communityText } from "#contracts/community-text.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import { notifyAccepted } from "./notify-community.ts";
import { openThread } from "./post-access.ts";

/** The thread's accepted answer, set or cleared (null) by its author or the space's staff. */
export async function acceptAnswer(
  deps: CommunityDeps,
  user: CommunityUser,
  threadId: string,
  replyId: string | null,
): Promise<ThreadState> {
  const { thread, moderator, space } = await openThread(deps, user, threadId);
  if (thread.authorId !== user.id && !moderator) throw new HttpError(403, communityText.cannotAccept);
  if (thread.deletedAt !== null) throw new HttpError(409, communityText.deletedPost);
  const reply = replyId === null ? undefined : await deps.posts.replyById(replyId);
  // Only a published reply can be the answer: a hidden one or one awaiting review is not there for readers.
  if (
    replyId !== null &&
    (!reply || reply.threadId !== thread.id || reply.deletedAt !== null || reply.moderation !== "published")
  )
    throw new HttpError(400, communityText.replyInvalid, "replyId");
  const state = await deps.posts.setAccepted(thread.id, replyId);
  if (!state) throw new HttpError(404, apiMessages.notFound);
  if (reply) await notifyAccepted(deps, user, space, thread, reply);
  deps.changes.publish({ spaceKey: thread.spaceKey, threadId: thread.id, replyId, change: "state" });
  return state;
}
