import { z } from "zod";
import "./zod-messages.ts";
import { adminPaymentsLimits, adminPaymentsMessages, couponKinds } from "./admin-payments-text.ts";
import { priceLinesSchema } from "./checkout.ts";
import { orderStatuses, paymentPlans } from "./checkout-text.ts";

// The admin's Payments and Coupons screens (server/modules/admin-payments), admins only:
//   GET   /api/admin/orders               orders by status and course, newest first, in pages
//   GET   /api/admin/revenue              paid, refunded and net per month, the last 12 months
//   POST  /api/admin/orders/:id/refund    refunds a paid order through its payment provider
//   GET   /api/admin/coupons              every coupon with its uses
//   POST  /api/admin/coupons              creates one (409 on a code in use)
//   PATCH /api/admin/coupons/:id          activates, deactivates, changes validity or maximum uses

const m = adminPaymentsMessages;
const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);
const blankToNull = (value: unknown) => (value === "" ? null : value);

const courseSlug = z
  .string({ error: m.courseInvalid })
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, { error: m.courseInvalid });

const pageNumber = z.coerce
  .number({ error: m.pageInvalid })
  .int(m.pageInvalid)
  .min(1, m.pageInvalid)
  .max(100_000, m.pageInvalid)
  .default(1);

/** Query string of GET /api/admin/orders. An empty status or course (a cleared filter) means all. */
export const adminOrdersQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(orderStatuses, { error: m.statusInvalid }).optional()),
  course: z.preprocess(blankToUndefined, courseSlug.optional()),
  page: pageNumber,
  pageSize: z.coerce
    .number({ error: m.pageSizeInvalid })
    .int(m.pageSizeInvalid)
    .min(1, m.pageSizeInvalid)
    .max(100, m.pageSizeInvalid)
    .default(adminPaymentsLimits.ordersPageSize),
});
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

/** A course to filter by or to restrict a coupon to (unpublished ones too: they may have orders). */
export const courseOptionSchema = z.object({ slug: z.string(), title: z.string() });
export type CourseOption = z.infer<typeof courseOptionSchema>;

export const adminOrderSchema = z.object({
  id: z.string(),
  number: z.string().describe("AIL-000123"),
  buyer: z.object({ name: z.string(), email: z.string() }),
  course: courseOptionSchema,
  /** ISO date (YYYY-MM-DD) of the batch's start; null for self-paced. */
  batchStartDate: z.string().nullable(),
  plan: z.enum(paymentPlans),
  price: priceLinesSchema,
  couponCode: z.string().nullable(),
  /** What the provider has charged so far (an instalment plan's first payment, or the whole total). */
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  status: z.enum(orderStatuses),
  provider: z.enum(["test", "stripe"]),
  /** ISO 8601. */
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrdersPageSchema = z.object({
  items: z.array(adminOrderSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  /** Every course, for the course filter. */
  courses: z.array(courseOptionSchema),
});
export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;

export const adminOrderParamsSchema = z.object({ id: z.string().max(100) });

const revenueFigures = {
  /** Charges that succeeded in the month (instalments count when they are paid). */
  grossCents: z.number().int(),
  /** Refunds made in the month. */
  refundedCents: z.number().int(),
  netCents: z.number().int(),
  /** Orders first paid in the month. */
  paidOrders: z.number().int(),
};

export const revenueMonthSchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .describe("YYYY-MM (UTC)"),
  ...revenueFigures,
});
export type RevenueMonth = z.infer<typeof revenueMonthSchema>;

export const adminRevenueSchema = z.object({
  currency: z.string(),
  /** The last 12 months, oldest first, the current one last; months without sales are zeros. */
  months: z.array(revenueMonthSchema),
  totals: z.object(revenueFigures),
});
export type AdminRevenue = z.infer<typeof adminRevenueSchema>;

// Coupons.
const couponCode = z
  .string({ error: m.codeRequired })
  .trim()
  .toUpperCase()
  .min(1, m.codeRequired)
  .regex(
    new RegExp(`^[A-Z0-9_-]{${adminPaymentsLimits.couponCodeMin},${adminPaymentsLimits.couponCodeMax}}$`),
    m.codeInvalid,
  );

/** ISO 8601 with an offset, or null for an open end (the form sends the day's start or end). */
const instant = z.preprocess(blankToNull, z.iso.datetime({ offset: true, error: m.dateInvalid }).nullable());

const maxUses = z.preprocess(
  blankToNull,
  z
    .number({ error: m.maxUsesInvalid })
    .int(m.maxUsesInvalid)
    .min(1, m.maxUsesInvalid)
    .max(adminPaymentsLimits.maxUsesMax, m.maxUsesInvalid)
    .nullable(),
);

function untilAfterFrom(
  body: { validFrom?: string | null; validUntil?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (body.validFrom && body.validUntil && Date.parse(body.validUntil) <= Date.parse(body.validFrom)) {
    ctx.addIssue({ code: "custom", message: m.untilBeforeFrom, path: ["validUntil"] });
  }
}

export const couponCreateSchema = z
  .strictObject({
    code: couponCode,
    kind: z.enum(couponKinds, { error: m.kindInvalid }),
    /** 1..100 for a percentage; cents for a fixed amount (the form takes dollars and converts). */
    value: z.number({ error: m.valueRequired }).int(m.valueRequired),
    /** A course's slug, or null for every course. */
    course: z.preprocess(blankToNull, courseSlug.nullable()).default(null),
    validFrom: instant.default(null),
    validUntil: instant.default(null),
    maxUses: maxUses.default(null),
    active: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    if (body.kind === "percent" && (body.value < 1 || body.value > adminPaymentsLimits.percentMax)) {
      ctx.addIssue({ code: "custom", message: m.percentInvalid, path: ["value"] });
    }
    if (body.kind === "fixed" && (body.value < 1 || body.value > adminPaymentsLimits.fixedMaxCents)) {
      ctx.addIssue({ code: "custom", message: m.fixedInvalid, path: ["value"] });
    }
    untilAfterFrom(body, ctx);
  });
export type CouponCreateInput = z.input<typeof couponCreateSchema>;
export type CouponCreate = z.output<typeof couponCreateSchema>;

/** What an admin may change after creation; the code, kind and value stay (orders quote them). */
export const couponUpdateSchema = z
  .strictObject({
    active: z.boolean().optional(),
    validFrom: instant.optional(),
    validUntil: instant.optional(),
    maxUses: maxUses.optional(),
  })
  .superRefine((body, ctx) => {
    if (Object.values(body).every((value) => value === undefined)) {
      ctx.addIssue({ code: "custom", message: m.nothingToChange });
    }
    untilAfterFrom(body, ctx);
  });
export type CouponUpdateInput = z.input<typeof couponUpdateSchema>;
export type CouponUpdate = z.output<typeof couponUpdateSchema>;

export const couponParamsSchema = z.object({ id: z.string().max(100) });

export const adminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(couponKinds),
  value: z.number().int(),
  course: courseOptionSchema.nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  /** Paid orders that used it. */
  usedCount: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminCouponsSchema = z.object({
  /** Newest first. */
  items: z.array(adminCouponSchema),
  /** Every course, for the course restriction. */
  courses: z.array(courseOptionSchema),
});
export type AdminCoupons = z.infer<typeof adminCouponsSchema>;
