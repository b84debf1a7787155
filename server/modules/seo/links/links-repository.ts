import { and, asc, count, desc, eq, gte, ilike, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { LinkPageSort, LinkProblemKind } from "#contracts/seo-links.ts";
import type { Database, Transaction } from "#server/db/client.ts";
import {
  seoAuditLinkSuggestions,
  seoAuditLinks,
  seoAuditLinkTargets,
  seoAuditPages,
} from "#server/db/schema/seo.ts";

export type LinkTargetRow = typeof seoAuditLinkTargets.$inferSelect;
type Paging = { offset: number; limit: number };

const escapeLike = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
// The home page is where visitors start: it needs no link to it to be found.
const home = "/";

// Reads of a finished audit run's link graph (Internal Links). The run's rows are written by the audit's
// repository (audit/audit-repository.ts, finish) in the transaction that ends the run.
export function createLinksRepository(db: Database) {
  return {
    ...linkGraphReads(db),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),
  };
}

function linkGraphReads(db: Database) {
  const isBroken = gte(seoAuditLinkTargets.status, 400);
  const isRedirected = and(gte(seoAuditLinkTargets.status, 300), sql`${seoAuditLinkTargets.status} < 400`);
  // An orphan: an indexable page other than the home page that no other crawled page links to.
  const orphan = and(
    eq(seoAuditPages.inbound, 0),
    eq(seoAuditPages.noindex, false),
    ne(seoAuditPages.path, home),
  );
  const linksWithTargets = (runId: string) =>
    and(eq(seoAuditLinks.runId, runId), eq(seoAuditLinkTargets.runId, runId));

  return {
    async totals(runId: string) {
      const [pages, links, broken, redirected, chains, suggestions] = await Promise.all([
        db
          .select({
            pages: count(),
            orphans: sql<number>`count(*) filter (where ${orphan})`,
          })
          .from(seoAuditPages)
          .where(eq(seoAuditPages.runId, runId)),
        db.select({ n: count() }).from(seoAuditLinks).where(eq(seoAuditLinks.runId, runId)),
        db
          .select({ n: count() })
          .from(seoAuditLinks)
          .innerJoin(seoAuditLinkTargets, eq(seoAuditLinkTargets.path, seoAuditLinks.toPath))
          .where(and(linksWithTargets(runId), isBroken)),
        db
          .select({ n: count() })
          .from(seoAuditLinks)
          .innerJoin(seoAuditLinkTargets, eq(seoAuditLinkTargets.path, seoAuditLinks.toPath))
          .where(and(linksWithTargets(runId), isRedirected)),
        db
          .select({ n: count() })
          .from(seoAuditLinkTargets)
          .where(
            and(
              eq(seoAuditLinkTargets.runId, runId),
              or(gte(seoAuditLinkTargets.hops, 2), eq(seoAuditLinkTargets.loop, true)),
            ),
          ),
        db
          .select({ n: count() })
          .from(seoAuditLinkSuggestions)
          .where(eq(seoAuditLinkSuggestions.runId, runId)),
      ]);
      return {
        pages: pages[0]?.pages ?? 0,
        orphans: Number(pages[0]?.orphans ?? 0),
        links: links[0]?.n ?? 0,
        broken: broken[0]?.n ?? 0,
        redirected: redirected[0]?.n ?? 0,
        chains: chains[0]?.n ?? 0,
        suggestions: suggestions[0]?.n ?? 0,
      };
    },

    /** One page of the run's crawled pages with their link counts; `q` matches the path or the title. */
    async pages(runId: string, filter: { q: string; orphans: boolean }, sort: LinkPageSort, page: Paging) {
      const where = and(
        eq(seoAuditPages.runId, runId),
        filter.orphans ? orphan : undefined,
        filter.q
          ? or(
              ilike(seoAuditPages.path, escapeLike(filter.q)),
              ilike(seoAuditPages.title, escapeLike(filter.q)),
            )
          : undefined,
      );
      const order =
        sort === "most-inbound"
          ? [desc(seoAuditPages.inbound), desc(seoAuditPages.inboundContent)]
          : sort === "most-outbound"
            ? [desc(seoAuditPages.outbound)]
            : [asc(seoAuditPages.inbound), asc(seoAuditPages.inboundContent)];
      const columns = {
        path: seoAuditPages.path,
        title: seoAuditPages.title,
        inbound: seoAuditPages.inbound,
        inboundContent: seoAuditPages.inboundContent,
        outbound: seoAuditPages.outbound,
        noindex: seoAuditPages.noindex,
      };
      const [items, [counted]] = await Promise.all([
        db
          .select(columns)
          .from(seoAuditPages)
          .where(where)
          .orderBy(...order, asc(seoAuditPages.path))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(seoAuditPages).where(where),
      ]);
      return { items, total: counted?.total ?? 0 };
    },

    /** Links to missing pages, or through redirects, with the linking page's title; by target, then page. */
    async problems(runId: string, kind: LinkProblemKind, page: Paging) {
      const from = alias(seoAuditPages, "from_page");
      const where = and(linksWithTargets(runId), kind === "broken" ? isBroken : isRedirected);
      const [items, [counted]] = await Promise.all([
        db
          .select({
            fromPath: seoAuditLinks.fromPath,
            fromTitle: from.title,
            toPath: seoAuditLinks.toPath,
            anchor: seoAuditLinks.anchor,
            target: seoAuditLinkTargets,
          })
          .from(seoAuditLinks)
          .innerJoin(seoAuditLinkTargets, eq(seoAuditLinkTargets.path, seoAuditLinks.toPath))
          .leftJoin(from, and(eq(from.runId, runId), eq(from.path, seoAuditLinks.fromPath)))
          .where(where)
          .orderBy(asc(seoAuditLinks.toPath), asc(seoAuditLinks.fromPath))
          .offset(page.offset)
          .limit(page.limit),
        db
          .select({ total: count() })
          .from(seoAuditLinks)
          .innerJoin(seoAuditLinkTargets, eq(seoAuditLinkTargets.path, seoAuditLinks.toPath))
          .where(where),
      ]);
      return { items, total: counted?.total ?? 0 };
    },

    /** Suggested links with both pages' titles: by target, then by the page to add the link to. */
    async suggestions(runId: string, page: Paging) {
      const from = alias(seoAuditPages, "from_page");
      const to = alias(seoAuditPages, "to_page");
      const where = eq(seoAuditLinkSuggestions.runId, runId);
      const [items, [counted]] = await Promise.all([
        db
          .select({
            fromPath: seoAuditLinkSuggestions.fromPath,
            fromTitle: from.title,
            toPath: seoAuditLinkSuggestions.toPath,
            toTitle: to.title,
            keyphrase: seoAuditLinkSuggestions.keyphrase,
            snippet: seoAuditLinkSuggestions.snippet,
          })
          .from(seoAuditLinkSuggestions)
          .leftJoin(from, and(eq(from.runId, runId), eq(from.path, seoAuditLinkSuggestions.fromPath)))
          .leftJoin(to, and(eq(to.runId, runId), eq(to.path, seoAuditLinkSuggestions.toPath)))
          .where(where)
          .orderBy(asc(seoAuditLinkSuggestions.toPath), asc(seoAuditLinkSuggestions.fromPath))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(seoAuditLinkSuggestions).where(where),
      ]);
      return { items, total: counted?.total ?? 0 };
    },

    async page(runId: string, path: string) {
      const [row] = await db
        .select({ path: seoAuditPages.path, title: seoAuditPages.title })
        .from(seoAuditPages)
        .where(and(eq(seoAuditPages.runId, runId), eq(seoAuditPages.path, path)));
      return row ?? null;
    },

    /** Pages linking to `path`: from content first, then by path; at most `limit`, and how many in all. */
    async inbound(runId: string, path: string, limit: number) {
      const from = alias(seoAuditPages, "from_page");
      const where = and(eq(seoAuditLinks.runId, runId), eq(seoAuditLinks.toPath, path));
      const [items, [counted]] = await Promise.all([
        db
          .select({
            path: seoAuditLinks.fromPath,
            title: from.title,
            anchor: seoAuditLinks.anchor,
            inContent: seoAuditLinks.inContent,
          })
          .from(seoAuditLinks)
          .leftJoin(from, and(eq(from.runId, runId), eq(from.path, seoAuditLinks.fromPath)))
          .where(where)
          .orderBy(desc(seoAuditLinks.inContent), asc(seoAuditLinks.fromPath))
          .limit(limit),
        db.select({ total: count() }).from(seoAuditLinks).where(where),
      ]);
      return { items, total: counted?.total ?? 0 };
    },

    /** Site paths `path` links to, with what each answered: broken first, then redirected, then by path. */
    async outbound(runId: string, path: string, limit: number) {
      const where = and(eq(seoAuditLinks.runId, runId), eq(seoAuditLinks.fromPath, path));
      const [items, [counted]] = await Promise.all([
        db
          .select({
            path: seoAuditLinks.toPath,
            anchor: seoAuditLinks.anchor,
            inContent: seoAuditLinks.inContent,
            target: seoAuditLinkTargets,
          })
          .from(seoAuditLinks)
          .leftJoin(
            seoAuditLinkTargets,
            and(eq(seoAuditLinkTargets.runId, runId), eq(seoAuditLinkTargets.path, seoAuditLinks.toPath)),
          )
          .where(where)
          .orderBy(desc(sql`coalesce(${seoAuditLinkTargets.status}, 0)`), asc(seoAuditLinks.toPath))
          .limit(limit),
        db.select({ total: count() }).from(seoAuditLinks).where(where),
      ]);
      return { items, total: counted?.total ?? 0 };
    },

    /** The anchor texts other pages link to `path` with, most used first. */
    async anchors(runId: string, path: string, limit: number) {
      const pages = count();
      return db
        .select({ text: seoAuditLinks.anchor, pages })
        .from(seoAuditLinks)
        .where(
          and(eq(seoAuditLinks.runId, runId), eq(seoAuditLinks.toPath, path), ne(seoAuditLinks.anchor, "")),
        )
        .groupBy(seoAuditLinks.anchor)
        .orderBy(desc(pages), asc(seoAuditLinks.anchor))
        .limit(limit);
    },
  };
}
export type LinksRepository = ReturnType<typeof createLinksRepository>;
