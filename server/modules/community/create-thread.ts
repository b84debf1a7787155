import type { Thread, ThreadInput } from "#contracts/community.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import { toThread } from "./post-dto.ts";
import { openSpace } from "./space-access.ts";

/** A new thread in a space the user may read (whoever reads a space may post in it); 404 elsewhere. */
export async function createThread(
  deps: CommunityDeps,
  user: CommunityUser,
  key: string,
  input: ThreadInput,
): Promise<Thread> {
  const { space } = await openSpace(deps, user, key);
  const id = await deps.posts.insertThread(
    {
      spaceKey: space.storedKey,
      courseId: space.courseId,
      batchId: space.batchId,
      authorId: user.id,
      title: input.title,
      body: input.body,
      // Rendered and sanitised once, when written: every reader gets the same stored HTML.
      bodyHtml: deps.renderMarkdown(input.body),
      tags: input.tags,
    },
    deps.now(),
  );
  deps.changes.publish({ spaceKey: space.storedKey, threadId: id, change: "thread" });
  const row = await deps.posts.threadById(id, user.id);
  if (!row) throw new Error("thread vanished after posting");
  return toThread(row, space.key, user.id);
}
