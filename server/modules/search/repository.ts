import { type SQL, sql } from "drizzle-orm";
import type { SearchType } from "#contracts/search-text.ts";
import type { Database } from "#server/db/client.ts";
import { markStart, markStop } from "./snippet.ts";

export type SearchHit = {
  type: SearchType;
  title: string;
  url: string;
  headline: string;
  /** The start of the text, for a hit that matched only in its title (its headline has no match to show). */
  lead: string;
};

// Markdown punctuation and link targets would show in snippets: drop them from the text ts_headline reads.
function plain(markdown: SQL): SQL {
  const withoutLinks = sql`regexp_replace(${markdown}, '\\]\\([^)]*\\)', ']', 'g')`;
  const withoutEmphasis = sql`regexp_replace(${withoutLinks}, '[*\`~]+', '', 'g')`;
  return sql`regexp_replace(${withoutEmphasis}, '[#>|\\[\\]]+', ' ', 'g')`;
}

const en = sql.raw("'english'");

/** One searchable kind: its weighted document (A title, B summary, C body) and the text snippets come from. */
function branch(type: SearchType, parts: { from: SQL; title: SQL; url: SQL; summary: SQL; body: SQL }): SQL {
  const document = sql`setweight(to_tsvector(${en}, ${parts.title}), 'A')
      || setweight(to_tsvector(${en}, ${parts.summary}), 'B')
      || setweight(to_tsvector(${en}, ${parts.body}), 'C')`;
  return sql`select ${type}::text as type, ${parts.title} as title, ${parts.url} as url,
      ts_rank(${document}, q.query) as rank, ${parts.summary} || ' ' || ${plain(parts.body)} as source
    from ${parts.from}, q
    where ${document} @@ q.query`;
}

const branches: Record<SearchType, SQL> = {
  course: branch("course", {
    from: sql`courses c`,
    title: sql`c.title`,
    url: sql`'/courses/' || c.slug`,
    summary: sql`rtrim(c.tagline, '.') || '. ' || c.summary`,
    // The curriculum as the course page shows it: module titles and summaries, published lesson titles.
    body: sql`(select coalesce(string_agg(m.title || ' ' || m.summary, ' '), '') from course_modules m
        where m.course_id = c.id)
      || ' ' || (select coalesce(string_agg(l.title, ' '), '') from lessons l
        where l.course_id = c.id and l.status = 'published')
      || ' ' || c.prerequisites
      || ' ' || (select coalesce(string_agg(value, ' '), '') from jsonb_array_elements_text(c.tools_covered))
      || ' ' || (select coalesce(string_agg(value, ' '), '') from jsonb_array_elements_text(c.outcomes))`,
  }),
  article: branch("article", {
    from: sql`blog_posts b`,
    title: sql`b.title`,
    url: sql`'/blog/' || b.slug`,
    summary: sql`b.excerpt`,
    body: sql`b.body_markdown`,
  }),
  webinar: branch("webinar", {
    from: sql`webinars w`,
    title: sql`w.title`,
    url: sql`'/webinars#' || w.slug`,
    summary: sql`w.summary`,
    body: sql`w.description_markdown`,
  }),
  episode: branch("episode", {
    from: sql`podcast_episodes e`,
    title: sql`e.title`,
    url: sql`'/podcast#' || e.slug`,
    summary: sql`e.summary`,
    body: sql`e.show_notes_markdown`,
  }),
  page: branch("page", {
    from: sql`site_pages p`,
    title: sql`p.title`,
    url: sql`p.path`,
    summary: sql`p.summary`,
    body: sql`p.body_markdown`,
  }),
  opening: branch("opening", {
    from: sql`job_openings j`,
    title: sql`j.title`,
    url: sql`(case when j.kind = 'internship' then '/internship#' else '/careers#' end) || j.slug`,
    summary: sql`j.summary`,
    body: sql`j.description_markdown`,
  }),
};

// Only what the public pages show: published courses, posts and episodes, open published positions.
const visible: Record<SearchType, SQL> = {
  course: sql`and c.published`,
  article: sql`and b.status = 'published' and b.published_at <= now()`,
  webinar: sql`and w.status = 'published'`,
  episode: sql`and e.status = 'published' and e.published_at <= now()`,
  page: sql``,
  opening: sql`and j.status = 'open' and j.publication = 'published'`,
};

export function createSearchRepository(db: Database) {
  return {
    /** Best matches first (ts_rank), at most `limit`, with ts_headline snippets marked by private-use characters. */
    async search(text: string, types: readonly SearchType[], limit: number): Promise<SearchHit[]> {
      if (types.length === 0) return [];
      const union = sql.join(
        types.map((type) => sql`(${branches[type]} ${visible[type]})`),
        sql` union all `,
      );
      const options = `StartSel=${markStart}, StopSel=${markStop}, MaxWords=32, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" ... "`;
      const result = (await db.execute(sql`
        with q as (select websearch_to_tsquery('english', ${text}) as query)
        select r.type, r.title, r.url, ts_headline('english', r.source, q.query, ${options}) as headline,
          left(r.source, 400) as lead
        from (select * from (${union}) hits order by rank desc, title asc limit ${limit}) r, q
        order by r.rank desc, r.title asc`)) as unknown as { rows: SearchHit[] };
      return result.rows;
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
