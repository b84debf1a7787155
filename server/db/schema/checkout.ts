import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { batches, courses } from "./catalog.ts";

/** A discount code, applied on the server only (checkout pricing, server/modules/checkout/pricing.ts). */
export const coupons = pgTable(
  "coupons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored upper-case; buyers may type any case. */
    code: text("code").notNull().unique(),
    kind: text("kind", { enum: ["percent", "fixed"] }).notNull(),
    /** 1..100 for 'percent'; the amount off in cents for 'fixed'. */
    value: integer("value").notNull(),
    /** Null: any course. */
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "cascade" }),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    /** Null: unlimited. Counted at fulfilment (paid orders), checked at checkout with live holds too. */
    maxUses: integer("max_uses"),
    usedCount: integer("used_count").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("coupons_value_ok", sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check("coupons_uses_ok", sql`${t.maxUses} is null or ${t.maxUses} > 0`),
  ],
);

/**
 * One purchase attempt: created pending at checkout (holding a seat for 30 minutes), paid by the
 * provider's webhook only (fulfilment), or failed, expired, refunded. Amounts are cents, never floats.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Human order number on receipts and mails ("AIL-000123"). */
    number: serial("number").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: ["course", "bootcamp"] }).notNull(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    /** Null for self-paced. */
    batchId: uuid("batch_id").references(() => batches.id, { onDelete: "restrict" }),
    plan: text("plan", { enum: ["full", "instalments"] })
      .notNull()
      .default("full"),
    /** The course's price before any discount. */
    listPriceCents: integer("list_price_cents").notNull(),
    /** Early-bird saving (list minus early-bird price), 0 when not early. */
    earlyBirdDiscountCents: integer("early_bird_discount_cents").notNull().default(0),
    couponId: uuid("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    couponCode: text("coupon_code"),
    couponDiscountCents: integer("coupon_discount_cents").notNull().default(0),
    /** What the buyer owes in all (the instalments add up to it). */
    totalCents: integer("total_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    status: text("status", {
      enum: ["pending", "paid", "failed", "expired", "refunded", "cancelled"],
    })
      .notNull()
      .default("pending"),
    provider: text("provider", { enum: ["test", "stripe"] }).notNull(),
    /** The provider's checkout session of the current payment attempt. */
    providerSessionId: text("provider_session_id"),
    /** Its hosted payment page, while the order is pending (the buyer can come back to it). */
    providerSessionUrl: text("provider_session_url"),
    /** A pending order holds one seat of its batch until this moment (SPEC: 30 minutes). */
    seatHeldUntil: timestamp("seat_held_until", { withTimezone: true }),
    /** The buyer-facing reason of the last failed attempt (declined card, ...). */
    lastError: text("last_error"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_batch_hold_idx").on(t.batchId, t.status, t.seatHeldUntil),
    index("orders_status_idx").on(t.status, t.createdAt),
    uniqueIndex("orders_provider_session_idx").on(t.provider, t.providerSessionId),
    check("orders_amounts_ok", sql`${t.totalCents} >= 0 and ${t.listPriceCents} >= 0`),
  ],
);

/** The instalment plan of an order: number 1 is charged at checkout, the others on their due dates. */
export const orderInstalments = pgTable(
  "order_instalments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: ["due", "paid", "refunded"] })
      .notNull()
      .default("due"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("order_instalments_number_idx").on(t.orderId, t.number)],
);

/** Money that moved: one row per successful charge, marked refunded when the provider refunds it. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    provider: text("provider", { enum: ["test", "stripe"] }).notNull(),
    /** The provider's id of the charge (Stripe payment intent); unique, so a replayed event adds nothing. */
    providerPaymentId: text("provider_payment_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    /** Shown to the buyer, e.g. "Visa •••• 4242". */
    method: text("method").notNull(),
    /** Which instalment this paid; 1 for a full payment. */
    instalmentNumber: integer("instalment_number").notNull().default(1),
    status: text("status", { enum: ["succeeded", "refunded"] })
      .notNull()
      .default("succeeded"),
    /** Receipt number on the PDF ("R-000123-1"). */
    receiptNumber: text("receipt_number").notNull().unique(),
    refundedAmountCents: integer("refunded_amount_cents").notNull().default(0),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_provider_payment_idx").on(t.provider, t.providerPaymentId),
    index("payments_order_idx").on(t.orderId),
    index("payments_paid_at_idx").on(t.paidAt),
  ],
);

/** Every provider event we accepted, by its id: a duplicate delivery is recognised and changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider", { enum: ["test", "stripe"] }).notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    /** The provider's creation time of the event (ordering is never trusted: state checks decide). */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** The charge the event is about: a refund that arrives before its payment is applied when the payment is recorded. */
    providerPaymentId: text("provider_payment_id"),
    /** For refund events: the total refunded on the charge. */
    amountCents: integer("amount_cents"),
    /** What handling it did: 'fulfilled', 'failed', 'refunded', 'ignored: ...'. */
    outcome: text("outcome").notNull(),
    payload: jsonb("payload").$type<unknown>().notNull(),
  },
  (t) => [
    uniqueIndex("payment_events_pk").on(t.provider, t.eventId),
    index("payment_events_payment_idx").on(t.provider, t.providerPaymentId),
  ],
);
