import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { coupons, orders } from "#server/db/schema/checkout.ts";
import type { PricedCoupon } from "./pricing.ts";

// Checkout only reads coupons (the admin's Coupons screen writes them, server/modules/admin-payments);
// a use is counted at fulfilment, in the fulfilment transaction.
export function createCouponsRepository(db: Database) {
  return {
    /** The coupon with its uses counted: paid uses plus live holds carrying it (so the last use is not sold twice). */
    async findCoupon(code: string, now: Date): Promise<PricedCoupon | undefined> {
      const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
      if (!row) return undefined;
      const [held] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.couponId, row.id), eq(orders.status, "pending"), gt(orders.seatHeldUntil, now)));
      return {
        id: row.id,
        code: row.code,
        kind: row.kind,
        value: row.value,
        courseId: row.courseId,
        validFrom: row.validFrom,
        validUntil: row.validUntil,
        maxUses: row.maxUses,
        usesCounted: row.usedCount + (held?.count ?? 0),
        active: row.active,
      };
    },
  };
}
export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
