import { and, asc, count, desc, eq, ilike, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import type { AuditRule, AuditSeverity } from "#contracts/seo-audit.ts";
import type { Database } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/is-unique-violation.ts";
import {
  seoAuditFindings,
  seoAuditLinkSuggestions,
  seoAuditLinks,
  seoAuditLinkTargets,
  seoAuditPages,
  seoAuditRuns,
} from "#server/db/schema/seo.ts";

export type AuditRunRow = typeof seoAuditRuns.$inferSelect;
export type AuditPageRow = Omit<typeof seoAuditPages.$inferInsert, "runId">;
export type AuditFindingRow = Omit<typeof seoAuditFindings.$inferInsert, "id" | "runId">;
export type StoredFinding = typeof seoAuditFindings.$inferSelect;
export type AuditLinkGraph = {
  links: Omit<typeof seoAuditLinks.$inferInsert, "runId">[];
  targets: Omit<typeof seoAuditLinkTargets.$inferInsert, "runId">[];
  suggestions: Omit<typeof seoAuditLinkSuggestions.$inferInsert, "runId">[];
};

/** Findings and page scores of this many finished runs are kept; older runs keep only their score. */
const keptRuns = 5;
// Inserted in slices: 1,000 pages can raise several thousand findings, past one statement's parameters.
const insertSlice = 500;
// Link rows have six columns: 2,000 a statement stay well under PostgreSQL's 65,535 parameters, and a site of
// 1,000 pages with twenty links each takes ten statements instead of forty.
const linkSlice = 2000;

// Due-ness by the database's clock only (decision 0030): instances' clocks never decide whether a run died.
export function createAuditRepository(db: Database) {
  return {
    /** Marks failed every run whose instance stopped moving its heartbeat `leaseSeconds` ago. */
    async failStale(leaseSeconds: number, failure: string): Promise<void> {
      await db
        .update(seoAuditRuns)
        .set({ status: "failed", failure, finishedAt: sql`now()` })
        .where(
          and(
            eq(seoAuditRuns.status, "running"),
            lt(seoAuditRuns.heartbeatAt, sql`now() - make_interval(secs => ${leaseSeconds})`),
          ),
        );
    },

    /** Starts a run; null when one is already running (on any instance: the partial unique index). */
    async start(startedBy: string): Promise<AuditRunRow | null> {
      try {
        const [row] = await db.insert(seoAuditRuns).values({ status: "running", startedBy }).returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async progress(id: string, pagesTotal: number, pagesDone: number): Promise<void> {
      await db
        .update(seoAuditRuns)
        .set({ pagesTotal, pagesDone, heartbeatAt: sql`now()` })
        .where(and(eq(seoAuditRuns.id, id), eq(seoAuditRuns.status, "running")));
    },

    /**
     * Stores a finished run's pages, findings and link graph and marks it done, in one transaction; then drops the
     * findings of runs older than the last few, and every older run's link graph. False when the run is no longer
     * running (declared dead meanwhile).
     */
    async finish(
      id: string,
      totals: { score: number; errors: number; warnings: number; notices: number; pagesTotal: number },
      pages: AuditPageRow[],
      findings: AuditFindingRow[],
      graph: AuditLinkGraph = { links: [], targets: [], suggestions: [] },
    ): Promise<boolean> {
      const finished = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(seoAuditRuns)
          .set({ ...totals, pagesDone: totals.pagesTotal, status: "done", finishedAt: sql`now()` })
          .where(and(eq(seoAuditRuns.id, id), eq(seoAuditRuns.status, "running")))
          .returning({ id: seoAuditRuns.id });
        if (!row) return false;
        for (let at = 0; at < pages.length; at += insertSlice)
          await tx
            .insert(seoAuditPages)
            .values(pages.slice(at, at + insertSlice).map((page) => ({ ...page, runId: id })));
        for (let at = 0; at < findings.length; at += insertSlice)
          await tx
            .insert(seoAuditFindings)
            .values(findings.slice(at, at + insertSlice).map((finding) => ({ ...finding, runId: id })));
        for (let at = 0; at < graph.links.length; at += linkSlice)
          await tx
            .insert(seoAuditLinks)
            .values(graph.links.slice(at, at + linkSlice).map((link) => ({ ...link, runId: id })));
        for (let at = 0; at < graph.targets.length; at += insertSlice)
          await tx
            .insert(seoAuditLinkTargets)
            .values(graph.targets.slice(at, at + insertSlice).map((target) => ({ ...target, runId: id })));
        for (let at = 0; at < graph.suggestions.length; at += insertSlice)
          await tx
            .insert(seoAuditLinkSuggestions)
            .values(graph.suggestions.slice(at, at + insertSlice).map((item) => ({ ...item, runId: id })));
        return true;
      });
      if (finished) {
        const older = db
          .select({ id: seoAuditRuns.id })
          .from(seoAuditRuns)
          .where(eq(seoAuditRuns.status, "done"))
          .orderBy(desc(seoAuditRuns.finishedAt))
          .offset(keptRuns);
        await db.delete(seoAuditFindings).where(sql`${seoAuditFindings.runId} in ${older}`);
        await db.delete(seoAuditPages).where(sql`${seoAuditPages.runId} in ${older}`);
        await db.delete(seoAuditLinks).where(ne(seoAuditLinks.runId, id));
        await db.delete(seoAuditLinkTargets).where(ne(seoAuditLinkTargets.runId, id));
        await db.delete(seoAuditLinkSuggestions).where(ne(seoAuditLinkSuggestions.runId, id));
      }
      return finished;
    },

    async fail(id: string, failure: string): Promise<void> {
      await db
        .update(seoAuditRuns)
        .set({ status: "failed", failure, finishedAt: sql`now()` })
        .where(and(eq(seoAuditRuns.id, id), eq(seoAuditRuns.status, "running")));
    },

    /** The running run, else the last started. */
    async current(): Promise<AuditRunRow | null> {
      const [row] = await db
        .select()
        .from(seoAuditRuns)
        .orderBy(sql`${seoAuditRuns.status} = 'running' desc`, desc(seoAuditRuns.startedAt))
        .limit(1);
      return row ?? null;
    },

    async lastDone(): Promise<AuditRunRow | null> {
      const [row] = await db
        .select()
        .from(seoAuditRuns)
        .where(eq(seoAuditRuns.status, "done"))
        .orderBy(desc(seoAuditRuns.finishedAt))
        .limit(1);
      return row ?? null;
    },

    /** The scores of the last `limit` finished runs, newest first. */
    async history(limit: number): Promise<{ id: string; finishedAt: Date; score: number }[]> {
      const rows = await db
        .select({ id: seoAuditRuns.id, finishedAt: seoAuditRuns.finishedAt, score: seoAuditRuns.score })
        .from(seoAuditRuns)
        .where(and(eq(seoAuditRuns.status, "done"), isNotNull(seoAuditRuns.score)))
        .orderBy(desc(seoAuditRuns.finishedAt))
        .limit(limit);
      return rows.flatMap((row) =>
        row.finishedAt && row.score !== null
          ? [{ id: row.id, finishedAt: row.finishedAt, score: row.score }]
          : [],
      );
    },

    async ruleCounts(runId: string): Promise<{ rule: AuditRule; severity: AuditSeverity; count: number }[]> {
      const rows = await db
        .select({ rule: seoAuditFindings.rule, severity: seoAuditFindings.severity, count: count() })
        .from(seoAuditFindings)
        .where(eq(seoAuditFindings.runId, runId))
        .groupBy(seoAuditFindings.rule, seoAuditFindings.severity);
      return rows.map((row) => ({ ...row, rule: row.rule as AuditRule }));
    },

    /** One page of a run's findings, most impact first; `q` matches the path or the page's title. */
    async findings(
      runId: string,
      filter: { q: string; rule?: AuditRule; severity?: AuditSeverity },
      page: { offset: number; limit: number },
    ): Promise<{ items: StoredFinding[]; total: number }> {
      const pattern = `%${filter.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const where = and(
        eq(seoAuditFindings.runId, runId),
        filter.rule ? eq(seoAuditFindings.rule, filter.rule) : undefined,
        filter.severity ? eq(seoAuditFindings.severity, filter.severity) : undefined,
        filter.q
          ? or(ilike(seoAuditFindings.path, pattern), ilike(seoAuditFindings.pageTitle, pattern))
          : undefined,
      );
      const [items, [counted]] = await Promise.all([
        db
          .select()
          .from(seoAuditFindings)
          .where(where)
          .orderBy(desc(seoAuditFindings.impact), asc(seoAuditFindings.path), asc(seoAuditFindings.rule))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(seoAuditFindings).where(where),
      ]);
      return { items, total: counted?.total ?? 0 };
    },

    /** Each page's score and number of findings in the last finished run; empty before the first. */
    async lastScores(): Promise<Map<string, { score: number; findings: number }>> {
      const rows = await db
        .select({ path: seoAuditPages.path, score: seoAuditPages.score, findings: seoAuditPages.findings })
        .from(seoAuditPages)
        .where(
          eq(
            seoAuditPages.runId,
            db
              .select({ id: seoAuditRuns.id })
              .from(seoAuditRuns)
              .where(eq(seoAuditRuns.status, "done"))
              .orderBy(desc(seoAuditRuns.finishedAt))
              .limit(1),
          ),
        );
      return new Map(rows.map((row) => [row.path, { score: row.score, findings: row.findings }]));
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
