import type { Page } from "@playwright/test";
import { adminCoursesMessages as m } from "#contracts/admin-courses-text.ts";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { signIn } from "./demo-sign-in.ts";
import { expect, test } from "./fixtures.ts";

// Course Management (issue 17): the demo admin raises the price of AI for Business Leaders in the course
// form (after the form refuses an early-bird price above it, keeping what was typed), the public course page
// shows the new price at once, and the price is put back. No other journey reads this course's price (the
// certificate journey buys it at whatever it costs).

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.53" } });

const slug = "ai-business";
const title = "AI for Business Leaders";
const reply = "Thank you! <b>See you</b> at the alumni meetup.";

async function openCourseForm(page: Page) {
  await page.goto("/dashboard/admin/courses");
  await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
  await page.getByLabel("Search").fill(slug);
  await expect(page).toHaveURL(/q=ai-business/);
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/edit=[0-9a-f-]{36}/);
  const form = page.getByRole("form", { name: `Edit ${title}` });
  await expect(form.getByLabel("Price (USD)", { exact: true })).toBeVisible();
  return form;
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("the admin raises a course's price and the course page shows it", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, demoAccounts.admin);

  await page.getByRole("navigation", { name: "Admin portal" }).getByRole("link", { name: "Courses" }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/courses$/);
  await expect(page.getByRole("table", { name: "Courses" })).toBeVisible();
  await page.screenshot({ path: "/tmp/admin-courses-list-1280.png", fullPage: true });

  const form = await openCourseForm(page);
  const price = form.getByLabel("Price (USD)", { exact: true });
  const earlyBird = form.getByLabel(/Early-bird price/);
  const originalPrice = await price.inputValue();
  const originalEarlyBird = await earlyBird.inputValue();
  expect(originalPrice).toBe("899");

  // An early-bird price above the price: refused by the form, everything typed kept.
  await price.fill("949");
  await earlyBird.fill("1000");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByText(m.earlyBirdNotBelow)).toBeVisible();
  await expect(price).toHaveValue("949");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "/tmp/admin-courses-form-1280.png", fullPage: true });

  await earlyBird.fill(originalEarlyBird);
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Course saved").first()).toBeVisible();

  // The course page shows the new price at once (the save dropped the cached pages and catalog).
  await page.goto(`/courses/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("main section").first()).toContainText("$949");

  // The phone layout: no sideways scroll on the list or the form.
  await page.setViewportSize({ width: 390, height: 844 });
  const phoneForm = await openCourseForm(page);
  await noSidewaysScroll(page);
  await page.screenshot({ path: "/tmp/admin-courses-form-390.png", fullPage: true });

  // Put the price back, from the same form (its version follows each save).
  await phoneForm.getByLabel("Price (USD)", { exact: true }).fill(originalPrice);
  await phoneForm.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Course saved").first()).toBeVisible();
  await page.getByRole("button", { name: "All courses" }).click();
  await expect(page.getByRole("table", { name: "Courses" })).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: "/tmp/admin-courses-list-390.png", fullPage: true });

  await page.getByRole("tab", { name: "Reviews" }).click();
  await expect(page).toHaveURL(/tab=reviews/);
  await expect(page.getByRole("table", { name: "Reviews" })).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: "/tmp/admin-courses-reviews-390.png", fullPage: true });

  // Reviews: the admin answers a review of this course; the course page shows the reply as text.
  await page.getByLabel("Course", { exact: true }).selectOption({ label: title });
  await expect(page).toHaveURL(/course=[0-9a-f-]{36}/);
  const reviews = page.getByRole("table", { name: "Reviews" });
  await expect(reviews.getByRole("row")).not.toHaveCount(1);
  await reviews
    .getByRole("button", { name: /^(Reply to|Edit reply to) / })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Reply").fill(reply);
  await dialog.getByRole("button", { name: "Save reply" }).click();
  await expect(dialog).toBeHidden();
  await expect(reviews.getByText(reply)).toBeVisible();

  await page.goto(`/courses/${slug}`);
  await expect(page.locator("main section").first()).toContainText("$899");
  const graduates = page.getByRole("region", { name: "What graduates say" });
  await expect(graduates.getByText(reply)).toBeVisible();
  await expect(graduates.locator("b")).toHaveCount(0);
});

test("the admin creates a course, gives it a cover image, and archives it", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, demoAccounts.admin);
  await page.goto("/dashboard/admin/courses");
  await page.getByRole("button", { name: "New course" }).click();
  await expect(page).toHaveURL(/edit=new/);

  const newSlug = `e2e-course-${Date.now().toString(36)}`;
  const form = page.getByRole("form", { name: "New course" });
  await form.getByLabel("Slug").fill("Not A Slug");
  await form.getByLabel("Title", { exact: true }).fill("Evaluating LLM Apps");
  await form.getByLabel("Summary").fill("Measure what your LLM features do before your users do.");
  await form.getByLabel("Price (USD)", { exact: true }).fill("299");
  await form.getByRole("button", { name: "Add outcome" }).click();
  await form.getByRole("textbox", { name: "Outcome 1", exact: true }).fill("Write an evaluation set");
  await form.getByRole("button", { name: "Create course" }).click();
  await expect(form.getByText(m.slugInvalid)).toBeVisible();
  await form.getByLabel("Slug").fill(newSlug);
  await form.getByRole("button", { name: "Create course" }).click();

  await expect(page).toHaveURL(/edit=[0-9a-f-]{36}/);
  await expect(page.getByRole("heading", { name: "Evaluating LLM Apps" })).toBeVisible();
  await expect(page.getByText("Unpublished", { exact: true })).toBeVisible();

  // A 1x1 PNG, named as a person would name it.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  await page
    .getByLabel("Upload a new image")
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("img", { name: "Cover of Evaluating LLM Apps" })).toHaveAttribute(
    "src",
    /^\/media\/course-images\/[0-9a-f-]{36}\.png$/,
  );
  // A text file renamed .png is refused, and says why.
  await page
    .getByLabel("Upload a new image")
    .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just some notes") });
  await expect(page.getByText(m.imageType)).toBeVisible();

  await page.getByRole("button", { name: "Archive", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Archive Evaluating LLM Apps?" });
  await dialog.getByRole("button", { name: "Archive" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Archived", { exact: true })).toBeVisible();
  const response = await page.request.get(`/api/courses/${newSlug}`);
  expect(response.status()).toBe(404);
});
