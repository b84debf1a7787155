import type {
  AdminCoupon,
  AdminCoupons,
  AdminOrder,
  AdminOrdersPage,
  AdminOrdersQuery,
  AdminRevenue,
  CouponCreate,
  CouponUpdate,
  RevenueMonth,
} from "#contracts/admin-payments.ts";
import { adminPaymentsLimits, adminPaymentsMessages } from "#contracts/admin-payments-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { AdminPaymentsRepository } from "./repository.ts";

// Ids are uuids: anything else names no row and must not reach the database (PostgreSQL refuses the cast).
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The refund itself belongs to the checkout core: provider call, order and payment rows, seat, enrollment. */
export type OrderRefunds = {
  refundOrder(orderId: string, by: { id: string }): Promise<unknown>;
};

/** 'YYYY-MM' of the last `count` UTC months, oldest first, ending with the month of `now`. */
export function lastMonths(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(`${day.getUTCFullYear()}-${String(day.getUTCMonth() + 1).padStart(2, "0")}`);
  }
  return months;
}

export function createAdminPaymentsService(deps: {
  repository: AdminPaymentsRepository;
  refunds: OrderRefunds;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { repository } = deps;

  return {
    async listOrders(query: AdminOrdersQuery): Promise<AdminOrdersPage> {
      const [{ items, total }, courses] = await Promise.all([
        repository.searchOrders(query),
        repository.courseOptions(),
      ]);
      return {
        items,
        total,
        page: query.page,
        pageSize: query.pageSize,
        pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
        courses,
      };
    },

    async revenue(): Promise<AdminRevenue> {
      const months = lastMonths(now(), adminPaymentsLimits.revenueMonths);
      const first = months[0] ?? "1970-01";
      const since = new Date(`${first}-01T00:00:00.000Z`);
      const [gross, refunded, paid] = await Promise.all([
        repository.grossByMonth(since),
        repository.refundedByMonth(since),
        repository.paidOrdersByMonth(since),
      ]);
      const byMonth = <T extends { month: string }>(rows: T[]) =>
        new Map(rows.map((row) => [row.month, row]));
      const grossOf = byMonth(gross);
      const refundedOf = byMonth(refunded);
      const paidOf = byMonth(paid);
      const rows: RevenueMonth[] = months.map((month) => {
        const grossCents = grossOf.get(month)?.cents ?? 0;
        const refundedCents = refundedOf.get(month)?.cents ?? 0;
        return {
          month,
          grossCents,
          refundedCents,
          netCents: grossCents - refundedCents,
          paidOrders: paidOf.get(month)?.count ?? 0,
        };
      });
      const sum = (pick: (row: RevenueMonth) => number) => rows.reduce((total, row) => total + pick(row), 0);
      return {
        currency: "USD",
        months: rows,
        totals: {
          grossCents: sum((row) => row.grossCents),
          refundedCents: sum((row) => row.refundedCents),
          netCents: sum((row) => row.netCents),
          paidOrders: sum((row) => row.paidOrders),
        },
      };
    },

    /** Refunds through the checkout core on behalf of the admin `byId`; answers the order as listed. */
    async refund(orderId: string, byId: string): Promise<AdminOrder> {
      if (!uuidPattern.test(orderId)) throw new HttpError(404, adminPaymentsMessages.orderNotFound);
      await deps.refunds.refundOrder(orderId, { id: byId });
      const order = await repository.findOrder(orderId);
      if (!order) throw new HttpError(404, adminPaymentsMessages.orderNotFound);
      return order;
    },

    async listCoupons(): Promise<AdminCoupons> {
      const [items, courses] = await Promise.all([repository.listCoupons(), repository.courseOptions()]);
      return { items, courses };
    },

    async createCoupon(input: CouponCreate): Promise<AdminCoupon> {
      let courseId: string | null = null;
      if (input.course) {
        courseId = (await repository.courseIdBySlug(input.course)) ?? null;
        if (!courseId) throw new HttpError(400, adminPaymentsMessages.courseInvalid, "course");
      }
      const { course: _slug, ...rest } = input;
      const created = await repository.createCoupon({ ...rest, courseId });
      if (!created) throw new HttpError(409, adminPaymentsMessages.codeTaken, "code");
      return created;
    },

    async updateCoupon(id: string, change: CouponUpdate): Promise<AdminCoupon> {
      if (!uuidPattern.test(id)) throw new HttpError(404, adminPaymentsMessages.couponNotFound);
      const result = await repository.updateCoupon(id, change);
      switch (result.kind) {
        case "updated":
          return result.coupon;
        case "not-found":
          throw new HttpError(404, adminPaymentsMessages.couponNotFound);
        case "until-before-from":
          throw new HttpError(400, adminPaymentsMessages.untilBeforeFrom, "validUntil");
        case "below-used":
          throw new HttpError(400, adminPaymentsMessages.maxUsesBelowUsed, "maxUses");
      }
    },
  };
}
export type AdminPaymentsService = ReturnType<typeof createAdminPaymentsService>;
