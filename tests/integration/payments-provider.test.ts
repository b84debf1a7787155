import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootcampCourseSlug } from "#contracts/admissions-text.ts";
import { paymentsUnavailableMessage } from "#contracts/checkout-text.ts";
import { testModeStripText } from "#contracts/payments-mode-text.ts";
import type { SiteSettings } from "#contracts/site-settings.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createSsrTestApp, renderPage } from "../support/ssr-test-app.ts";
import { createTestApp, type TestApp, visit } from "../support/test-app.ts";

// PAYMENTS_PROVIDER (decision 0018): a deployment on a public address without Stripe's keys takes no
// orders (none); the built-in test provider runs on a loopback address, or anywhere when chosen, and then
// every page says that payments are not real.

async function freshBatch(app: TestApp, slug: string): Promise<string> {
  const [row] = await sqlRows<{ id: string }>(
    app.database.db,
    sql`insert into batches (course_id, type, start_date, schedule, seats_total, seats_taken)
        select id, 'regular', current_date + 45, 'Tue & Thu, 18:00-21:00', 20, 0
        from courses where slug = ${slug}
        returning id`,
  );
  return row!.id;
}

async function settingsOf(app: TestApp): Promise<SiteSettings> {
  return (await call(app.app, null, "GET", "/api/site-settings")).json() as SiteSettings;
}

describe("on a public address without Stripe's keys (none)", () => {
  let t: TestApp;
  let email: string;
  let batchId: string;
  let coursePage: string;

  beforeAll(async () => {
    t = await createSsrTestApp({ PUBLIC_URL: "https://ailabs.example" });
    email = (await settingsOf(t)).email;
    batchId = await freshBatch(t, "machine-learning");
    coursePage = (await renderPage(t.app, "/courses/machine-learning")).html;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("tells the pages that online payment is off", async () => {
    expect((await settingsOf(t)).payments).toEqual({ provider: "none", testModeNotice: false });
  });

  it("answers a course order and a bootcamp order with 503 and the admissions address", async () => {
    const buyer = await signedIn(t.app, await createAccount(t.database.db));
    const expected = `Online payment is not available yet: please contact admissions at ${email}`;
    expect(paymentsUnavailableMessage(email)).toBe(expected);
    for (const body of [
      { course: "machine-learning", batchId, plan: "full" },
      { course: bootcampCourseSlug, batchId: await freshBatch(t, bootcampCourseSlug), plan: "instalments" },
    ]) {
      const response = await call(t.app, buyer, "POST", "/api/checkout/orders", body);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: expected, errors: [{ message: expected }] });
    }
    const [orders] = await sqlRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from orders`,
    );
    expect(orders!.count).toBe(0);
  });

  it("still asks who is calling first: a signed-out order is 401", async () => {
    const response = await call(t.app, await visit(t.app), "POST", "/api/checkout/orders", {
      course: "machine-learning",
      batchId,
      plan: "full",
    });
    expect(response.statusCode).toBe(401);
  });

  it("has no test payment API, hosted page or webhook", async () => {
    const visitor = await signedIn(t.app, await createAccount(t.database.db));
    const read = await call(t.app, null, "GET", "/api/test-payments/sessions/cs_test_anything");
    expect(read.statusCode).toBe(404);
    const pay = await call(t.app, visitor, "POST", "/api/test-payments/sessions/cs_test_anything/pay", {
      cardNumber: "4242 4242 4242 4242",
      expiry: "12/40",
      cvc: "123",
      name: "Ada Lovelace",
    });
    expect(pay.statusCode).toBe(404);
    expect((await renderPage(t.app, "/test-payments/cs_test_anything")).status).toBe(404);
    // With the anti-forgery pair, so the answer is about the route itself.
    const webhook = await call(t.app, visitor, "POST", "/api/payments/webhook", {});
    expect(webhook.statusCode).toBe(404);
  });

  it("offers admissions instead of Enroll on a course page", () => {
    expect(coursePage).not.toContain("/courses/checkout?");
    expect(coursePage).not.toMatch(/>Enroll</);
    expect(coursePage).toContain(`Online payment is not available yet: please contact admissions at`);
    expect(coursePage).toContain(`href="mailto:${email}"`);
    expect(coursePage).toMatch(/<button[^>]*>Contact admissions<\/button>/);
    expect(coursePage).not.toContain(testModeStripText);
  });

  it("says so on the course checkout page instead of a payment button", async () => {
    const page = await renderPage(t.app, `/courses/checkout?course=machine-learning&batch=${batchId}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Online payment is not available yet: please contact admissions at");
    expect(page.html).not.toContain("Continue to payment");
  });
});

describe("the test provider chosen on a public address", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createSsrTestApp({ PUBLIC_URL: "https://staging.ailabs.example", PAYMENTS_PROVIDER: "test" });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("shows the test-mode strip on every page, portals included", async () => {
    expect((await settingsOf(t)).payments).toEqual({ provider: "test", testModeNotice: true });
    for (const path of ["/", "/courses/machine-learning", "/about", "/dashboard/student"]) {
      const page = await renderPage(t.app, path);
      expect(page.html, path).toContain(testModeStripText);
    }
    const home = (await renderPage(t.app, "/")).html;
    // The strip comes before the banner and header, as a labelled region a screen reader can find.
    expect(home).toMatch(
      /<section aria-label="Test mode"[^>]*><p>Test mode: payments are not real<\/p><\/section>/,
    );
    expect(home.indexOf(testModeStripText)).toBeLessThan(home.indexOf("<header"));
  });

  it("keeps selling through the test provider (Enroll links to checkout)", async () => {
    await freshBatch(t, "machine-learning");
    const page = await renderPage(t.app, "/courses/machine-learning");
    expect(page.html).toContain("/courses/checkout?course=machine-learning");
  });
});

describe("the local run (loopback address, no keys)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("uses the test provider without the strip: an order goes to the test payment page", async () => {
    expect((await settingsOf(t)).payments).toEqual({ provider: "test", testModeNotice: false });
    const buyer = await signedIn(t.app, await createAccount(t.database.db));
    const batchId = await freshBatch(t, "deep-learning");
    const response = await call(t.app, buyer, "POST", "/api/checkout/orders", {
      course: "deep-learning",
      batchId,
      plan: "full",
    });
    expect(response.statusCode).toBe(201);
    expect((response.json() as { redirectUrl: string }).redirectUrl).toMatch(/^\/test-payments\//);
  });

  it("after a switch to none, an order still holding its seat offers no payment link", async () => {
    const buyer = await createAccount(t.database.db);
    const batchId = await freshBatch(t, "deep-learning");
    const created = await call(t.app, await signedIn(t.app, buyer), "POST", "/api/checkout/orders", {
      course: "deep-learning",
      batchId,
      plan: "full",
    });
    const { orderId } = created.json() as { orderId: string };
    // The same database, restarted on a public address without keys.
    const config = loadConfig(
      { NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: "https://ailabs.example" },
      { sessionSecret: "test-secret-test-secret-test-secret-0123" },
    );
    const restarted = await buildApp({ config, database: t.database });
    try {
      const order = await call(restarted, await signedIn(restarted, buyer), "GET", `/api/orders/${orderId}`);
      expect(order.statusCode).toBe(200);
      expect(order.json()).toMatchObject({ status: "pending", paymentUrl: null });
    } finally {
      await restarted.close();
    }
  });
});
