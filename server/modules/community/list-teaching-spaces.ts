import type { TeachingOverview, TeachingQuery } from "#contracts/community-teaching.ts";
import { communityLimits, communityText } from "#contracts/community-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import { readableSpaces, toSpace } from "./list-spaces.ts";
import { toThreadSummary } from "./post-dto.ts";
import { moderates } from "./space-access.ts";

/**
 * The instructor portal's forum view (issue 18): the spaces the caller moderates (their courses' course
 * and batch spaces; every space for admins), those with unanswered questions first, and a page of the
 * unanswered questions across them, the longest waiting first. Students have no such view (403).
 */
export async function listTeachingSpaces(
  deps: Pick<CommunityDeps, "spaces" | "posts">,
  user: CommunityUser,
  query: TeachingQuery,
): Promise<TeachingOverview> {
  if (user.role !== "instructor" && user.role !== "admin") {
    throw new HttpError(403, communityText.teachingOnly);
  }
  const { refs, member } = await readableSpaces(deps, user);
  const moderated = refs.filter((ref) => moderates(member, ref));
  const storedKeys = moderated.map((ref) => ref.storedKey);
  const pageSize = communityLimits.threadsPageSize;
  const [{ rows, total, perSpace }, stats] = await Promise.all([
    deps.posts.unanswered(storedKeys, { page: query.page, pageSize }, user.id),
    deps.spaces.stats(storedKeys),
  ]);
  const spaces = moderated.map((ref) => ({
    ...toSpace(ref, true, stats.get(ref.storedKey)),
    unanswered: perSpace.get(ref.storedKey) ?? 0,
  }));
  // The most waiting on top; spaces without unanswered questions keep the portal's order (a stable sort).
  spaces.sort((a, b) => b.unanswered - a.unanswered);
  const byStoredKey = new Map(moderated.map((ref) => [ref.storedKey, ref]));
  return {
    spaces,
    unanswered: {
      items: rows.map((row) => {
        const space = byStoredKey.get(row.spaceKey);
        return {
          ...toThreadSummary(row, space?.key ?? row.spaceKey, user.id),
          spaceTitle: space?.title ?? "",
        };
      }),
      total,
      page: query.page,
      pageSize,
    },
  };
}
