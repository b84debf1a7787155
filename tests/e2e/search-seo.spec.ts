import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";

test("a visitor searches for a course keyword and opens the course from the results", async ({ page }) => {
  await page.goto("/search");
  await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What would you like to learn?" })).toBeVisible();

  await page.getByLabel("Search for").fill("transformers");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?q=transformers/);
  await expect(page.getByText(/results? for “transformers”/)).toBeVisible();
  const course = page.getByRole("link", { name: "Deep Learning", exact: true });
  const result = page
    .getByRole("list", { name: "Search results" })
    .getByRole("listitem")
    .filter({ has: course });
  await expect(result.locator("mark").first()).toHaveText(/transformers?/i);

  await result.getByRole("link", { name: "Deep Learning", exact: true }).click();
  await expect(page).toHaveURL(/\/courses\/deep-learning$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Deep Learning");
});

test("a search without results offers suggestions, and the page passes axe", async ({ page }) => {
  await page.goto("/search?q=zyzzogeton");
  await expect(page.getByRole("heading", { name: "No results" })).toBeVisible();
  await page.getByRole("link", { name: "RAG", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=RAG/);
  await expect(page.getByText(/results? for “RAG”/)).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
});

test("/seo-preview shows the snippet, social card and structured data of /courses/deep-learning", async ({
  page,
}) => {
  await page.goto("/seo-preview");
  await expect(page.getByRole("heading", { level: 1, name: "SEO Preview" })).toBeVisible();
  await page.getByLabel("Page path").fill("/courses/deep-learning");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page).toHaveURL(/\/seo-preview\?path=%2Fcourses%2Fdeep-learning/);

  const snippet = page.getByRole("region", { name: "Search result" });
  await expect(snippet.getByTestId("snippet-title")).toHaveText(/Deep Learning.*\| AI Labs/);
  await expect(snippet).toContainText("› courses › deep-learning");
  await expect(page.getByRole("region", { name: "Social card" }).getByRole("img")).toBeVisible();
  const structured = page.getByRole("region", { name: "Structured data" });
  await expect(structured.getByRole("heading", { name: "Course", exact: true })).toBeVisible();
  await expect(structured.getByRole("heading", { name: "BreadcrumbList" })).toBeVisible();
  await expect(structured).toContainText('"priceCurrency": "USD"');

  await page.getByLabel("Page path").fill("/no-such-page");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("alert")).toContainText("No page of this site has that path: /no-such-page");
  await expect(page.getByLabel("Page path")).toHaveValue("/no-such-page");
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
});
