import type { ThreadState } from "#contracts/community.ts";
import { communityText } from "#contracts/community-text.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import { openThread } from "./post-access.ts";

/**
 * Pins a thread to the top of its space, or locks it against replies and edits (or undoes either): the
 * space's staff only, the course's instructors in course and batch spaces and admins anywhere.
 */
export async function setThreadFlag(
  deps: CommunityDeps,
  user: CommunityUser,
  threadId: string,
  flag: "pinned" | "locked",
  value: boolean,
): Promise<ThreadState> {
  const { thread, moderator } = await openThread(deps, user, threadId);
  if (!moderator) throw new HttpError(403, communityText.cannotModerate);
  if (thread.deletedAt !== null && value) throw new HttpError(409, communityText.deletedPost);
  const state = await deps.posts.setFlag(thread.id, flag, value);
  if (!state) throw new HttpError(404, apiMessages.notFound);
  deps.changes.publish({ spaceKey: thread.spaceKey, threadId: thread.id, change: "state" });
  return state;
}
