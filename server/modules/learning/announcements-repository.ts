import { and, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";
import { batches } from "#server/db/schema/catalog.ts";
import { enrollments } from "#server/db/schema/enrollments.ts";
import { batchAnnouncements } from "#server/db/schema/learning.ts";
import { createMailRepository, type NewMail } from "#server/modules/mail/repository.ts";

// Announcements to a batch (issue 14) and the mail they cause. Cancelled (refunded) enrollments are nobody's
// students: they neither get the mail nor read the announcements.

const holding = ne(enrollments.status, "cancelled");

export type AnnouncementRow = {
  id: string;
  batchId: string;
  title: string;
  body: string;
  authorName: string | null;
  createdAt: string;
};

export type Recipient = { name: string; email: string };

/** An instant as ISO 8601 in UTC, written by the database so no driver's timestamp parsing is involved. */
const createdAtIso = sql<string>`to_char(${batchAnnouncements.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const rowColumns = {
  id: batchAnnouncements.id,
  batchId: batchAnnouncements.batchId,
  title: batchAnnouncements.title,
  body: batchAnnouncements.body,
  authorName: users.name,
  createdAt: createdAtIso,
};

export function createAnnouncementsRepository(db: Database) {
  /** The students a mail goes to: the batch's holding enrollments, one per person. */
  function recipientsQuery(runner: Pick<Database, "selectDistinct">, batchId: string) {
    return runner
      .selectDistinct({ name: users.name, email: users.email })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .where(and(eq(enrollments.batchId, batchId), holding))
      .orderBy(users.email);
  }

  return {
    /** The batch when it belongs to the course; undefined for another course's batch or none. */
    async batchOf(courseId: string, batchId: string): Promise<{ id: string } | undefined> {
      const [row] = await db
        .select({ id: batches.id })
        .from(batches)
        .where(and(eq(batches.id, batchId), eq(batches.courseId, courseId)))
        .limit(1);
      return row;
    },

    /**
     * Stores the announcement and queues one mail per student of the batch, in one transaction: the mail goes
     * to exactly the students enrolled when the announcement exists, and a failure leaves neither behind.
     */
    async post(
      values: { courseId: string; batchId: string; authorId: string; title: string; body: string },
      mailFor: (recipient: Recipient) => NewMail,
      now: Date,
    ): Promise<{ id: string; recipients: number }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(batchAnnouncements)
          .values({ ...values, createdAt: now })
          .returning({ id: batchAnnouncements.id });
        if (!row) throw new Error("announcement insert returned no row");
        const recipients = await recipientsQuery(tx, values.batchId);
        const outbox = createMailRepository(tx as unknown as Database);
        for (const recipient of recipients) await outbox.insert(mailFor(recipient), now);
        return { id: row.id, recipients: recipients.length };
      });
    },

    async byId(id: string): Promise<AnnouncementRow | undefined> {
      const [row] = await db
        .select(rowColumns)
        .from(batchAnnouncements)
        .leftJoin(users, eq(users.id, batchAnnouncements.authorId))
        .where(eq(batchAnnouncements.id, id))
        .limit(1);
      return row;
    },

    /**
     * Newest first. `batchIds` narrows to those batches (a learner's); "all" takes every batch of the course
     * (its staff). An empty list reads nothing.
     */
    async list(courseId: string, batchIds: string[] | "all", limit?: number): Promise<AnnouncementRow[]> {
      if (batchIds !== "all" && batchIds.length === 0) return [];
      const query = db
        .select(rowColumns)
        .from(batchAnnouncements)
        .leftJoin(users, eq(users.id, batchAnnouncements.authorId))
        .where(
          and(
            eq(batchAnnouncements.courseId, courseId),
            batchIds === "all" ? undefined : inArray(batchAnnouncements.batchId, batchIds),
          ),
        )
        .orderBy(desc(batchAnnouncements.createdAt), desc(batchAnnouncements.id));
      return limit === undefined ? query : query.limit(limit);
    },

    /** The batches of a course the user holds an enrollment in (self-paced enrollments have none). */
    async learnerBatchIds(userId: string, courseId: string): Promise<string[]> {
      const rows = await db
        .select({ batchId: enrollments.batchId })
        .from(enrollments)
        .where(
          and(
            eq(enrollments.userId, userId),
            eq(enrollments.courseId, courseId),
            isNotNull(enrollments.batchId),
            holding,
          ),
        );
      return rows.flatMap((row) => (row.batchId ? [row.batchId] : []));
    },
  };
}
export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;
