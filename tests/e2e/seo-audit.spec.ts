import type { Page } from "@playwright/test";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { signIn } from "./demo-sign-in.ts";
import { expect, hydrating, test } from "./fixtures.ts";

// Issue 20's content audit as the digital marketer meets it: a page's title is too long, the audit finds it,
// the finding's fix link opens Meta Tags on the title, and the public page's <title> follows the fix.

const marketer = { "X-Forwarded-For": "203.0.113.66" };
const target = "/courses/prompt-engineering";
const stamp = Date.now().toString(36);
const longTitle = `Prompt Engineering for Product Teams, Writers and Analysts, Edition ${stamp} | AI Labs`;
const fixedTitle = `Prompt Engineering ${stamp} | AI Labs`;

test.use({ extraHTTPHeaders: marketer });

async function saveTitle(page: Page, title: string) {
  const editor = page.getByRole("form", { name: `Metadata of ${target}` });
  await editor.getByLabel("Title").fill(title);
  await editor.getByRole("button", { name: "Save metadata" }).click();
  await expect(page.getByText("Metadata saved", { exact: true }).first()).toBeVisible();
}

test("the marketer finds a too-long title in the audit, fixes it from the finding, and the page's <title> follows", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, demoAccounts.digitalMarketer);
  await page.goto(`/dashboard/digital-marketer/meta-tags?path=${encodeURIComponent(target)}`);
  await saveTitle(page, longTitle);

  await page.goto("/dashboard/digital-marketer/content-audit");
  await expect(page.getByRole("heading", { level: 1, name: "Content Audit" })).toBeVisible();
  await page.getByRole("button", { name: "Run audit" }).click();
  // The run takes a few seconds on the seeded site; the button comes back when it is done.
  await expect(page.getByRole("button", { name: "Run audit" })).toBeEnabled({ timeout: 120_000 });
  await expect(page.getByText(/\/100/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("searchbox", { name: "Search", exact: true }).fill(target);
  await expect(page).toHaveURL(/\?q=%2Fcourses%2Fprompt-engineering$/);
  const row = page
    .getByRole("row", { name: /Title too long/ })
    .filter({ has: page.getByText(target, { exact: true }) });
  await expect(row).toBeVisible();
  await row.getByRole("link", { name: /Fix title/ }).click();
  await expect(page).toHaveURL(/\/meta-tags\?path=%2Fcourses%2Fprompt-engineering&field=title$/);
  const title = page.getByRole("form", { name: `Metadata of ${target}` }).getByLabel("Title");
  await expect(title).toBeFocused();
  await expect(title).toHaveValue(longTitle);
  await saveTitle(page, fixedTitle);

  const visitor = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.67" } });
  const visitorPage = hydrating(await visitor.newPage());
  await visitorPage.goto(target);
  await expect(visitorPage).toHaveTitle(fixedTitle);
  await visitor.close();

  // Back to the page's own title, so other tests see the seeded site.
  await page
    .getByRole("form", { name: `Metadata of ${target}` })
    .getByRole("button", { name: "Use all defaults" })
    .click();
  await page
    .getByRole("form", { name: `Metadata of ${target}` })
    .getByRole("button", { name: "Save metadata" })
    .click();
  await expect(page.getByText("Metadata saved", { exact: true }).first()).toBeVisible();
});
