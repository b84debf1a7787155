import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "#contracts/checkout.ts";
import { checkoutMessages, testCards } from "#contracts/checkout-text.ts";
import { apiMessages } from "#contracts/messages.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

// Issue 6: a student downloads the PDF receipt of their own payment, and nobody else can. The paid order
// comes about as a buyer's does: checkout, the built-in test provider's page, its signed webhook.

let t: TestApp;
let buyer: TestAccount;
let buyerSession: Visitor;
let paid: Order;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createAccount(t.database.db, { role: "student", name: "Bea (O'Brien) \\ Buyer" });
  buyerSession = await signedIn(t.app, buyer);

  // An upcoming batch with free seats, of a course bought at checkout (the bootcamp needs admission).
  const [batch] = await sqlRows<{ slug: string; batch_id: string }>(
    t.database.db,
    sql`select c.slug, b.id as batch_id from courses c join batches b on b.course_id = c.id
        where c.slug <> 'ai-engineers' and b.start_date > current_date + 1 and b.seats_taken < b.seats_total
        order by b.start_date, c.slug limit 1`,
  );
  if (!batch) throw new Error("the seed has no open batch");

  const order = await call(t.app, buyerSession, "POST", "/api/checkout/orders", {
    course: batch.slug,
    batchId: batch.batch_id,
  });
  expect(order.statusCode, order.body).toBe(201);
  const { redirectUrl } = order.json() as { orderId: string; redirectUrl: string };
  const sessionId = /tps_[A-Za-z0-9_-]+/.exec(redirectUrl)?.[0];
  if (!sessionId) throw new Error(`no test payment session in ${redirectUrl}`);

  const payment = await call(t.app, buyerSession, "POST", `/api/test-payments/sessions/${sessionId}/pay`, {
    cardNumber: testCards.success,
    expiry: "12/39",
    cvc: "123",
    name: "Bea Buyer",
  });
  expect(payment.statusCode, payment.body).toBe(200);
  expect(payment.json().status).toBe("succeeded");

  const orders = await call(t.app, buyerSession, "GET", "/api/student/orders");
  expect(orders.statusCode).toBe(200);
  const found = (orders.json() as { orders: Order[] }).orders.find((o) => o.status === "paid");
  if (!found) throw new Error("the order was not fulfilled");
  paid = found;
});
afterAll(async () => {
  await t?.close();
});

const receiptUrl = () => paid.payments[0]!.receiptUrl;

describe("GET /api/student/payments/:id/receipt", () => {
  it("gives the buyer their receipt as a PDF attachment", async () => {
    const payment = paid.payments[0]!;
    expect(receiptUrl()).toBe(`/api/student/payments/${payment.id}/receipt`);
    const response = await call(t.app, buyerSession, "GET", receiptUrl());
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="AI-Labs-receipt-${payment.receiptNumber}.pdf"`,
    );
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
    const text = pdf.toString("latin1");
    expect(text).toContain(`(Receipt ${payment.receiptNumber})`);
    expect(text).toContain(`(${paid.number})`);
    // The buyer's name with its parentheses and backslash escaped inside the PDF string.
    expect(text).toContain(String.raw`(Bea \(O'Brien\) \\ Buyer)`);
  });

  it("answers 404 for another student's payment, and for an admin (admins use their own routes)", async () => {
    for (const role of ["student", "admin"] as const) {
      const other = await signedIn(t.app, await createAccount(t.database.db, { role }));
      const response = await call(t.app, other, "GET", receiptUrl());
      expect(response.statusCode, role).toBe(404);
      expect(response.headers["content-type"]).toMatch(/application\/json/);
      expect(response.json()).toEqual({
        error: checkoutMessages.orderNotFound,
        errors: [{ message: checkoutMessages.orderNotFound }],
      });
    }
  });

  it("answers 401 when signed out", async () => {
    const response = await call(t.app, await visit(t.app), "GET", receiptUrl());
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(apiMessages.signInRequired);
  });

  it("answers 404 for an unknown payment id, and refuses a malformed one with the same message", async () => {
    const unknown = await call(
      t.app,
      buyerSession,
      "GET",
      "/api/student/payments/6f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9/receipt",
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(checkoutMessages.orderNotFound);

    const malformed = await call(t.app, buyerSession, "GET", "/api/student/payments/not-a-uuid/receipt");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe(checkoutMessages.orderNotFound);
  });
});
