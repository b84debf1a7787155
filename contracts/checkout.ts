import { z } from "zod";
import "./zod-messages.ts";
import { checkoutLimits, checkoutPageMessages, orderStatuses, paymentPlans } from "./checkout-text.ts";
import { testPaymentMessages } from "./test-payments-text.ts";

// The checkout calls (server/modules/checkout), shared by the checkout pages and the API:
//   GET  /api/checkout/quote                 the order summary for a course, batch, plan and coupon
//   POST /api/checkout/orders                creates a pending order (holding its seat) and a payment session
//   GET  /api/orders/:id                     one of the signed-in buyer's orders (success pages)
//   GET  /api/student/orders                 the signed-in buyer's orders with payments and instalments
//   GET  /api/student/payments/:id/receipt   the PDF receipt of one payment
//   GET  /api/bootcamp/enrollment            the bootcamp enroll page: eligibility, cohorts and plans
//   GET  /api/test-payments/sessions/:id     the built-in test provider's hosted page
//   POST /api/test-payments/sessions/:id/pay
//   POST /api/payments/webhook               provider events (signed; raw body)

const uuid = z.uuid({ error: checkoutPageMessages.batchNotFound });
const slug = z
  .string({ error: checkoutPageMessages.courseNotFound })
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, { error: checkoutPageMessages.courseNotFound });

/** Empty means "no coupon"; codes are compared upper-case. */
export const couponCodeSchema = z
  .string()
  .trim()
  .max(checkoutLimits.couponCodeMax, { error: checkoutPageMessages.couponTooLong })
  .transform((code) => code.toUpperCase());

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** The signed token of a waitlist offer's link (decision 0045): its holder buys the seat held for them. */
const offerTokenSchema = z.string().trim().max(300, { error: checkoutPageMessages.batchNotFound });

export const quoteQuerySchema = z.object({
  course: slug,
  /** Absent for a self-paced course. */
  batch: z.preprocess(emptyToUndefined, uuid.optional()),
  coupon: z.preprocess(emptyToUndefined, couponCodeSchema.optional()),
  plan: z.preprocess(emptyToUndefined, z.enum(paymentPlans).default("full")),
  offer: z.preprocess(emptyToUndefined, offerTokenSchema.optional()),
});
export type QuoteQuery = z.infer<typeof quoteQuerySchema>;

export const checkoutBatchSchema = z.object({
  id: z.string(),
  type: z.string(),
  startDate: z.string().describe("ISO date (YYYY-MM-DD)"),
  schedule: z.string(),
  seatsAvailable: z.number().int(),
  earlyBirdDeadline: z.string().describe("ISO date (YYYY-MM-DD)"),
});
export type CheckoutBatch = z.infer<typeof checkoutBatchSchema>;

export const instalmentSchema = z.object({
  number: z.number().int(),
  dueDate: z.string().describe("ISO date (YYYY-MM-DD)"),
  amountCents: z.number().int(),
});

export const priceLinesSchema = z.object({
  listPriceCents: z.number().int(),
  earlyBirdDiscountCents: z.number().int(),
  couponDiscountCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
});
export type PriceLines = z.infer<typeof priceLinesSchema>;

export const quoteSchema = z.object({
  course: z.object({
    slug: z.string(),
    title: z.string(),
    format: z.string(),
    durationWeeks: z.number().int(),
    imagePath: z.string().nullable(),
  }),
  batch: checkoutBatchSchema.nullable(),
  plan: z.enum(paymentPlans),
  earlyBird: z.boolean(),
  price: priceLinesSchema,
  /** The applied coupon; null when none was given or it was refused (see couponError). */
  coupon: z.object({ code: z.string(), label: z.string() }).nullable(),
  couponError: z.string().nullable(),
  /** What is charged when: one entry for a full payment. */
  instalments: z.array(instalmentSchema),
  soldOut: z.boolean(),
  /** Buying needs an accepted bootcamp application (the bootcamp course); the page links to apply/enroll. */
  requiresAdmission: z.boolean(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const createOrderSchema = z.object({
  course: slug,
  batchId: uuid.nullable().default(null),
  couponCode: z.preprocess(emptyToUndefined, couponCodeSchema.optional()),
  plan: z.enum(paymentPlans).default("full"),
  offer: z.preprocess(emptyToUndefined, offerTokenSchema.optional()),
});
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

export const createOrderResponseSchema = z.object({
  orderId: z.string(),
  /** Where the browser goes next: the provider's hosted payment page. */
  redirectUrl: z.string(),
});

export const orderPaymentSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  method: z.string(),
  instalmentNumber: z.number().int(),
  status: z.enum(["succeeded", "refunded"]),
  receiptNumber: z.string(),
  refundedAmountCents: z.number().int(),
  paidAt: z.string(),
  /** The receipt PDF of this payment. */
  receiptUrl: z.string(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderSchema = z.object({
  id: z.string(),
  number: z.string().describe("AIL-000123"),
  kind: z.enum(["course", "bootcamp"]),
  status: z.enum(orderStatuses),
  course: z.object({ slug: z.string(), title: z.string() }),
  batch: checkoutBatchSchema.omit({ seatsAvailable: true }).nullable(),
  plan: z.enum(paymentPlans),
  price: priceLinesSchema,
  couponCode: z.string().nullable(),
  provider: z.enum(["test", "stripe"]),
  seatHeldUntil: z.string().nullable(),
  /** The provider's payment page while the order is pending and its seat still held; null otherwise. */
  paymentUrl: z.string().nullable(),
  lastError: z.string().nullable(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  createdAt: z.string(),
  instalments: z.array(instalmentSchema.extend({ status: z.enum(["due", "paid", "refunded"]) })),
  payments: z.array(orderPaymentSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderIdParamsSchema = z.object({ id: z.uuid({ error: checkoutPageMessages.orderNotFound }) });

export const studentOrdersResponseSchema = z.object({ orders: z.array(orderSchema) });

export const paymentIdParamsSchema = z.object({ id: z.uuid({ error: checkoutPageMessages.orderNotFound }) });

export const bootcampEnrollmentSchema = z.object({
  /** Whether the signed-in user may buy a bootcamp seat now, and why not. */
  eligible: z.boolean(),
  reason: z.string().nullable(),
  application: z
    .object({ id: z.string(), status: z.string(), preferredBatchId: z.string().nullable() })
    .nullable(),
  batches: z.array(checkoutBatchSchema.extend({ earlyBird: z.boolean(), priceCents: z.number().int() })),
  course: z.object({ slug: z.string(), title: z.string(), priceCents: z.number().int() }),
});
export type BootcampEnrollment = z.infer<typeof bootcampEnrollmentSchema>;

// The built-in test provider's hosted page.
export const testSessionParamsSchema = z.object({
  id: z.string().regex(/^tps_[A-Za-z0-9_-]{16,64}$/, { error: testPaymentMessages.sessionNotFound }),
});

export const testSessionSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  description: z.string(),
  customerEmail: z.string(),
  status: z.enum(["open", "complete", "expired"]),
  expiresAt: z.string(),
  cancelUrl: z.string(),
  successUrl: z.string(),
});
export type TestSession = z.infer<typeof testSessionSchema>;

const digits = (value: string) => value.replace(/[\s-]/g, "");

export const testPaymentSchema = z.object({
  cardNumber: z
    .string({ error: testPaymentMessages.cardNumberInvalid })
    .transform(digits)
    .pipe(z.string().regex(/^\d{12,19}$/, { error: testPaymentMessages.cardNumberInvalid })),
  expiry: z
    .string({ error: testPaymentMessages.expiryInvalid })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, { error: testPaymentMessages.expiryInvalid }),
  cvc: z
    .string({ error: testPaymentMessages.cvcInvalid })
    .trim()
    .regex(/^\d{3,4}$/, {
      error: testPaymentMessages.cvcInvalid,
    }),
  name: z
    .string({ error: testPaymentMessages.nameRequired })
    .trim()
    .min(1, { error: testPaymentMessages.nameRequired })
    .max(100),
  /** The answer to the authentication step of the requires-authentication card. */
  authentication: z.enum(["approve", "fail"]).optional(),
});
export type TestPaymentInput = z.infer<typeof testPaymentSchema>;

export const testPaymentResultSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("succeeded"), redirectUrl: z.string() }),
  z.object({ status: z.literal("requires_authentication") }),
]);
export type TestPaymentResult = z.infer<typeof testPaymentResultSchema>;
