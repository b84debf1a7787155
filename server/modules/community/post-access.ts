import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import { visibleTo } from "./post-visibility.ts";
import type { ReplyRow, ThreadRow } from "./posts-repository.ts";
import { admit, type OpenSpace, spaceOfThread } from "./space-access.ts";
import { isUuid } from "./space-key.ts";

// A post is reached through its space: a thread or reply in a space the user may not read answers 404,
// like an id that names nothing (space-access.ts).

export type OpenThread = OpenSpace & { thread: ThreadRow };
export type OpenReply = OpenThread & { reply: ReplyRow };

export async function openThread(deps: CommunityDeps, user: CommunityUser, id: string): Promise<OpenThread> {
  if (!isUuid(id)) throw new HttpError(404, apiMessages.notFound);
  const thread = await deps.posts.threadById(id, user.id);
  if (!thread) throw new HttpError(404, apiMessages.notFound);
  const space = await spaceOfThread(deps, thread);
  if (!space) throw new HttpError(404, apiMessages.notFound);
  const open = await admit(deps, user, space);
  // Held and hidden threads answer 404 to whoever may not see them, like an unknown id (moderation).
  if (!visibleTo(thread, user.id, open.moderator)) throw new HttpError(404, apiMessages.notFound);
  return { ...open, thread };
}

export async function openReply(deps: CommunityDeps, user: CommunityUser, id: string): Promise<OpenReply> {
  if (!isUuid(id)) throw new HttpError(404, apiMessages.notFound);
  const reply = await deps.posts.replyById(id, user.id);
  if (!reply) throw new HttpError(404, apiMessages.notFound);
  const open = await openThread(deps, user, reply.threadId);
  if (!visibleTo(reply, user.id, open.moderator)) throw new HttpError(404, apiMessages.notFound);
  return { ...open, reply };
}

export type OpenPost = OpenThread & { post: Pick<ReplyRow, "id" | "authorId" | "deletedAt"> };

/** A thread or a reply alike, for the calls that take either (votes, histories). */
export async function openPost(
  deps: CommunityDeps,
  user: CommunityUser,
  kind: "thread" | "reply",
  id: string,
): Promise<OpenPost> {
  if (kind === "thread") {
    const open = await openThread(deps, user, id);
    return { ...open, post: open.thread };
  }
  const open = await openReply(deps, user, id);
  return { ...open, post: open.reply };
}
