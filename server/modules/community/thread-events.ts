import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import { openThread } from "./post-access.ts";
import { openSpace } from "./space-access.ts";

// Who may follow a thread's or a space's live updates: whoever may read it, by the same rule as its page
// (space-access.ts; 404 otherwise). Asked before a stream opens and again before each event is passed on,
// so a listener whose enrollment ended hears nothing more.

/** What a stream follows: a thread (and so its space), or a whole space; stored keys, as events carry. */
export type LiveTarget = { spaceKey: string; threadId: string | null };

export async function followThread(
  deps: CommunityDeps,
  user: CommunityUser,
  id: string,
): Promise<LiveTarget> {
  const { thread } = await openThread(deps, user, id);
  return { spaceKey: thread.spaceKey, threadId: thread.id };
}

export async function followSpace(
  deps: CommunityDeps,
  user: CommunityUser,
  key: string,
): Promise<LiveTarget> {
  const { space } = await openSpace(deps, user, key);
  return { spaceKey: space.storedKey, threadId: null };
}
