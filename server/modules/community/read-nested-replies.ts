import type { NestedReplies } from "#contracts/community.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import { openThread } from "./post-access.ts";
import { toReply } from "./post-dto.ts";
import { isUuid } from "./space-key.ts";

/**
 * All of a top-level reply's nested replies the caller sees: what "Show more" under it loads, since a
 * thread's page carries only the first few (read-thread.ts). The top-level reply itself may be hidden from
 * the caller and still shown as "[hidden]" for its nested replies, so only its thread's access is checked;
 * a nested reply has no replies of its own and answers 404, as an unknown id does.
 */
export async function readNestedReplies(
  deps: CommunityDeps,
  user: CommunityUser,
  id: string,
): Promise<NestedReplies> {
  if (!isUuid(id)) throw new HttpError(404, apiMessages.notFound);
  const parent = await deps.posts.replyById(id, user.id);
  if (!parent || parent.parentId !== null) throw new HttpError(404, apiMessages.notFound);
  const { thread, moderator } = await openThread(deps, user, parent.threadId);
  const rows = await deps.posts.nestedReplies(parent.id, user.id, moderator);
  return { items: rows.map((row) => toReply(row, user.id, thread.acceptedReplyId)) };
}
