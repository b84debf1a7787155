import { and, asc, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { credentialSigningKeys } from "#server/db/schema/certificates.ts";

export type StoredSigningKey = {
  id: string;
  publicKeyJwk: Record<string, string>;
  privateKeyPem: string | null;
  retiredAt: Date | null;
};

const columns = {
  id: credentialSigningKeys.id,
  publicKeyJwk: credentialSigningKeys.publicKeyJwk,
  privateKeyPem: credentialSigningKeys.privateKeyPem,
  retiredAt: credentialSigningKeys.retiredAt,
};

export function createSigningKeysRepository(db: Database) {
  return {
    /**
     * Stores a key unless one with its id exists, and answers the row that holds the id either way: when
     * two instances make the site's first key at once, both insert under the same id and both read the
     * winner's key back.
     */
    async insertIfAbsent(key: {
      id: string;
      publicKeyJwk: Record<string, string>;
      privateKeyPem: string | null;
    }): Promise<StoredSigningKey> {
      await db
        .insert(credentialSigningKeys)
        .values(key)
        .onConflictDoNothing({ target: credentialSigningKeys.id });
      const [row] = await db
        .select(columns)
        .from(credentialSigningKeys)
        .where(eq(credentialSigningKeys.id, key.id));
      if (!row) throw new Error(`signing key ${key.id} vanished after its insert`);
      return row;
    },

    /** The newest key this site made itself and has not retired: the one that signs. */
    async newestUsable(): Promise<StoredSigningKey | undefined> {
      const [row] = await db
        .select(columns)
        .from(credentialSigningKeys)
        .where(and(isNull(credentialSigningKeys.retiredAt), isNotNull(credentialSigningKeys.privateKeyPem)))
        .orderBy(desc(credentialSigningKeys.createdAt), desc(credentialSigningKeys.id))
        .limit(1);
      return row;
    },

    /** How many keys the site ever made itself (retired ones too): numbers the next one's id. */
    async countGenerated(): Promise<number> {
      const rows = await db
        .select({ id: credentialSigningKeys.id })
        .from(credentialSigningKeys)
        .where(isNotNull(credentialSigningKeys.privateKeyPem));
      return rows.length;
    },

    /** Every key, retired ones too: credentials signed before a rotation still verify. */
    async all(): Promise<StoredSigningKey[]> {
      return db.select(columns).from(credentialSigningKeys).orderBy(asc(credentialSigningKeys.createdAt));
    },

    async byId(id: string): Promise<StoredSigningKey | undefined> {
      const [row] = await db
        .select(columns)
        .from(credentialSigningKeys)
        .where(eq(credentialSigningKeys.id, id));
      return row;
    },
  };
}
export type SigningKeysRepository = ReturnType<typeof createSigningKeysRepository>;
