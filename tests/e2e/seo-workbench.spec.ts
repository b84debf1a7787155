import { demoAccounts } from "#server/db/demo-accounts.ts";
import { e2eAdmin } from "../../playwright.config.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { signIn } from "./demo-sign-in.ts";
import { expect, hydrating, test } from "./fixtures.ts";

// Issue 20's SEO workbench as the digital marketer meets it: Page Management leads to a page's Meta Tags,
// a saved title is the public page's <title> at once, and "Use all defaults" brings the page's own back.

const marketer = { "X-Forwarded-For": "203.0.113.61" };
const student = { "X-Forwarded-For": "203.0.113.62" };
const target = "/courses/ai-business";
const stamp = Date.now().toString(36);
const newTitle = `AI for Leaders, E2E ${stamp} | AI Labs`;

test.use({ extraHTTPHeaders: marketer });

test("the marketer edits a page's title from Page Management and the public page's <title> follows", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demoAccounts.digitalMarketer);
  await page.goto("/dashboard/digital-marketer/page-management");
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill("ai-business");
  await expect(page).toHaveURL(/\?q=ai-business$/);
  await page.getByRole("link", { name: `Edit metadata of ${target}`, exact: true }).click();
  await expect(page).toHaveURL(/\/meta-tags\?path=%2Fcourses%2Fai-business$/);
  await expect(page.getByRole("heading", { level: 1, name: "Meta Tags" })).toBeVisible();

  const editor = page.getByRole("form", { name: `Metadata of ${target}` });
  const title = editor.getByLabel("Title");
  await expect(title).toBeVisible();
  const defaultTitle = await page.request
    .get(`/api/seo/page-meta?path=${encodeURIComponent(target)}`)
    .then(async (response) => (await response.json()).title as string);

  // A field error first: the input is kept.
  await editor.getByLabel("Canonical URL").fill("javascript:alert(1)");
  await title.fill(newTitle);
  await editor.getByRole("button", { name: "Save metadata" }).click();
  await expect(editor.getByText(/The canonical URL must be a path of this site/)).toBeVisible();
  await expect(title).toHaveValue(newTitle);
  await editor.getByLabel("Canonical URL").fill("");
  // The search result follows what is typed.
  await expect(page.getByTestId("snippet-title")).toHaveText(newTitle);
  await expectNoSeriousA11yViolations(page);
  await editor.getByRole("button", { name: "Save metadata" }).click();
  await expect(page.getByText("Metadata saved", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "History" })).toBeVisible();
  await expect(page.getByText("Version 1", { exact: false }).first()).toBeVisible();

  // A visitor (no cookie) gets the new <title> at once.
  const visitor = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.63" } });
  const visitorPage = hydrating(await visitor.newPage());
  await visitorPage.goto(target);
  await expect(visitorPage).toHaveTitle(newTitle);

  // Back to the page's own title.
  await editor.getByRole("button", { name: "Use all defaults" }).click();
  await expect(title).toHaveValue("");
  await editor.getByRole("button", { name: "Save metadata" }).click();
  await expect(page.getByText("Metadata saved", { exact: true }).first()).toBeVisible();
  await visitorPage.goto(target);
  await expect(visitorPage).toHaveTitle(defaultTitle);
  await visitor.close();
});

test("a student opening a marketer page is told they have no access", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: student });
  const page = hydrating(await context.newPage());
  await signIn(page, demoAccounts.student);
  await page.goto("/dashboard/digital-marketer/meta-tags");
  await expect(
    page.getByRole("heading", { level: 1, name: "You don't have access to this page" }),
  ).toBeVisible();
  const api = await page.request.get("/api/seo/pages");
  expect(api.status()).toBe(403);
  await context.close();
});

test("the admin's SEO Manager lists the marketers and opens the workbench", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.64" } });
  const page = hydrating(await context.newPage());
  await signIn(page, e2eAdmin);
  await page.goto("/dashboard/admin/seo");
  await expect(page.getByRole("heading", { level: 1, name: "SEO Manager" })).toBeVisible();
  await expect(page.getByText(demoAccounts.digitalMarketer.name, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Latest SEO changes" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole("region", { name: "The workbench" })
    .getByRole("link", { name: "Page Management" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Page Management" })).toBeVisible();
  await context.close();
});

test("the marketer adds a redirect and the old address answers 301 at once; deleting it ends that", async ({
  page,
  browser,
}) => {
  const oldPath = `/e2e-moved-${stamp}`;
  await signIn(page, demoAccounts.digitalMarketer);
  await page.goto("/dashboard/digital-marketer/seo-settings");
  await expect(page.getByRole("heading", { level: 1, name: "SEO Settings" })).toBeVisible();
  const form = page.getByRole("form", { name: "Add a redirect" });
  await form.getByLabel("Old path").fill(oldPath);
  await form.getByLabel("Goes to").fill("/courses");
  await form.getByRole("button", { name: "Add redirect" }).click();
  await expect(page.getByText("Redirect added", { exact: true })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(oldPath) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const visitor = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.65" } });
  const answer = await visitor.request.get(`${oldPath}?ref=mail`, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe("/courses?ref=mail");
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(oldPath);
  await expect(visitorPage).toHaveURL(/\/courses$/);

  // A chain is refused at the old path, and what was typed stays.
  await form.getByLabel("Old path").fill(`/e2e-chain-${stamp}`);
  await form.getByLabel("Goes to").fill(oldPath);
  await form.getByRole("button", { name: "Add redirect" }).click();
  await expect(form.getByText(/is redirected already/)).toBeVisible();
  await expect(form.getByLabel("Goes to")).toHaveValue(oldPath);

  await page.getByRole("button", { name: `Delete the redirect from ${oldPath}` }).click();
  await page
    .getByRole("dialog", { name: `Delete the redirect from ${oldPath}?` })
    .getByRole("button", { name: "Delete redirect" })
    .click();
  await expect(page.getByText("Redirect deleted", { exact: true })).toBeVisible();
  expect((await visitor.request.get(oldPath, { maxRedirects: 0 })).status()).toBe(404);
  await visitor.close();
});

test("the marketer leaves a page out of sitemap.xml and puts it back; the robots tester answers", async ({
  page,
}) => {
  await signIn(page, demoAccounts.digitalMarketer);
  await page.goto("/dashboard/digital-marketer/sitemap");
  await expect(page.getByRole("heading", { level: 1, name: "Sitemap" })).toBeVisible();
  const sitemapHas = async (path: string) =>
    (await (await page.request.get("/sitemap.xml")).text()).includes(`${path}</loc>`);
  expect(await sitemapHas("/podcast")).toBe(true);

  await page.getByRole("button", { name: "Leave out /podcast" }).click();
  await expect(page.getByRole("button", { name: "Put back /podcast" })).toBeVisible();
  expect(await sitemapHas("/podcast")).toBe(false);
  await page.getByRole("button", { name: "Put back /podcast" }).click();
  await expect(page.getByRole("button", { name: "Leave out /podcast" })).toBeVisible();
  expect(await sitemapHas("/podcast")).toBe(true);

  const tester = page.getByRole("form", { name: "Test a path against robots.txt" });
  await tester.getByLabel("Path").fill("/dashboard/student");
  await tester.getByRole("button", { name: "Test" }).click();
  await expect(page.getByRole("status").filter({ hasText: "may not fetch" })).toContainText(
    "Disallow: /dashboard/",
  );
  await expectNoSeriousA11yViolations(page);
});
