import type { ThreadListPage, ThreadListQuery } from "#contracts/community.ts";
import { communityLimits } from "#contracts/community-text.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import { toSpace } from "./list-spaces.ts";
import { toThreadSummary } from "./post-dto.ts";
import { openSpace } from "./space-access.ts";
import { unreadState } from "./thread-reads-repository.ts";

/** A page of a space's threads, pinned first, then by latest activity; optionally those with one tag. */
export async function listThreads(
  deps: Pick<CommunityDeps, "spaces" | "posts" | "reads">,
  user: CommunityUser,
  key: string,
  query: ThreadListQuery,
): Promise<ThreadListPage> {
  const { space, moderator } = await openSpace(deps, user, key);
  const pageSize = communityLimits.threadsPageSize;
  const [{ rows, total }, stats] = await Promise.all([
    deps.posts.listThreads(
      space.storedKey,
      { tag: query.tag, page: query.page, pageSize, staff: moderator },
      user.id,
    ),
    deps.spaces.stats([space.storedKey]),
  ]);
  // The caller's reads of this page's threads, by primary key: the list's own query stays as it was.
  const reads = await deps.reads.of(
    user.id,
    rows.map((row) => row.id),
  );
  return {
    space: toSpace(space, moderator, stats.get(space.storedKey)),
    items: rows.map((row) => ({
      ...toThreadSummary(row, space.key, user.id),
      ...unreadState(row, reads.get(row.id)),
    })),
    total,
    page: query.page,
    pageSize,
  };
}
