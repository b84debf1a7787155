import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { AdminReview, AdminReviewsPage, AdminReviewsQuery } from "#contracts/admin-courses.ts";
import type { Database, Transaction } from "#server/db/client.ts";
import { courseReviews, courses } from "#server/db/schema/catalog.ts";

const reviewColumns = {
  id: courseReviews.id,
  courseId: courseReviews.courseId,
  courseTitle: courses.title,
  courseSlug: courses.slug,
  authorName: courseReviews.authorName,
  authorRole: courseReviews.authorRole,
  rating: courseReviews.rating,
  body: courseReviews.body,
  published: courseReviews.published,
  reply: courseReviews.reply,
  repliedAt: courseReviews.repliedAt,
  createdAt: courseReviews.createdAt,
};

type ReviewRow = Omit<AdminReview, "repliedAt" | "createdAt"> & { repliedAt: Date | null; createdAt: Date };

function toDto(row: ReviewRow): AdminReview {
  return { ...row, repliedAt: row.repliedAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() };
}

function reviewFilter(query: AdminReviewsQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.courseId) conditions.push(eq(courseReviews.courseId, query.courseId));
  if (query.status) conditions.push(eq(courseReviews.published, query.status === "published"));
  if (query.rating) conditions.push(eq(courseReviews.rating, query.rating));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export type ReviewChange = { published?: boolean; reply?: string | null };

// Reviews moderation (decision 0044): hidden reviews leave the course page and its rating, which the catalog
// computes from published reviews only.
export function createAdminReviewsRepository(db: Database) {
  async function read(executor: Database | Transaction, id: string, lock = false) {
    const base = executor
      .select(reviewColumns)
      .from(courseReviews)
      .innerJoin(courses, eq(courses.id, courseReviews.courseId))
      .where(eq(courseReviews.id, id));
    const [row] = lock ? await base.for("update", { of: courseReviews }) : await base;
    return row ? toDto(row) : null;
  }

  return {
    async search(query: AdminReviewsQuery): Promise<AdminReviewsPage> {
      const where = reviewFilter(query);
      const [rows, [totals]] = await Promise.all([
        db
          .select(reviewColumns)
          .from(courseReviews)
          .innerJoin(courses, eq(courses.id, courseReviews.courseId))
          .where(where)
          .orderBy(desc(courseReviews.createdAt), asc(courseReviews.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(courseReviews).where(where),
      ]);
      return {
        items: rows.map(toDto),
        total: Number(totals?.total ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Applies the change; `afterWrite` (the audit entry) commits with it. */
    async update(
      id: string,
      change: ReviewChange,
      afterWrite: (tx: Transaction, before: AdminReview, after: AdminReview) => Promise<void>,
    ): Promise<{ before: AdminReview; after: AdminReview } | null> {
      return db.transaction(async (tx) => {
        const before = await read(tx, id, true);
        if (!before) return null;
        const set: Partial<typeof courseReviews.$inferInsert> = {};
        if (change.published !== undefined) set.published = change.published;
        if (change.reply !== undefined && change.reply !== before.reply) {
          set.reply = change.reply;
          set.repliedAt = change.reply === null ? null : new Date();
        }
        if (Object.keys(set).length > 0) {
          await tx.update(courseReviews).set(set).where(eq(courseReviews.id, id));
        }
        const after = await read(tx, id);
        if (!after) return null;
        await afterWrite(tx, before, after);
        return { before, after };
      });
    },
  };
}
export type AdminReviewsRepository = ReturnType<typeof createAdminReviewsRepository>;
