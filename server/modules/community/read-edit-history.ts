import type { EditHistory } from "#contracts/community.ts";
import { communityText } from "#contracts/community-text.ts";
import type { CommunityPostKind } from "#server/db/schema/community.ts";
import { HttpError } from "#server/http-error.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import { openPost } from "./post-access.ts";

/**
 * What a post said before each edit, newest first: for its author and the space's staff (a reader sees that
 * a post was edited, not what it said before). Rendered here through the same sanitiser as posts.
 */
export async function readEditHistory(
  deps: CommunityDeps,
  user: CommunityUser,
  kind: CommunityPostKind,
  id: string,
): Promise<EditHistory> {
  const { post, moderator } = await openPost(deps, user, kind, id);
  if (post.authorId !== user.id && !moderator) throw new HttpError(403, communityText.cannotSeeHistory);
  const rows = await deps.posts.history(kind, id);
  return rows.map((row) => ({
    editedAt: row.editedAt.toISOString(),
    editorName: row.editorName,
    title: row.title,
    body: row.body,
    html: deps.renderMarkdown(row.body),
  }));
}
