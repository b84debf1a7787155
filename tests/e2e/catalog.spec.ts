import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { expect, test } from "./fixtures.ts";

// A visitor browses the catalog, filters it, opens a course and finds its batches, curriculum and FAQ.

test.describe("catalog and course pages", () => {
  test("browse the catalog, filter by level, open a course and see its batches", async ({ page }) => {
    await page.goto("/courses");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Find the course that fits where you are",
    );
    await expect(page.getByText("Showing 5 courses")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(5);
    await expectNoSeriousA11yViolations(page);

    // With JavaScript a change applies at once; the URL keeps the filter.
    await page.getByLabel("Level").selectOption("advanced");
    await expect(page).toHaveURL(/\/courses\?level=advanced$/);
    await expect(page.getByText("Showing 1 course")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);

    await page.getByLabel("Format").selectOption("self_paced");
    await expect(page.getByText("No courses match these filters")).toBeVisible();
    await page.getByRole("link", { name: "Reset filters" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByText("Showing 5 courses")).toBeVisible();

    await page.getByLabel("Sort by").selectOption("price-asc");
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByRole("article").first().getByRole("heading")).toHaveText("Prompt Engineering");

    await page.getByRole("main").getByRole("link", { name: "Deep Learning", exact: true }).click();
    await expect(page).toHaveURL(/\/courses\/deep-learning$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deep Learning");
    await expect(page).toHaveTitle("Deep Learning Certification | AI Labs");

    await page.getByRole("link", { name: "See upcoming batches" }).click();
    const batches = page.getByRole("main").getByRole("region", { name: /^Upcoming .+ batches$/ });
    await expect(batches).toBeInViewport();
    const enroll = batches.getByRole("link", { name: /^Enroll in the/ }).first();
    await expect(enroll).toHaveAttribute(
      "href",
      /^\/courses\/checkout\?course=deep-learning&batch=[0-9a-f-]{36}$/,
    );
    await expect(batches.getByText(/seats left/).first()).toBeVisible();
    await expect(batches.getByText(/Early-bird deadline/).first()).toBeVisible();
  });

  test("the course page: curriculum expands, FAQ answers, instructors and reviews", async ({ page }) => {
    await page.goto("/courses/machine-learning");
    const curriculum = page.getByRole("region", { name: "Curriculum" });
    await expect(curriculum.getByText(/6 modules · \d+ lessons/)).toBeVisible();
    const lesson = curriculum.getByText("Linear and logistic regression");
    await expect(lesson).toBeHidden();
    await curriculum.getByText("Supervised learning", { exact: true }).click();
    await expect(lesson).toBeVisible();

    // A sold-out cohort is listed without an enroll link.
    const batches = page.getByRole("main").getByRole("region", { name: /^Upcoming .+ batches$/ });
    await expect(batches.getByText("Sold out").first()).toBeVisible();

    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    await faq.getByText("How much math do I need?").click();
    await expect(faq.getByText(/High-school algebra is enough/)).toBeVisible();

    const photo = page
      .getByRole("region", { name: "Your instructors" })
      .getByRole("img", { name: "Elena Vasquez" });
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toBeVisible();
    // Below the fold the photo loads as it nears the viewport, then fades in.
    await expect(photo).not.toHaveClass(/opacity-0/);
    await expect(page.getByRole("region", { name: "What graduates say" }).getByText("5 stars")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    for (const text of jsonLd) expect(() => JSON.parse(text)).not.toThrow();
    expect(jsonLd.some((text) => text.includes('"Course"'))).toBe(true);
  });

  test("an unknown course shows the not-found page with status 404; checkout keeps its own page", async ({
    page,
  }) => {
    const response = await page.goto("/courses/nope");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByRole("link", { name: "Browse courses" })).toBeVisible();

    const checkout = await page.goto("/courses/checkout?course=deep-learning&batch=x");
    expect(checkout?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page not found");
  });

  test("on a phone the course page fits the screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/courses/ai-engineers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Engineering");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form still filters (a plain GET form)", async ({ page }) => {
    await page.goto("/courses");
    await page.getByLabel("Level").selectOption("beginner");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/level=beginner/);
    await expect(page.getByText("Showing 3 courses")).toBeVisible();
  });
});
