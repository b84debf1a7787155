import { and, asc, count, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import type {
  AdminCoupon,
  AdminOrder,
  AdminOrdersQuery,
  CouponCreate,
  CouponUpdate,
  CourseOption,
} from "#contracts/admin-payments.ts";
import { orderNumberLabel } from "#contracts/checkout-text.ts";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";
import { batches, courses } from "#server/db/schema/catalog.ts";
import { coupons, orders, payments } from "#server/db/schema/checkout.ts";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

// Money per order comes from the payments that moved, not from the order's own total: an instalment
// plan has charged only part of it.
const paidCents = sql<string>`coalesce((select sum(${payments.amountCents}) from ${payments}
  where ${payments.orderId} = ${orders.id}), 0)`;
const refundedCents = sql<string>`coalesce((select sum(${payments.refundedAmountCents}) from ${payments}
  where ${payments.orderId} = ${orders.id}), 0)`;

const orderColumns = {
  id: orders.id,
  number: orders.number,
  buyerName: users.name,
  buyerEmail: users.email,
  courseSlug: courses.slug,
  courseTitle: courses.title,
  batchStartDate: batches.startDate,
  plan: orders.plan,
  listPriceCents: orders.listPriceCents,
  earlyBirdDiscountCents: orders.earlyBirdDiscountCents,
  couponDiscountCents: orders.couponDiscountCents,
  totalCents: orders.totalCents,
  currency: orders.currency,
  couponCode: orders.couponCode,
  paidCents,
  refundedCents,
  status: orders.status,
  provider: orders.provider,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  refundedAt: orders.refundedAt,
};

type OrderRow = {
  id: string;
  number: number;
  buyerName: string;
  buyerEmail: string;
  courseSlug: string;
  courseTitle: string;
  batchStartDate: string | null;
  plan: AdminOrder["plan"];
  listPriceCents: number;
  earlyBirdDiscountCents: number;
  couponDiscountCents: number;
  totalCents: number;
  currency: string;
  couponCode: string | null;
  /** Sums come back as text from PostgreSQL (bigint). */
  paidCents: string | number;
  refundedCents: string | number;
  status: AdminOrder["status"];
  provider: AdminOrder["provider"];
  createdAt: Date;
  paidAt: Date | null;
  refundedAt: Date | null;
};

function toAdminOrder(r: OrderRow): AdminOrder {
  return {
    id: r.id,
    number: orderNumberLabel(r.number),
    buyer: { name: r.buyerName, email: r.buyerEmail },
    course: { slug: r.courseSlug, title: r.courseTitle },
    batchStartDate: r.batchStartDate,
    plan: r.plan,
    price: {
      listPriceCents: r.listPriceCents,
      earlyBirdDiscountCents: r.earlyBirdDiscountCents,
      couponDiscountCents: r.couponDiscountCents,
      totalCents: r.totalCents,
      currency: r.currency,
    },
    couponCode: r.couponCode,
    paidCents: Number(r.paidCents),
    refundedCents: Number(r.refundedCents),
    status: r.status,
    provider: r.provider,
    createdAt: r.createdAt.toISOString(),
    paidAt: iso(r.paidAt),
    refundedAt: iso(r.refundedAt),
  };
}

const couponColumns = {
  id: coupons.id,
  code: coupons.code,
  kind: coupons.kind,
  value: coupons.value,
  courseSlug: courses.slug,
  courseTitle: courses.title,
  validFrom: coupons.validFrom,
  validUntil: coupons.validUntil,
  maxUses: coupons.maxUses,
  usedCount: coupons.usedCount,
  active: coupons.active,
  createdAt: coupons.createdAt,
};

type CouponRow = {
  id: string;
  code: string;
  kind: AdminCoupon["kind"];
  value: number;
  courseSlug: string | null;
  courseTitle: string | null;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  usedCount: number;
  active: boolean;
  createdAt: Date;
};

function toAdminCoupon(row: CouponRow): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    course: row.courseSlug && row.courseTitle ? { slug: row.courseSlug, title: row.courseTitle } : null,
    validFrom: iso(row.validFrom),
    validUntil: iso(row.validUntil),
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

export type MonthFigures = { month: string; cents: number };
export type MonthCount = { month: string; count: number };

export type CouponUpdateResult =
  | { kind: "updated"; coupon: AdminCoupon }
  | { kind: "not-found" }
  | { kind: "until-before-from" }
  | { kind: "below-used" };

export function createAdminPaymentsRepository(db: Database) {
  const month = (column: SQL | typeof payments.paidAt) =>
    sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

  async function findCoupon(id: string): Promise<AdminCoupon | undefined> {
    const [row] = await db
      .select(couponColumns)
      .from(coupons)
      .leftJoin(courses, eq(courses.id, coupons.courseId))
      .where(eq(coupons.id, id));
    return row ? toAdminCoupon(row) : undefined;
  }

  return {
    /** Orders newest first (the id breaks ties, so pages never repeat or skip a row). */
    async searchOrders(query: AdminOrdersQuery): Promise<{ items: AdminOrder[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(orders.status, query.status));
      if (query.course) conditions.push(eq(courses.slug, query.course));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select(orderColumns)
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .innerJoin(courses, eq(courses.id, orders.courseId))
          .leftJoin(batches, eq(batches.id, orders.batchId))
          .where(where)
          .orderBy(desc(orders.createdAt), asc(orders.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ total: count() })
          .from(orders)
          .innerJoin(courses, eq(courses.id, orders.courseId))
          .where(where),
      ]);
      return { items: rows.map((row) => toAdminOrder(row)), total: Number(totals?.total ?? 0) };
    },

    async findOrder(id: string): Promise<AdminOrder | undefined> {
      const [row] = await db
        .select(orderColumns)
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .innerJoin(courses, eq(courses.id, orders.courseId))
        .leftJoin(batches, eq(batches.id, orders.batchId))
        .where(eq(orders.id, id));
      return row ? toAdminOrder(row) : undefined;
    },

    async courseOptions(): Promise<CourseOption[]> {
      return db
        .select({ slug: courses.slug, title: courses.title })
        .from(courses)
        .orderBy(asc(courses.title), asc(courses.slug));
    },

    async courseIdBySlug(slug: string): Promise<string | undefined> {
      const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
      return row?.id;
    },

    /** Charges by the UTC month they succeeded in, from `since` on. */
    async grossByMonth(since: Date): Promise<MonthFigures[]> {
      const key = month(payments.paidAt);
      const rows = await db
        .select({ month: key, cents: sql<string>`sum(${payments.amountCents})` })
        .from(payments)
        .where(gte(payments.paidAt, since))
        .groupBy(key);
      return rows.map((row) => ({ month: row.month, cents: Number(row.cents) }));
    },

    /** Refunds by the UTC month they were made in, from `since` on. */
    async refundedByMonth(since: Date): Promise<MonthFigures[]> {
      const key = month(sql`${payments.refundedAt}`);
      const rows = await db
        .select({ month: key, cents: sql<string>`sum(${payments.refundedAmountCents})` })
        .from(payments)
        .where(gte(payments.refundedAt, since))
        .groupBy(key);
      return rows.map((row) => ({ month: row.month, cents: Number(row.cents) }));
    },

    /** Orders by the UTC month they were first paid in, from `since` on (refunded later or not). */
    async paidOrdersByMonth(since: Date): Promise<MonthCount[]> {
      const key = month(sql`${orders.paidAt}`);
      const rows = await db
        .select({ month: key, count: count() })
        .from(orders)
        .where(gte(orders.paidAt, since))
        .groupBy(key);
      return rows.map((row) => ({ month: row.month, count: Number(row.count) }));
    },

    async listCoupons(): Promise<AdminCoupon[]> {
      const rows = await db
        .select(couponColumns)
        .from(coupons)
        .leftJoin(courses, eq(courses.id, coupons.courseId))
        .orderBy(desc(coupons.createdAt), asc(coupons.code));
      return rows.map(toAdminCoupon);
    },

    findCoupon,

    /** Creates a coupon; undefined when the code is taken (the unique index decides, race-free). */
    async createCoupon(
      coupon: Omit<CouponCreate, "course"> & { courseId: string | null },
    ): Promise<AdminCoupon | undefined> {
      const [row] = await db
        .insert(coupons)
        .values({
          code: coupon.code,
          kind: coupon.kind,
          value: coupon.value,
          courseId: coupon.courseId,
          validFrom: coupon.validFrom ? new Date(coupon.validFrom) : null,
          validUntil: coupon.validUntil ? new Date(coupon.validUntil) : null,
          maxUses: coupon.maxUses,
          active: coupon.active,
        })
        .onConflictDoNothing({ target: coupons.code })
        .returning({ id: coupons.id });
      return row ? findCoupon(row.id) : undefined;
    },

    /** Applies the change under a row lock, so the window and use checks see the stored values. */
    async updateCoupon(id: string, change: CouponUpdate): Promise<CouponUpdateResult> {
      const outcome = await db.transaction(async (tx): Promise<CouponUpdateResult | { kind: "ok" }> => {
        const [current] = await tx
          .select({
            validFrom: coupons.validFrom,
            validUntil: coupons.validUntil,
            usedCount: coupons.usedCount,
          })
          .from(coupons)
          .where(eq(coupons.id, id))
          .for("update");
        if (!current) return { kind: "not-found" };
        const toDate = (value: string | null | undefined, stored: Date | null) =>
          value === undefined ? stored : value === null ? null : new Date(value);
        const validFrom = toDate(change.validFrom, current.validFrom);
        const validUntil = toDate(change.validUntil, current.validUntil);
        if (validFrom && validUntil && validUntil <= validFrom) return { kind: "until-before-from" };
        if (change.maxUses != null && change.maxUses < current.usedCount) return { kind: "below-used" };
        await tx
          .update(coupons)
          .set({
            validFrom,
            validUntil,
            ...(change.maxUses === undefined ? {} : { maxUses: change.maxUses }),
            ...(change.active === undefined ? {} : { active: change.active }),
          })
          .where(eq(coupons.id, id));
        return { kind: "ok" };
      });
      if (outcome.kind !== "ok") return outcome;
      const coupon = await findCoupon(id);
      return coupon ? { kind: "updated", coupon } : { kind: "not-found" };
    },
  };
}
export type AdminPaymentsRepository = ReturnType<typeof createAdminPaymentsRepository>;
