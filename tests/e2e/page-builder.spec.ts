import type { Locator, Page } from "@playwright/test";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { e2eAdmin } from "../../playwright.config.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { signIn } from "./demo-sign-in.ts";
import { expect, test } from "./fixtures.ts";

// Issue 21's journeys in Chromium against the production build: an admin builds a landing page from a
// template, adds course cards and an FAQ in Puck, previews the draft, publishes it, and a signed-out visitor
// sees it with the catalog's live price; a marketer publishes a blog post that appears on /blog and in the
// sitemap.

/** Drags a block from Puck's list onto the canvas, below `below`, as a person does with the mouse. */
async function dragBlock(page: Page, item: Locator, below: Locator) {
  const from = await item.boundingBox();
  const to = await below.boundingBox();
  if (!from || !to) throw new Error("drag source or target is not on screen");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Puck starts a drag from its list after a 200 ms press that stays within 10 px (its sensor's constraints).
  await page.waitForTimeout(350);
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 6, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height - 8, { steps: 25 });
  await page.waitForTimeout(300);
  await page.mouse.move(to.x + to.width / 2, to.y + to.height - 4, { steps: 5 });
  await page.mouse.up();
}

const usd = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { maximumFractionDigits: 2 })}`;

test("an admin builds a page from a template, previews it, publishes it, and a visitor sees the live price", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const path = `/ai-engineering-for-managers-${stamp}`;
  await signIn(page, e2eAdmin);
  await page.goto("/dashboard/admin/page-builder");
  await page.getByRole("button", { name: "New page" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New page" });
  await dialog.getByRole("textbox", { name: "Title" }).fill(`AI engineering for managers ${stamp}`);
  await expect(dialog.getByRole("textbox", { name: "Path" })).toHaveValue(path);
  await dialog
    .getByRole("textbox", { name: "Description" })
    .fill("What your team will build, and what it costs.");
  await expect(dialog.getByRole("combobox", { name: "Start from" })).toBeEnabled();
  await dialog.getByRole("combobox", { name: "Start from" }).selectOption("blank");
  await dialog.getByRole("button", { name: "Create and edit" }).click();
  await expect(page).toHaveURL(/\?edit=/);

  // The blank template's hero, then course cards and an FAQ dragged in from Puck's block list.
  const canvas = page.locator("[data-puck-entry]");
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  const blocks = canvas.locator("[data-puck-component]");
  await expect(blocks).toHaveCount(1);
  // Full screen: Puck's block list and its canvas side by side in the window, as one would drag between them.
  await page.getByRole("button", { name: "Full screen" }).click();
  await dragBlock(page, page.getByText("Course cards", { exact: true }).first(), blocks.last());
  await expect(blocks).toHaveCount(2, { timeout: 10_000 });
  await dragBlock(page, page.getByText("FAQ", { exact: true }).first(), blocks.last());
  await expect(blocks).toHaveCount(3, { timeout: 10_000 });
  await page.getByRole("button", { name: "Leave full screen" }).click();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("All changes saved")).toBeVisible({ timeout: 15_000 });

  // The preview link shows the draft as visitors will see it, with a banner saying it is one.
  const [preview] = await Promise.all([
    page.waitForEvent("popup"),
    page
      .getByRole("link", { name: /Preview/ })
      .first()
      .click(),
  ]);
  await expect(preview.getByText("Preview of a draft: visitors do not see this yet")).toBeVisible();
  await expect(preview.getByRole("heading", { name: "AI Engineering" }).first()).toBeVisible();
  await preview.close();

  // Not live before it is published.
  // A visitor of their own (axe needs a page of a context, not a bare browser page).
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  expect((await visitor.goto(path))?.status()).toBe(404);

  await page.getByRole("button", { name: "Publish now" }).click();
  await page
    .getByRole("dialog", { name: /^Publish ".*" now\?$/ })
    .getByRole("button", { name: "Publish now" })
    .click();
  await expect(page.getByText(/^Live at/)).toBeVisible();

  // A signed-out visitor sees the page with the catalog's price of this moment, and its FAQ.
  const course = (await (await visitor.request.get("/api/courses/ai-engineers")).json()) as {
    priceCents: number;
    earlyBirdPriceCents: number | null;
    nextBatch: { earlyBird: boolean } | null;
  };
  const price =
    course.nextBatch?.earlyBird && course.earlyBirdPriceCents !== null
      ? course.earlyBirdPriceCents
      : course.priceCents;
  const response = await visitor.goto(path);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByText(usd(price)).first()).toBeVisible();
  await expect(visitor.getByText("A question people ask?")).toBeVisible();
  expect(await visitor.locator('script[type="application/ld+json"]').allTextContents()).toEqual(
    expect.arrayContaining([expect.stringContaining('"FAQPage"')]),
  );
  await expectNoSeriousA11yViolations(visitor);
  await visitorContext.close();
});

test("a marketer publishes a blog post that appears on /blog and in the sitemap", async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Shipping evals in a week ${stamp}`;
  await signIn(page, demoAccounts.digitalMarketer);
  await page.goto("/dashboard/admin/page-builder?tab=posts");
  await page.getByRole("link", { name: "New post" }).click();
  const form = page.getByRole("form", { name: "New post" });
  await form.getByLabel("Title").fill(title);
  const slug = await form.getByLabel("Slug").inputValue();
  expect(slug).toBe(`shipping-evals-in-a-week-${stamp}`);
  await form.getByLabel(/^Excerpt/).fill("A small team's path from no tests to a nightly evaluation run.");
  await form.getByLabel(/^Tags/).fill("evaluation, llm engineering");
  await form
    .getByLabel(/^Body/)
    .fill("## Start small\n\nPick ten real questions and **write down** the answers you expect.");
  await expect(
    page.getByRole("region", { name: "Preview of the body" }).getByRole("heading", { name: "Start small" }),
  ).toBeVisible();
  await form.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { name: "Publishing" })).toBeVisible();

  await page.getByRole("button", { name: "Publish now" }).click();
  await page
    .getByRole("dialog", { name: `Publish "${title}" now?` })
    .getByRole("button", { name: "Publish now" })
    .click();

  await expect(async () => {
    const blog = await page.request.get("/blog");
    expect(await blog.text()).toContain(title);
  }).toPass({ timeout: 15_000 });
  await page.goto("/blog");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/blog/${slug}</loc>`);
});
