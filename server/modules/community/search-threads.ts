import type { CommunitySearchPage, CommunitySearchQuery, SnippetPart } from "#contracts/community-search.ts";
import { communitySearchLimits } from "#contracts/community-search-text.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import { matchStart, matchStop, type SearchRepository, type SearchScope } from "./search-repository.ts";
import { memberOf } from "./space-access.ts";
import {
  batchSpaceKey,
  courseSpaceKey,
  generalSpaceKey,
  storedBatchKey,
  storedCourseKey,
} from "./space-key.ts";

// Search across the spaces the caller may read (the rule of space-access.ts, as a condition on the stored
// keys): the general space, the courses and batches of their holding enrollments, every space of the courses
// they teach; admins everything. Deleted threads and replies are never found.

/** A ts_headline answer cut into plain pieces at its markers; whitespace folded. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of headline.split(matchStart).entries()) {
    const [matched, rest] = index === 0 ? [undefined, piece] : piece.split(matchStop, 2);
    if (matched) parts.push({ text: matched.replace(/\s+/g, " "), match: true });
    const after = (rest ?? "").replaceAll(matchStop, "").replace(/\s+/g, " ");
    if (after) parts.push({ text: after, match: false });
  }
  if (parts[0]) parts[0].text = parts[0].text.trimStart();
  const last = parts.at(-1);
  if (last) last.text = last.text.trimEnd();
  return parts.filter((part) => part.text !== "");
}

export async function searchThreads(
  deps: Pick<CommunityDeps, "spaces">,
  search: SearchRepository,
  user: CommunityUser,
  query: CommunitySearchQuery,
): Promise<CommunitySearchPage> {
  const member = await memberOf(deps, user);
  const scope: SearchScope = member.admin
    ? "all"
    : {
        courseIds: member.taught,
        courseKeys: member.enrolledCourses.map(storedCourseKey),
        batchKeys: member.enrolledBatches.map(storedBatchKey),
      };
  const pageSize = communitySearchLimits.pageSize;
  const rows = await search.search(query.q, scope, query.page, pageSize);
  return {
    items: rows.map((row) => ({
      threadId: row.id,
      space: row.batchId
        ? batchSpaceKey(row.batchId)
        : row.courseSlug
          ? courseSpaceKey(row.courseSlug)
          : generalSpaceKey,
      courseTitle: row.courseTitle,
      title: row.title,
      matchedIn: row.inThread ? "thread" : "reply",
      snippet: snippetParts(row.snippet),
      replyCount: row.replyCount,
      lastActivityAt: row.lastActivityAt.toISOString(),
    })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize,
  };
}
