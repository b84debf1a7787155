import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orders } from "./checkout.ts";

/** The built-in test provider's hosted checkout sessions (the Stripe provider keeps these at Stripe). */
export const testPaymentSessions = pgTable("test_payment_sessions", {
  /** Unguessable id, the only key to the hosted page. */
  id: text("id").primaryKey(),
  orderId: uuid("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  description: text("description").notNull(),
  customerEmail: text("customer_email").notNull(),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  instalmentNumber: integer("instalment_number").notNull().default(1),
  status: text("status", { enum: ["open", "complete", "expired"] })
    .notNull()
    .default("open"),
  /** Set once paid: the test charge id that refunds refer to. */
  paymentId: text("payment_id").unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The test provider's event log: what it delivered to the webhook, for reconciliation to replay. */
export const testPaymentEvents = pgTable(
  "test_payment_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<unknown>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("test_payment_events_created_idx").on(t.createdAt)],
);
