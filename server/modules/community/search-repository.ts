import { inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { courses } from "#server/db/schema/catalog.ts";
import { communityReplies, communityThreads } from "#server/db/schema/community.ts";

// Full-text search of the forum (issue 18): PostgreSQL's english configuration over each live thread's
// title and body and each live reply's body, through the GIN indexes of server/db/schema/community.ts (the
// expressions below are theirs, character for character, so the planner can use them). Snippets come from
// ts_headline over the text with tags and Markdown marks removed, the matched words between two private-use
// characters the text itself is cleared of, so the service can cut them into plain pieces.

export const matchStart = "\uE000";
export const matchStop = "\uE001";

/** Which threads a person may find: every one (admins), or those of the spaces they read. */
export type SearchScope = "all" | { courseIds: string[]; courseKeys: string[]; batchKeys: string[] };

export type SearchRow = {
  id: string;
  title: string;
  batchId: string | null;
  courseSlug: string | null;
  courseTitle: string | null;
  replyCount: number;
  lastActivityAt: Date;
  inThread: boolean;
  snippet: string;
  total: number;
};

const threadDocument = sql`to_tsvector('english', ${communityThreads.title} || ' ' || ${communityThreads.body})`;
const replyDocument = sql`to_tsvector('english', ${communityReplies.body})`;

/** The text a snippet is cut from: no tags, no Markdown emphasis, heading or quote marks, no markers. */
const plain = (column: SQL) =>
  sql`regexp_replace(regexp_replace(translate(${column}, chr(57344) || chr(57345), ''), '<[^>]*>', ' ', 'g'), '[*_\`#>~|\\[\\]]+', ' ', 'g')`;

function scopeCondition(scope: SearchScope): SQL {
  if (scope === "all") return sql`true`;
  const parts: SQL[] = [sql`${communityThreads.spaceKey} = 'general'`];
  if (scope.courseIds.length > 0) parts.push(inArray(communityThreads.courseId, scope.courseIds));
  const keys = [...scope.courseKeys, ...scope.batchKeys];
  if (keys.length > 0) parts.push(inArray(communityThreads.spaceKey, keys));
  return sql`(${sql.join(parts, sql` or `)})`;
}

export function createSearchRepository(db: Database) {
  return {
    async search(text: string, scope: SearchScope, page: number, pageSize: number): Promise<SearchRow[]> {
      const headlineOptions = sql`'StartSel=' || chr(57344) || ', StopSel=' || chr(57345) || ', MaxWords=35, MinWords=12, ShortWord=2'`;
      const result = (await db.execute(sql`
        with q as (select websearch_to_tsquery('english', ${text}) as query),
        reply_hits as (
          select distinct on (${communityReplies.threadId})
            ${communityReplies.threadId} as thread_id,
            ${communityReplies.body} as body,
            ts_rank(${replyDocument}, q.query) as rank
          from ${communityReplies}, q
          where ${communityReplies.deletedAt} is null and ${communityReplies.moderation} = 'published'
            and ${replyDocument} @@ q.query
          order by ${communityReplies.threadId}, rank desc, ${communityReplies.createdAt}
        ),
        hits as (
          select ${communityThreads.id} as id, ${communityThreads.title} as title,
            ${communityThreads.courseId} as course_id, ${communityThreads.batchId} as batch_id,
            ${communityThreads.replyCount} as reply_count, ${communityThreads.lastActivityAt} as last_activity_at,
            ${threadDocument} @@ q.query as in_thread,
            ${communityThreads.body} as thread_body, reply_hits.body as reply_body,
            (case when ${threadDocument} @@ q.query then ts_rank(${threadDocument}, q.query) * 2 else 0 end)
              + coalesce(reply_hits.rank, 0) as rank
          from ${communityThreads} cross join q
          left join reply_hits on reply_hits.thread_id = ${communityThreads.id}
          where ${communityThreads.deletedAt} is null and ${communityThreads.moderation} = 'published'
            and ${scopeCondition(scope)}
            and (${threadDocument} @@ q.query or reply_hits.thread_id is not null)
        )
        select hits.id, hits.title, hits.batch_id, ${courses.slug} as course_slug, ${courses.title} as course_title,
          hits.reply_count, hits.last_activity_at, hits.in_thread,
          ts_headline('english',
            ${plain(sql`case when hits.in_thread then hits.thread_body else hits.reply_body end`)},
            q.query, ${headlineOptions}) as snippet,
          count(*) over ()::int as total
        from hits cross join q
        left join ${courses} on ${courses.id} = hits.course_id
        order by hits.rank desc, hits.last_activity_at desc, hits.id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}
      `)) as unknown as {
        rows: {
          id: string;
          title: string;
          batch_id: string | null;
          course_slug: string | null;
          course_title: string | null;
          reply_count: number;
          last_activity_at: string | Date;
          in_thread: boolean;
          snippet: string | null;
          total: number;
        }[];
      };
      return result.rows.map((row) => ({
        id: row.id,
        title: row.title,
        batchId: row.batch_id,
        courseSlug: row.course_slug,
        courseTitle: row.course_title,
        replyCount: Number(row.reply_count),
        lastActivityAt: new Date(row.last_activity_at),
        inThread: Boolean(row.in_thread),
        snippet: row.snippet ?? "",
        total: Number(row.total),
      }));
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
