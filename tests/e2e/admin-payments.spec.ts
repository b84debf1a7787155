import type { Page } from "@playwright/test";
import { e2eAdmin } from "../../playwright.config.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { expect, test } from "./fixtures.ts";

// The admin opens Coupons from the sidebar, creates a coupon (after a field error from the form), sees it
// listed, then opens Payments and reads the revenue table.

const code = `E2E-${Date.now().toString(36).toUpperCase()}`;

async function solveCaptcha(form: ReturnType<Page["locator"]>, button: string) {
  await form.getByText("I'm not a robot").click();
  await expect(form.getByRole("button", { name: button })).toBeEnabled({ timeout: 20_000 });
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto("/auth");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Sign in" }) });
  await form.getByLabel("Username or email").fill(username);
  await form.getByLabel("Password").fill(password);
  await solveCaptcha(form, "Sign in");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard\//);
}

test("the admin creates a coupon, sees it listed, and reads revenue by month", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, e2eAdmin.username, e2eAdmin.password);
  const sidebar = page.getByRole("navigation", { name: "Admin portal" });

  await sidebar.getByRole("link", { name: "Coupons" }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/coupons$/);
  await expect(page.getByRole("heading", { level: 1, name: "Coupons" })).toBeVisible();

  const form = page.getByRole("form", { name: "New coupon" });
  await form.getByLabel("Code").fill(code.toLowerCase());
  await form.getByLabel("Discount type").selectOption("fixed");
  await form.getByLabel("Amount off (USD)").fill("12.345");
  await form.getByRole("button", { name: "Create coupon" }).click();
  await expect(form.getByText("Enter an amount above $0.00, in dollars and cents.")).toBeVisible();
  // What was typed stays.
  await expect(form.getByLabel("Code")).toHaveValue(code.toLowerCase());

  await form.getByLabel("Amount off (USD)").fill("49.50");
  await form.getByLabel("Valid from (UTC, optional)").fill("2030-01-01");
  await form.getByLabel("Valid until (UTC, optional)").fill("2030-12-31");
  await form.getByLabel("Maximum uses (optional)").fill("25");
  await expectNoSeriousA11yViolations(page);
  await form.getByRole("button", { name: "Create coupon" }).click();
  await expect(page.getByText("Coupon created", { exact: true })).toBeVisible();

  const row = page.getByRole("row", { name: new RegExp(code) });
  await expect(row).toBeVisible();
  await expect(row.getByText("$49.50 off")).toBeVisible();
  await expect(row.getByText("0 / 25")).toBeVisible();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();

  // The form is empty again (a percentage by default). The same code again: the server answers under the field.
  await expect(form.getByLabel("Code")).toHaveValue("");
  await form.getByLabel("Code").fill(code);
  await form.getByLabel("Percent off").fill("5");
  await form.getByRole("button", { name: "Create coupon" }).click();
  await expect(form.getByText("A coupon with this code already exists.")).toBeVisible();

  await sidebar.getByRole("link", { name: "Payments" }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/payments$/);
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  const revenue = page.getByRole("table", { name: /Revenue by month/ });
  await expect(revenue).toBeVisible();
  // Twelve months plus the header and the total row.
  await expect(revenue.getByRole("row")).toHaveCount(14);
  await expect(revenue.getByRole("row", { name: /12 months/ })).toBeVisible();
  await expect(page.getByLabel("Filter by status")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
