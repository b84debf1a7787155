import type { Thread, ThreadInput } from "#contracts/community.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import { admitPost } from "./hold-for-review.ts";
import { notifyMentions } from "./notify-community.ts";
import { toThread } from "./post-dto.ts";
import { renderPost } from "./render-post.ts";
import { openSpace } from "./space-access.ts";

/** A new thread in a space the user may read (whoever reads a space may post in it); 404 elsewhere. */
export async function createThread(
  deps: CommunityDeps,
  user: CommunityUser,
  key: string,
  input: ThreadInput,
): Promise<Thread> {
  const open = await openSpace(deps, user, key);
  const { space } = open;
  const moderation = await admitPost(deps, user, open, "threads", `${input.title}\n${input.body}`);
  const rendered = await renderPost(deps, space, input.body);
  const id = await deps.posts.insertThread(
    {
      spaceKey: space.storedKey,
      courseId: space.courseId,
      batchId: space.batchId,
      authorId: user.id,
      title: input.title,
      body: input.body,
      // Rendered and sanitised once, when written (mentions marked): every reader gets the same stored HTML.
      bodyHtml: rendered.html,
      tags: input.tags,
      moderation,
    },
    deps.now(),
  );
  deps.changes.publish({ spaceKey: space.storedKey, threadId: id, change: "thread" });
  const row = await deps.posts.threadById(id, user.id);
  if (!row) throw new Error("thread vanished after posting");
  await Promise.all([
    deps.reads.markRead(user.id, id, row.lastActivityAt, 0),
    // A post held for review tells nobody yet: only its author and the space's staff can read it.
    moderation === "published"
      ? notifyMentions(deps, user, row, { kind: "thread", id }, rendered.mentioned)
      : undefined,
  ]);
  return toThread(row, space.key, user.id);
}
