import { and, count, desc, eq, sql } from "drizzle-orm";
import type { PostVersionKind } from "#contracts/content-studio-text.ts";
import type { Database, Executor } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";
import { contentVersions } from "#server/db/schema/content.ts";

/** The kinds the studio's episodes and openings keep in the shared `content_versions` table. */
export type ItemEntity = "podcast_episode" | "job_opening";

const savedByName = sql<
  string | null
>`(select ${users.name} from ${users} where ${users.id} = ${contentVersions.savedBy})`;

const of = (entityType: ItemEntity, entityId: string) =>
  and(eq(contentVersions.entityType, entityType), eq(contentVersions.entityId, entityId));

/** Keeps a state of the item as its version `number` (inside the writer's transaction). */
export async function addItemVersion(
  tx: Executor,
  entityType: ItemEntity,
  entityId: string,
  number: number,
  kind: PostVersionKind,
  snapshot: Record<string, unknown>,
  by: string | null,
  at: Date,
): Promise<void> {
  await tx
    .insert(contentVersions)
    .values({ entityType, entityId, number, kind, snapshot, savedBy: by, savedAt: at });
}

/**
 * An item written before the studio (seeded, or created by an earlier release) has no history: its state as
 * found is kept as its first version before the studio changes it, so the first edit can be undone. Two writers
 * doing it at once keep one (the unique index on type, id and number).
 */
export async function keepItemBaseVersion(
  tx: Executor,
  entityType: ItemEntity,
  entityId: string,
  number: number,
  snapshot: Record<string, unknown>,
  by: string | null,
  at: Date,
): Promise<void> {
  const [any] = await tx.select({ n: count() }).from(contentVersions).where(of(entityType, entityId));
  if ((any?.n ?? 0) > 0) return;
  await tx
    .insert(contentVersions)
    .values({ entityType, entityId, number, kind: "create", snapshot, savedBy: by, savedAt: at })
    .onConflictDoNothing();
}

/** The saved states of the studio's episodes and openings (one table, told apart by `entity_type`). */
export function createItemVersionsRepository(db: Database) {
  return {
    async list(entityType: ItemEntity, entityId: string, page: number, pageSize: number) {
      const where = of(entityType, entityId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            number: contentVersions.number,
            kind: contentVersions.kind,
            slug: sql<string>`coalesce(${contentVersions.snapshot}->>'slug', '')`,
            title: sql<string>`coalesce(${contentVersions.snapshot}->>'title', '')`,
            savedAt: contentVersions.savedAt,
            savedBy: savedByName,
          })
          .from(contentVersions)
          .where(where)
          .orderBy(desc(contentVersions.number))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(contentVersions).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async one(entityType: ItemEntity, entityId: string, number: number) {
      const [row] = await db
        .select({ version: contentVersions, savedByName })
        .from(contentVersions)
        .where(and(of(entityType, entityId), eq(contentVersions.number, number)));
      return row ? { ...row.version, savedByName: row.savedByName } : undefined;
    },

    /** Every value of `key` the item's versions name (the covers a deletion may leave unused). */
    async snapshotValues(entityType: ItemEntity, entityId: string, key: string, tx: Executor) {
      const rows = await tx
        .selectDistinct({ value: sql<string | null>`${contentVersions.snapshot}->>${key}` })
        .from(contentVersions)
        .where(of(entityType, entityId));
      return rows.flatMap((row) => row.value ?? []);
    },

    /** Which of `values` some version of any item of the kind still names under `key`. */
    async snapshotsNaming(entityType: ItemEntity, key: string, values: string[], tx: Executor) {
      if (values.length === 0) return new Set<string>();
      const rows = await tx
        .selectDistinct({ value: sql<string>`${contentVersions.snapshot}->>${key}` })
        .from(contentVersions)
        .where(
          and(
            eq(contentVersions.entityType, entityType),
            sql`${contentVersions.snapshot}->>${key} in (${sql.join(
              values.map((value) => sql`${value}`),
              sql`, `,
            )})`,
          ),
        );
      return new Set(rows.map((row) => row.value));
    },

    /** The item's whole history (the table has no foreign key to the item: its deletion calls this). */
    async removeAll(entityType: ItemEntity, entityId: string, tx: Executor): Promise<void> {
      await tx.delete(contentVersions).where(of(entityType, entityId));
    },
  };
}
export type ItemVersionsRepository = ReturnType<typeof createItemVersionsRepository>;
