import { and, eq, ne } from "drizzle-orm";
import type { KeyphraseCheckResult } from "#contracts/seo-keywords.ts";
import type { Database, Transaction } from "#server/db/client.ts";
import { seoKeyphrases } from "#server/db/schema/seo.ts";

export type StoredKeyphrase = Omit<typeof seoKeyphrases.$inferSelect, "checks"> & {
  checks: KeyphraseCheckResult[] | null;
};
export type KeyphraseValues = { keyphrase: string; keyphraseKey: string; synonyms: string[] };

const read = (row: typeof seoKeyphrases.$inferSelect): StoredKeyphrase => ({
  ...row,
  checks: row.checks as KeyphraseCheckResult[] | null,
});

// Focus keyphrases (Keywords, issue 20). Saves go under the version the form was opened with (decision 0042's
// optimistic concurrency): a save that finds another version changes nothing and answers "conflict".
export function createKeywordsRepository(db: Database) {
  return {
    async find(path: string): Promise<StoredKeyphrase | null> {
      const [row] = await db.select().from(seoKeyphrases).where(eq(seoKeyphrases.path, path));
      return row ? read(row) : null;
    },

    /** Every page's keyphrase: the list joins them with the inventory (hundreds of pages, not millions). */
    async all(): Promise<StoredKeyphrase[]> {
      return (await db.select().from(seoKeyphrases)).map(read);
    },

    /** Other pages whose keyphrase reads the same. */
    async sharing(keyphraseKey: string, path: string): Promise<string[]> {
      const rows = await db
        .select({ path: seoKeyphrases.path })
        .from(seoKeyphrases)
        .where(and(eq(seoKeyphrases.keyphraseKey, keyphraseKey), ne(seoKeyphrases.path, path)))
        .orderBy(seoKeyphrases.path);
      return rows.map((row) => row.path);
    },

    /**
     * Sets (or, with null values, removes) a page's keyphrase if it is still at `version`, with the caller's audit
     * entry in the same transaction. A new keyphrase's checks start empty: the caller checks the page next.
     */
    async save(
      path: string,
      version: number,
      values: KeyphraseValues | null,
      meta: { by: string; at: Date },
      record: (
        before: StoredKeyphrase | null,
        after: StoredKeyphrase | null,
        tx: Transaction,
      ) => Promise<void>,
    ): Promise<{ kind: "saved"; row: StoredKeyphrase | null } | { kind: "conflict" }> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(seoKeyphrases)
          .where(eq(seoKeyphrases.path, path))
          .for("update");
        if ((current?.version ?? 0) !== version) return { kind: "conflict" as const };
        const before = current ? read(current) : null;
        let after: StoredKeyphrase | null = null;
        if (values === null) {
          if (current) await tx.delete(seoKeyphrases).where(eq(seoKeyphrases.path, path));
        } else {
          const set = {
            ...values,
            version: version + 1,
            updatedBy: meta.by,
            updatedAt: meta.at,
            checks: null,
            checkedAt: null,
          };
          const [row] = await tx
            .insert(seoKeyphrases)
            .values({ path, ...set })
            .onConflictDoUpdate({ target: seoKeyphrases.path, set })
            .returning();
          after = row ? read(row) : null;
        }
        await record(before, after, tx);
        return { kind: "saved" as const, row: after };
      });
    },

    /** Stores a check's results, unless the keyphrase changed since the page was rendered for it. */
    async saveChecks(path: string, version: number, checks: KeyphraseCheckResult[], at: Date): Promise<void> {
      await db
        .update(seoKeyphrases)
        .set({ checks, checkedAt: at })
        .where(and(eq(seoKeyphrases.path, path), eq(seoKeyphrases.version, version)));
    },
  };
}
export type KeywordsRepository = ReturnType<typeof createKeywordsRepository>;
