import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminCoupon,
  AdminCoupons,
  AdminOrder,
  AdminOrdersPage,
  AdminRevenue,
} from "#contracts/admin-payments.ts";
import { adminPaymentsMessages, refundMessages } from "#contracts/admin-payments-text.ts";
import { bootcampCourseSlug } from "#contracts/admissions-text.ts";
import type { Role } from "#contracts/auth.ts";
import { testCards } from "#contracts/checkout-text.ts";
import { apiMessages } from "#contracts/messages.ts";
import { lastMonths } from "#server/modules/admin-payments/service.ts";
import { call, createAccount, signedIn, type TestAccount } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor, visit } from "../support/test-app.ts";

let t: TestApp;
let admin: TestAccount;
let adminSession: Visitor;
let buyer: TestAccount;
let courseA: { id: string; slug: string; batchId: string };
let courseB: { id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t.database.db, { role: "admin", name: "Ada Admin" });
  adminSession = await signedIn(t.app, admin);
  buyer = await createAccount(t.database.db, { role: "student", name: "Bea Buyer" });
  const withBatch = await sqlRows<{ id: string; slug: string; batch_id: string }>(
    t.database.db,
    sql`select c.id, c.slug, b.id as batch_id from courses c join batches b on b.course_id = c.id
        order by c.slug, b.start_date limit 1`,
  );
  courseA = { id: withBatch[0]!.id, slug: withBatch[0]!.slug, batchId: withBatch[0]!.batch_id };
  const other = await sqlRows<{ id: string; slug: string }>(
    t.database.db,
    sql`select id, slug from courses where id <> ${courseA.id} order by slug limit 1`,
  );
  courseB = other[0]!;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, session: Visitor | null = adminSession) => call(t.app, session, "GET", url);
const post = (url: string, body?: unknown, session: Visitor | null = adminSession) =>
  call(t.app, session, "POST", url, body);
const patch = (url: string, body: unknown, session: Visitor | null = adminSession) =>
  call(t.app, session, "PATCH", url, body);

let receipt = 0;
/** An order written directly (the checkout's own tests cover how orders come to be), with its payments. */
async function insertOrder(options: {
  status: string;
  course?: { id: string; batchId?: string };
  createdAt: string;
  totalCents?: number;
  payments?: { amountCents: number; paidAt: string; refundedAt?: string }[];
}): Promise<string> {
  const course = options.course ?? courseA;
  const total = options.totalCents ?? 50_000;
  const paidAt = options.payments?.[0]?.paidAt ?? null;
  const refundedAt = options.payments?.find((p) => p.refundedAt)?.refundedAt ?? null;
  const rows = await sqlRows<{ id: string }>(
    t.database.db,
    sql`insert into orders (user_id, kind, course_id, batch_id, plan, list_price_cents, total_cents,
          status, provider, paid_at, refunded_at, created_at, updated_at)
        values (${buyer.id}, 'course', ${course.id}, ${course.batchId ?? null}, 'full', ${total}, ${total},
          ${options.status}, 'test', ${paidAt}::timestamptz, ${refundedAt}::timestamptz,
          ${options.createdAt}::timestamptz, ${options.createdAt}::timestamptz)
        returning id`,
  );
  const id = rows[0]!.id;
  for (const payment of options.payments ?? []) {
    receipt += 1;
    await t.database.db.execute(
      sql`insert into payments (order_id, provider, provider_payment_id, amount_cents, method,
            receipt_number, status, refunded_amount_cents, paid_at, refunded_at)
          values (${id}, 'test', ${`pi_admin_test_${receipt}`}, ${payment.amountCents}, 'Visa •••• 4242',
            ${`R-ADMIN-${receipt}`}, ${payment.refundedAt ? "refunded" : "succeeded"},
            ${payment.refundedAt ? payment.amountCents : 0}, ${payment.paidAt}::timestamptz,
            ${payment.refundedAt ?? null}::timestamptz)`,
    );
  }
  return id;
}

/** The middle of the month `back` months before now, as ISO text. */
function monthsAgo(back: number): { iso: string; month: string } {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15, 12));
  return { iso: day.toISOString(), month: day.toISOString().slice(0, 7) };
}

describe("access", () => {
  // Bodies are valid: validation runs before the access check, and the point here is the access check.
  const urls = [
    ["GET", "/api/admin/orders", undefined],
    ["GET", "/api/admin/revenue", undefined],
    ["GET", "/api/admin/coupons", undefined],
    ["POST", "/api/admin/coupons", { code: "SNEAKY", kind: "percent", value: 100 }],
    ["PATCH", "/api/admin/coupons/00000000-0000-4000-8000-000000000000", { active: true }],
    ["POST", "/api/admin/orders/00000000-0000-4000-8000-000000000000/refund", undefined],
  ] as const;

  it("answers 401 to visitors who are not signed in", async () => {
    const anonymous = await visit(t.app);
    for (const [method, url, body] of urls) {
      const response = await call(t.app, anonymous, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error).toBe(apiMessages.signInRequired);
    }
  });

  it.each<Role>(["student", "instructor", "digital_marketer"])("answers 403 to a %s", async (role) => {
    const session = await signedIn(t.app, await createAccount(t.database.db, { role }));
    for (const [method, url, body] of urls) {
      const response = await call(t.app, session, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error).toBe(apiMessages.forbidden);
    }
    const coupons = await sqlRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from coupons`);
    expect(coupons[0]?.n).toBe(0);
  });
});

describe("GET /api/admin/orders", () => {
  let paidA: string;
  let pendingA: string;
  let paidB: string;
  beforeAll(async () => {
    paidA = await insertOrder({
      status: "paid",
      createdAt: "2031-01-03T10:00:00Z",
      payments: [{ amountCents: 50_000, paidAt: "2031-01-03T10:05:00Z" }],
    });
    pendingA = await insertOrder({ status: "pending", createdAt: "2031-01-02T10:00:00Z" });
    paidB = await insertOrder({
      status: "paid",
      course: courseB,
      createdAt: "2031-01-01T10:00:00Z",
      totalCents: 30_000,
      payments: [{ amountCents: 30_000, paidAt: "2031-01-01T10:05:00Z" }],
    });
  });

  it("lists orders newest first with the buyer, course, batch and amounts", async () => {
    const response = await get("/api/admin/orders");
    expect(response.statusCode).toBe(200);
    const page = response.json() as AdminOrdersPage;
    expect(page.items.slice(0, 3).map((o) => o.id)).toEqual([paidA, pendingA, paidB]);
    const first = page.items[0] as AdminOrder;
    expect(first).toMatchObject({
      buyer: { name: "Bea Buyer", email: buyer.email },
      course: { slug: courseA.slug },
      status: "paid",
      provider: "test",
      plan: "full",
      paidCents: 50_000,
      refundedCents: 0,
      price: { totalCents: 50_000, currency: "USD" },
      paidAt: "2031-01-03T10:05:00.000Z",
      refundedAt: null,
    });
    expect(first.number).toMatch(/^AIL-\d{6}$/);
    expect(first.batchStartDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(page.items.find((o) => o.id === paidB)?.batchStartDate).toBeNull();
    expect(page.courses.map((c) => c.slug)).toEqual(expect.arrayContaining([courseA.slug, courseB.slug]));
  });

  it("filters by status and by course", async () => {
    const paid = (await get("/api/admin/orders?status=paid")).json() as AdminOrdersPage;
    expect(paid.items.every((o) => o.status === "paid")).toBe(true);
    expect(paid.items.map((o) => o.id)).toEqual(expect.arrayContaining([paidA, paidB]));
    expect(paid.items.map((o) => o.id)).not.toContain(pendingA);

    const both = (
      await get(`/api/admin/orders?status=paid&course=${courseB.slug}`)
    ).json() as AdminOrdersPage;
    expect(both.items.map((o) => o.id)).toEqual([paidB]);
    expect(both.total).toBe(1);

    const cleared = (await get("/api/admin/orders?status=&course=")).json() as AdminOrdersPage;
    expect(cleared.total).toBeGreaterThanOrEqual(3);
  });

  it("pages without repeating or skipping an order", async () => {
    const first = (await get("/api/admin/orders?pageSize=2")).json() as AdminOrdersPage;
    const second = (await get("/api/admin/orders?pageSize=2&page=2")).json() as AdminOrdersPage;
    expect(first.pageCount).toBe(Math.ceil(first.total / 2));
    expect(first.items).toHaveLength(2);
    expect(second.page).toBe(2);
    const ids = [...first.items, ...second.items].map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 3)).toEqual([paidA, pendingA, paidB]);
    const past = (await get("/api/admin/orders?page=999")).json() as AdminOrdersPage;
    expect(past.items).toEqual([]);
    expect(past.total).toBe(first.total);
  });

  it.each([
    ["status=shipped", "status", adminPaymentsMessages.statusInvalid],
    ["course=Not%20A%20Slug", "course", adminPaymentsMessages.courseInvalid],
    ["page=0", "page", adminPaymentsMessages.pageInvalid],
    ["pageSize=500", "pageSize", adminPaymentsMessages.pageSizeInvalid],
  ])("refuses %s naming the field", async (query, field, message) => {
    const response = await get(`/api/admin/orders?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({ field, message });
  });
});

describe("GET /api/admin/revenue", () => {
  it("has the last 12 months, oldest first, zeros where nothing sold", async () => {
    const revenue = (await get("/api/admin/revenue")).json() as AdminRevenue;
    expect(revenue.months.map((m) => m.month)).toEqual(lastMonths(new Date(), 12));
    expect(revenue.currency).toBe("USD");
  });

  it("sums charges, refunds and net per month in cents", async () => {
    const before = (await get("/api/admin/revenue")).json() as AdminRevenue;
    const three = monthsAgo(3);
    const five = monthsAgo(5);
    // Three months ago: two orders paid (12,345 + 20,000 cents), one of them refunded the same month.
    await insertOrder({
      status: "paid",
      createdAt: three.iso,
      totalCents: 12_345,
      payments: [{ amountCents: 12_345, paidAt: three.iso }],
    });
    await insertOrder({
      status: "refunded",
      createdAt: three.iso,
      totalCents: 20_000,
      payments: [{ amountCents: 20_000, paidAt: three.iso, refundedAt: three.iso }],
    });
    // Five months ago: an instalment order whose first payment came in (the order total is larger).
    await insertOrder({
      status: "paid",
      createdAt: five.iso,
      totalCents: 90_000,
      payments: [{ amountCents: 30_000, paidAt: five.iso }],
    });
    // Out of the window: 13 months ago.
    const old = monthsAgo(13);
    await insertOrder({
      status: "paid",
      createdAt: old.iso,
      payments: [{ amountCents: 77_700, paidAt: old.iso }],
    });

    const after = (await get("/api/admin/revenue")).json() as AdminRevenue;
    const delta = (month: string) => {
      const a = after.months.find((m) => m.month === month)!;
      const b = before.months.find((m) => m.month === month)!;
      return {
        grossCents: a.grossCents - b.grossCents,
        refundedCents: a.refundedCents - b.refundedCents,
        netCents: a.netCents - b.netCents,
        paidOrders: a.paidOrders - b.paidOrders,
      };
    };
    expect(delta(three.month)).toEqual({
      grossCents: 32_345,
      refundedCents: 20_000,
      netCents: 12_345,
      paidOrders: 2,
    });
    expect(delta(five.month)).toEqual({
      grossCents: 30_000,
      refundedCents: 0,
      netCents: 30_000,
      paidOrders: 1,
    });
    expect(after.totals.netCents - before.totals.netCents).toBe(42_345);
    // A month without sales is listed, as zeros.
    expect(after.months.find((m) => m.month === monthsAgo(7).month)).toEqual({
      month: monthsAgo(7).month,
      grossCents: 0,
      refundedCents: 0,
      netCents: 0,
      paidOrders: 0,
    });
    expect(after.totals.grossCents).toBe(after.months.reduce((sum, m) => sum + m.grossCents, 0));
    for (const m of after.months) expect(m.netCents).toBe(m.grossCents - m.refundedCents);
  });
});

describe("coupons", () => {
  const valid = {
    code: "spring-25",
    kind: "percent",
    value: 25,
    course: "",
    validFrom: "2031-03-01T00:00:00.000Z",
    validUntil: "2031-03-31T23:59:59.999Z",
    maxUses: 50,
    active: true,
  };

  it("creates a coupon upper-cased and lists it with its uses", async () => {
    const response = await post("/api/admin/coupons", valid);
    expect(response.statusCode).toBe(201);
    const coupon = response.json() as AdminCoupon;
    expect(coupon).toMatchObject({
      code: "SPRING-25",
      kind: "percent",
      value: 25,
      course: null,
      validFrom: valid.validFrom,
      validUntil: valid.validUntil,
      maxUses: 50,
      usedCount: 0,
      active: true,
    });
    const list = (await get("/api/admin/coupons")).json() as AdminCoupons;
    expect(list.items.map((c) => c.code)).toContain("SPRING-25");
    expect(list.courses.map((c) => c.slug)).toContain(courseA.slug);
  });

  it("restricts a fixed coupon to a course, without a window or a limit", async () => {
    const response = await post("/api/admin/coupons", {
      code: "TAKE50",
      kind: "fixed",
      value: 5_000,
      course: courseA.slug,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      code: "TAKE50",
      kind: "fixed",
      value: 5_000,
      course: { slug: courseA.slug },
      validFrom: null,
      validUntil: null,
      maxUses: null,
      active: true,
    });
  });

  it("answers 409 naming the code when it is taken, in any case", async () => {
    const response = await post("/api/admin/coupons", { ...valid, code: " Spring-25 " });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toEqual({ field: "code", message: adminPaymentsMessages.codeTaken });
  });

  it.each([
    [{ code: "ab" }, "code", adminPaymentsMessages.codeInvalid],
    [{ code: "has space" }, "code", adminPaymentsMessages.codeInvalid],
    [{ code: "x".repeat(41) }, "code", adminPaymentsMessages.codeInvalid],
    [{ kind: "bogof" }, "kind", adminPaymentsMessages.kindInvalid],
    [{ value: 0 }, "value", adminPaymentsMessages.percentInvalid],
    [{ value: 101 }, "value", adminPaymentsMessages.percentInvalid],
    [{ kind: "fixed", value: 0 }, "value", adminPaymentsMessages.fixedInvalid],
    [{ value: 12.5 }, "value", adminPaymentsMessages.valueRequired],
    [{ validUntil: "2031-02-01T00:00:00.000Z" }, "validUntil", adminPaymentsMessages.untilBeforeFrom],
    [{ validFrom: "next tuesday" }, "validFrom", adminPaymentsMessages.dateInvalid],
    [{ maxUses: 0 }, "maxUses", adminPaymentsMessages.maxUsesInvalid],
    [{ course: "no-such-course" }, "course", adminPaymentsMessages.courseInvalid],
  ])("refuses %j naming the field", async (change, field, message) => {
    const response = await post("/api/admin/coupons", { ...valid, code: "OTHER-CODE", ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    const rows = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from coupons where code = 'OTHER-CODE'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it("deactivates, changes the window and the maximum uses", async () => {
    const created = (await post("/api/admin/coupons", { ...valid, code: "EDIT-ME" })).json() as AdminCoupon;
    const off = await patch(`/api/admin/coupons/${created.id}`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ code: "EDIT-ME", active: false, maxUses: 50 });

    const changed = await patch(`/api/admin/coupons/${created.id}`, {
      validUntil: "2031-04-30T23:59:59.999Z",
      maxUses: null,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      active: false,
      validFrom: valid.validFrom,
      validUntil: "2031-04-30T23:59:59.999Z",
      maxUses: null,
    });
  });

  it("checks a new end against the stored start, and the limit against the uses so far", async () => {
    const created = (await post("/api/admin/coupons", { ...valid, code: "WINDOW" })).json() as AdminCoupon;
    const early = await patch(`/api/admin/coupons/${created.id}`, { validUntil: "2031-02-01T00:00:00.000Z" });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0]).toEqual({
      field: "validUntil",
      message: adminPaymentsMessages.untilBeforeFrom,
    });
    await t.database.db.execute(sql`update coupons set used_count = 7 where id = ${created.id}`);
    const below = await patch(`/api/admin/coupons/${created.id}`, { maxUses: 5 });
    expect(below.statusCode).toBe(400);
    expect(below.json().errors[0]).toEqual({
      field: "maxUses",
      message: adminPaymentsMessages.maxUsesBelowUsed,
    });
    const stored = await sqlRows<{ max_uses: number; valid_until: Date }>(
      t.database.db,
      sql`select max_uses, valid_until from coupons where id = ${created.id}`,
    );
    expect(stored[0]?.max_uses).toBe(50);
  });

  it("refuses an empty change, an unknown field and an unknown coupon", async () => {
    const created = (
      await post("/api/admin/coupons", { ...valid, code: "EMPTY-CHANGE" })
    ).json() as AdminCoupon;
    const empty = await patch(`/api/admin/coupons/${created.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(adminPaymentsMessages.nothingToChange);
    expect((await patch(`/api/admin/coupons/${created.id}`, { code: "RENAMED" })).statusCode).toBe(400);
    const unknown = await patch("/api/admin/coupons/00000000-0000-4000-8000-000000000000", { active: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(adminPaymentsMessages.couponNotFound);
    expect((await patch("/api/admin/coupons/not-a-uuid", { active: true })).statusCode).toBe(404);
  });
});

/** A real purchase: the student checks out through the API and pays on the built-in test provider's page. */
async function buyThroughTheTestProvider(): Promise<{ orderId: string; batchId: string; studentId: string }> {
  const student = await createAccount(t.database.db, { role: "student", name: "Rafa Refund" });
  const session = await signedIn(t.app, student);
  const batch = await sqlRows<{ slug: string; batch_id: string }>(
    t.database.db,
    sql`select c.slug, b.id as batch_id from courses c join batches b on b.course_id = c.id
        where c.slug <> ${bootcampCourseSlug} and c.published and b.start_date > current_date
          and b.seats_taken < b.seats_total
        order by b.start_date limit 1`,
  );
  const { slug, batch_id: batchId } = batch[0]!;
  const created = await call(t.app, session, "POST", "/api/checkout/orders", {
    course: slug,
    batchId,
    plan: "full",
  });
  expect(created.statusCode, created.body).toBe(201);
  const { orderId, redirectUrl } = created.json() as { orderId: string; redirectUrl: string };
  const sessionId = /\/test-payments\/([^/?#]+)/.exec(redirectUrl)?.[1];
  expect(sessionId, redirectUrl).toBeTruthy();
  const paid = await call(t.app, session, "POST", `/api/test-payments/sessions/${sessionId}/pay`, {
    cardNumber: testCards.success,
    expiry: "12/39",
    cvc: "123",
    name: "Rafa Refund",
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await t.app.background.settled();
  return { orderId, batchId, studentId: student.id };
}

describe("POST /api/admin/orders/:id/refund", () => {
  it("refunds a paid order through the provider: order refunded, seat released, enrollment cancelled", async () => {
    const { orderId, batchId, studentId } = await buyThroughTheTestProvider();
    const seats = async () =>
      (
        await sqlRows<{ seats_taken: number }>(
          t.database.db,
          sql`select seats_taken from batches where id = ${batchId}`,
        )
      )[0]!.seats_taken;
    const enrollment = async () =>
      (
        await sqlRows<{ status: string }>(
          t.database.db,
          sql`select status from enrollments where user_id = ${studentId} and batch_id = ${batchId}`,
        )
      )[0]?.status;
    const listed = (await get("/api/admin/orders?status=paid")).json() as AdminOrdersPage;
    const before = listed.items.find((o) => o.id === orderId)!;
    expect(before).toMatchObject({ status: "paid", refundedCents: 0, buyer: { name: "Rafa Refund" } });
    expect(before.paidCents).toBe(before.price.totalCents);
    expect(await enrollment()).toBe("active");
    const seatsBefore = await seats();
    const revenueBefore = (await get("/api/admin/revenue")).json() as AdminRevenue;

    const response = await post(`/api/admin/orders/${orderId}/refund`);
    expect(response.statusCode, response.body).toBe(200);
    const refunded = response.json() as AdminOrder;
    expect(refunded).toMatchObject({ id: orderId, status: "refunded", refundedCents: before.paidCents });
    expect(refunded.refundedAt).not.toBeNull();
    expect(await seats()).toBe(seatsBefore - 1);
    expect(await enrollment()).toBe("cancelled");
    const payments = await sqlRows<{ status: string; refunded_amount_cents: number }>(
      t.database.db,
      sql`select status, refunded_amount_cents from payments where order_id = ${orderId}`,
    );
    expect(payments).toEqual([{ status: "refunded", refunded_amount_cents: before.paidCents }]);

    // This month's revenue counts the refund.
    const revenueAfter = (await get("/api/admin/revenue")).json() as AdminRevenue;
    expect(revenueAfter.totals.refundedCents - revenueBefore.totals.refundedCents).toBe(before.paidCents);
    expect(revenueAfter.totals.netCents - revenueBefore.totals.netCents).toBe(-before.paidCents);

    // A second refund of the same order is refused and moves nothing.
    const again = await post(`/api/admin/orders/${orderId}/refund`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(refundMessages.notAllowed);
    expect(await seats()).toBe(seatsBefore - 1);
  });

  it("answers 404 for an unknown or malformed order", async () => {
    expect((await post("/api/admin/orders/not-a-uuid/refund")).statusCode).toBe(404);
  });

  it("refuses a pending order and changes nothing", async () => {
    const pending = await insertOrder({ status: "pending", createdAt: new Date().toISOString() });
    const response = await post(`/api/admin/orders/${pending}/refund`);
    expect([400, 409]).toContain(response.statusCode);
    expect(response.json().error).toBe(refundMessages.notAllowed);
    const rows = await sqlRows<{ status: string }>(
      t.database.db,
      sql`select status from orders where id = ${pending}`,
    );
    expect(rows[0]?.status).toBe("pending");
  });
});
