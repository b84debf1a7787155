import type { PostDetail } from "#contracts/content-studio.ts";
import { contentStudioMessages as messages } from "#contracts/content-studio-text.ts";
import type { Executor } from "#server/db/client.ts";
import { HttpError } from "#server/http-error.ts";
import { isUuid } from "#server/lib/is-uuid.ts";
import type { ContentStudioDeps } from "./content-studio-deps.ts";
import { toPostDetail } from "./post-dto.ts";
import type { PostRow } from "./posts-repository.ts";

/** The post's row, or 404 (an id that is not a uuid is simply not found). */
export async function postRow(
  deps: Pick<ContentStudioDeps, "repository">,
  id: string,
  tx?: Executor,
): Promise<PostRow> {
  const row = isUuid(id) ? await deps.repository.byId(id, tx) : undefined;
  if (!row) throw new HttpError(404, messages.notFound);
  return row;
}

/** One post for its editor, with its state. */
export async function readPost(deps: ContentStudioDeps, id: string): Promise<PostDetail> {
  return toPostDetail(await postRow(deps, id), deps.now());
}

/** The slug is no other post's: 409 with the field otherwise (the unique index decides a race). */
export async function checkSlug(deps: ContentStudioDeps, slug: string, postId: string | null): Promise<void> {
  const owner = await deps.repository.slugOwner(slug);
  if (owner && owner !== postId) throw new HttpError(409, messages.slugTaken, "slug");
}
