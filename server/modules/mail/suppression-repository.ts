import { inArray, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mailSuppressions } from "#server/db/schema/mail.ts";

export type SuppressionReason = "hard-bounce" | "complaint" | "erased";

const rank = (reason: SQLWrapper) =>
  sql`(case ${reason} when 'hard-bounce' then 3 when 'complaint' then 2 else 1 end)`;

export function createSuppressionRepository(db: Database) {
  return {
    /**
     * Adds hashes to the list. An address already on it takes the new reason only when it stops more mail
     * (hard bounce > complaint > erased, decision 0065).
     */
    async suppress(
      hashes: readonly string[],
      reason: SuppressionReason,
      source: string,
      now: Date,
    ): Promise<void> {
      if (hashes.length === 0) return;
      await db
        .insert(mailSuppressions)
        .values([...new Set(hashes)].map((emailHash) => ({ emailHash, reason, source, createdAt: now })))
        .onConflictDoUpdate({
          target: mailSuppressions.emailHash,
          set: { reason, source, createdAt: now },
          setWhere: sql`${rank(sql.raw("excluded.reason"))} > ${rank(mailSuppressions.reason)}`,
        });
    },

    /** Lifts an erasure (the person subscribed again through the form and confirmed); other reasons stay. */
    async liftErasure(hash: string): Promise<void> {
      await db.execute(sql`delete from ${mailSuppressions} where email_hash = ${hash} and reason = 'erased'`);
    },

    /** The reasons of those of `hashes` on the list. */
    async reasonsOf(hashes: readonly string[]): Promise<Map<string, SuppressionReason>> {
      if (hashes.length === 0) return new Map();
      const rows = await db
        .select({ emailHash: mailSuppressions.emailHash, reason: mailSuppressions.reason })
        .from(mailSuppressions)
        .where(inArray(mailSuppressions.emailHash, [...new Set(hashes)]));
      return new Map(rows.map((row) => [row.emailHash, row.reason]));
    },
  };
}
export type SuppressionRepository = ReturnType<typeof createSuppressionRepository>;
