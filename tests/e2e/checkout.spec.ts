import { type APIRequestContext, type Page, request } from "@playwright/test";
import type { AltchaPublicConfig } from "#contracts/captcha.ts";
import { captchaChallengePath } from "#contracts/captcha-text.ts";
import { checkoutMessages, testCards } from "#contracts/checkout-text.ts";
import { e2eAdmin } from "../../playwright.config.ts";
import { solveAltchaChallenge } from "../support/captcha.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { e2ePassword, signedInStudent, uniqueName, xsrfToken } from "./api-accounts.ts";
import { expect, test } from "./fixtures.ts";

// Buying with the built-in test provider (the default payment provider), as a person does it: from the
// course page to the hosted test payment page and back to the success page and the student portal.

const password = e2ePassword;

/** Solves the ALTCHA widget as a person does: tick "I'm not a robot"; the form's button unlocks when verified. */
async function solveCaptcha(form: ReturnType<Page["locator"]>) {
  await form.getByText("I'm not a robot").click();
}

/** An admin (in a separate session) creates a 10% coupon for one course, as the Coupons page would. */
async function createCoupon(baseURL: string, course: string): Promise<string> {
  const admin: APIRequestContext = await request.newContext({ baseURL });
  try {
    await admin.get("/courses");
    const xsrf = async () =>
      decodeURIComponent(
        (await admin.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "",
      );
    const challenge = (await (await admin.get(captchaChallengePath)).json()) as AltchaPublicConfig;
    const login = await admin.post("/api/login", {
      headers: { "X-XSRF-TOKEN": await xsrf() },
      data: { userData: e2eAdmin, recaptchaToken: await solveAltchaChallenge(challenge) },
    });
    expect(login.status(), await login.text()).toBe(200);
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const created = await admin.post("/api/admin/coupons", {
      headers: { "X-XSRF-TOKEN": await xsrf() },
      data: { code, kind: "percent", value: 10, course },
    });
    expect(created.status(), await created.text()).toBe(201);
    return code;
  } finally {
    await admin.dispose();
  }
}

async function payOnTestPage(page: Page, card: string) {
  await expect(page).toHaveURL(/\/test-payments\/tps_/);
  await expect(page.getByText("Test mode: no real charge")).toBeVisible();
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Mateo Alvarez");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

test("a visitor picks a batch, signs up inline, pays with the test card and finds the course and receipt", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const username = uniqueName("learner");
  const coupon = await createCoupon(baseURL ?? "", "machine-learning");

  await page.goto("/courses/machine-learning");
  const batches = page.getByRole("region", { name: /Upcoming Machine Learning batches/ });
  await batches
    .getByRole("link", { name: /^Enroll in the/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/courses\/checkout\?course=machine-learning&batch=[0-9a-f-]{36}$/);

  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary.getByText("Machine Learning", { exact: true })).toBeVisible();
  await expect(summary.getByText(/batch · starts/)).toBeVisible();
  const total = summary.getByTestId("order-total");
  await expect(total).toHaveText(/^\$[\d,]+(\.\d\d)?$/);
  const fullPrice = await total.textContent();

  // A wrong coupon says why; the admin's coupon takes 10% off (priced by the server, kept in the URL).
  const couponField = summary.getByLabel(/Coupon code/);
  await couponField.fill("NOSUCHCODE");
  await summary.getByRole("button", { name: "Apply" }).click();
  await expect(summary.getByText(checkoutMessages.couponInvalid)).toBeVisible();
  await couponField.fill(coupon.toLowerCase());
  await summary.getByRole("button", { name: "Apply" }).click();
  await expect(summary.getByRole("status")).toHaveText(new RegExp(`Coupon ${coupon} applied`));
  await expect(total).not.toHaveText(fullPrice ?? "");
  await expect(page).toHaveURL(new RegExp(`coupon=${coupon}`));
  const cartUrl = page.url();
  await expect(page.getByText("Create an account or sign in above to continue to payment.")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Create account" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Step 1: create the account inline, then sign in inline; the cart (the URL) stays.
  const register = page.locator("form", { has: page.getByRole("button", { name: "Create account" }) });
  await register.getByLabel("Full name").fill("Priya Raman");
  await register.getByLabel("Username").fill(username);
  await register.getByLabel("Email address").fill(`${username}@example.com`);
  await register.getByLabel("Password", { exact: true }).fill(password);
  await register.getByLabel("Confirm password").fill(password);
  await solveCaptcha(register);
  const create = register.getByRole("button", { name: "Create account" });
  await expect(create).toBeEnabled({ timeout: 20_000 });
  await create.click();
  await expect(page.getByText("Your account has been created. You can now sign in.")).toBeVisible();

  const signIn = page.locator("form", { has: page.getByRole("button", { name: "Sign in" }) });
  await expect(signIn.getByLabel("Username or email")).toHaveValue(username);
  await signIn.getByLabel("Password").fill(password);
  await solveCaptcha(signIn);
  await expect(signIn.getByRole("button", { name: "Sign in" })).toBeEnabled({ timeout: 20_000 });
  await signIn.getByRole("button", { name: "Sign in" }).click();

  await expect(page.getByText("Signed in as")).toBeVisible();
  expect(page.url()).toBe(cartUrl);

  // Step 2: the hosted test payment page, then back to the success page.
  await page.getByRole("button", { name: /Continue to payment/ }).click();
  await payOnTestPage(page, testCards.success);

  await expect(page).toHaveURL(/\/payment-success\?order=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const orderNumber = (await page.getByTestId("order-number").textContent()) ?? "";
  expect(orderNumber).toMatch(/^AIL-\d{6}$/);
  await expect(page.getByRole("link", { name: /Download receipt .* \(PDF\)/ })).toBeVisible();

  await page.getByRole("link", { name: "Go to My Enrolled Courses" }).click();
  await expect(page).toHaveURL(/\/dashboard\/student\/courses$/);
  await expect(page.getByRole("main").getByText("Machine Learning").first()).toBeVisible();

  await page.goto("/dashboard/student/payments");
  const main = page.getByRole("main");
  await expect(main.getByText(orderNumber)).toBeVisible();
  const receipt = main.getByRole("link", { name: /receipt/i }).first();
  await expect(receipt).toBeVisible();
  const receiptResponse = await page.request.get((await receipt.getAttribute("href")) ?? "");
  expect(receiptResponse.status()).toBe(200);
  expect(receiptResponse.headers()["content-type"]).toContain("application/pdf");
});

test("a declined card shows a clear error, keeps the input, and the same order can be paid again", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInStudent(page, { prefix: "buyer", name: "Mateo Alvarez" });
  const course = (await (await page.request.get("/api/courses/deep-learning")).json()) as {
    batches: { id: string; seatsAvailable: number }[];
  };
  const batch = course.batches.find((item) => item.seatsAvailable > 0);
  expect(batch).toBeDefined();
  await page.goto(`/courses/checkout?course=deep-learning&batch=${batch?.id}`);
  await page.getByRole("button", { name: /Continue to payment/ }).click();

  await expect(page).toHaveURL(/\/test-payments\/tps_/);
  await expectNoSeriousA11yViolations(page);
  await payOnTestPage(page, testCards.declined);
  await expect(page.getByText(checkoutMessages.cardDeclined)).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveValue(testCards.declined);
  await expect(page.getByLabel("Name on card")).toHaveValue("Mateo Alvarez");
  await expect(page).toHaveURL(/\/test-payments\/tps_/);

  await page.getByLabel("Card number").fill(testCards.success);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get("order") ?? "";
  const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
    status: string;
    payments: unknown[];
  };
  expect(order.status).toBe("paid");
  expect(order.payments).toHaveLength(1);
});

test("an applicant enrolls in the bootcamp with three monthly instalments", async ({ page }) => {
  test.setTimeout(90_000);
  const account = await signedInStudent(page, { prefix: "buyer", name: "Mateo Alvarez" });
  const batches = (await (await page.request.get("/api/bootcamp/batches")).json()) as { id: string }[];
  const application = await page.request.post("/api/bootcamp/applications", {
    headers: { "X-XSRF-TOKEN": await xsrfToken(page) },
    data: {
      fullName: account.name,
      email: account.email,
      phone: "+1 415 555 0199",
      country: "Mexico",
      currentRole: "Data analyst",
      experienceLevel: "professional_developer",
      background: "Four years of SQL and Python analytics for a retail company.",
      goals: "Build retrieval assistants for our support team.",
      preferredBatchId: batches[0]?.id ?? "",
      portfolioUrl: "",
    },
  });
  expect(application.status(), await application.text()).toBe(201);

  await page.goto("/ai-bootcamp/enroll");
  await expect(page.getByRole("heading", { level: 1, name: "Reserve your seat" })).toBeVisible();
  await expect(page.getByRole("radio", { checked: true }).first()).toBeVisible();
  await page.getByRole("radio", { name: /3 monthly instalments/ }).check();
  await expect(page).toHaveURL(/plan=instalments/);
  const schedule = page.getByRole("table", { name: "Payment schedule" });
  await expect(schedule.getByRole("row")).toHaveCount(4);
  await expect(schedule.getByText("Today")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: /Continue to payment/ }).click();
  await payOnTestPage(page, testCards.success);

  await expect(page).toHaveURL(/\/ai-bootcamp\/payment-success\?order=/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Payment received: welcome to the bootcamp" }),
  ).toBeVisible();
  const instalments = page.getByRole("table", { name: "Instalment schedule" });
  await expect(instalments.getByRole("row")).toHaveCount(4);
  await expect(instalments.getByText("Paid")).toHaveCount(1);
  await expect(instalments.getByText("Due", { exact: true })).toHaveCount(2);
});
