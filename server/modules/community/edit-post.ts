import type { Reply, ReplyEdit, Thread, ThreadEdit } from "#contracts/community.ts";
import { communityText } from "#contracts/community-text.ts";
import { apiMessages } from "#contracts/messages.ts";
import { recordVersionMessages } from "#contracts/record-version.ts";
import { HttpError } from "#server/http-error.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import { admitPost, holdEdited } from "./hold-for-review.ts";
import { notifyMentions } from "./notify-community.ts";
import { type OpenThread, openReply, openThread } from "./post-access.ts";
import { toReply, toThread } from "./post-dto.ts";
import type { EditOutcome } from "./posts-repository.ts";
import { renderPost } from "./render-post.ts";

// The author's edits (decision 0047): only the author, only a live post, in a locked thread only when the
// author is the space's staff; saved at the version the editor opened (409 after someone else's save, as
// decision 0042), with what the post said before kept in its history.

function mayEdit(
  open: OpenThread,
  authorId: string | null,
  user: CommunityUser,
  deletedAt: Date | null,
): void {
  if (deletedAt !== null) throw new HttpError(409, communityText.deletedPost);
  if (authorId !== user.id) throw new HttpError(403, communityText.notAuthor);
  if (open.thread.locked && !open.moderator) throw new HttpError(403, communityText.locked);
}

function check(outcome: EditOutcome): void {
  if (outcome.kind === "not-found") throw new HttpError(409, communityText.deletedPost);
  if (outcome.kind === "conflict") throw new HttpError(409, recordVersionMessages.conflict("post"));
}

export async function editThread(
  deps: CommunityDeps,
  user: CommunityUser,
  id: string,
  input: ThreadEdit,
): Promise<Thread> {
  const open = await openThread(deps, user, id);
  mayEdit(open, open.thread.authorId, user, open.thread.deletedAt);
  const state = await admitPost(deps, user, open, "edits", `${input.title}\n${input.body}`);
  const rendered = await renderPost(deps, open.space, input.body);
  check(
    await deps.posts.editThread(
      id,
      input.version,
      { title: input.title, body: input.body, bodyHtml: rendered.html, tags: input.tags },
      user.id,
      deps.now(),
    ),
  );
  await holdEdited(deps, "thread", open.thread, state);
  deps.changes.publish({ spaceKey: open.thread.spaceKey, threadId: open.thread.id, change: "edit" });
  const row = await deps.posts.threadById(id, user.id);
  if (!row) throw new HttpError(404, apiMessages.notFound);
  // Mentions already notified keep their key: only names new to this post reach anyone.
  if (row.moderation === "published")
    await notifyMentions(deps, user, row, { kind: "thread", id }, rendered.mentioned);
  return toThread(row, open.space.key, user.id);
}

export async function editReply(
  deps: CommunityDeps,
  user: CommunityUser,
  id: string,
  input: ReplyEdit,
): Promise<Reply> {
  const open = await openReply(deps, user, id);
  mayEdit(open, open.reply.authorId, user, open.reply.deletedAt);
  const state = await admitPost(deps, user, open, "edits", input.body);
  const rendered = await renderPost(deps, open.space, input.body);
  check(
    await deps.posts.editReply(
      id,
      input.version,
      { body: input.body, bodyHtml: rendered.html },
      user.id,
      deps.now(),
    ),
  );
  await holdEdited(deps, "reply", open.reply, state);
  const { thread } = open;
  deps.changes.publish({ spaceKey: thread.spaceKey, threadId: thread.id, replyId: id, change: "edit" });
  const row = await deps.posts.replyById(id, user.id);
  if (!row) throw new HttpError(404, apiMessages.notFound);
  if (row.moderation === "published")
    await notifyMentions(deps, user, open.thread, { kind: "reply", id }, rendered.mentioned);
  return toReply(row, user.id, open.thread.acceptedReplyId);
}
