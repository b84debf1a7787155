import { demoAccounts } from "#server/db/demo-accounts.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { signIn } from "./demo-sign-in.ts";
import { expect, hydrating, test } from "./fixtures.ts";

// SEO Settings as the marketer meets it (issue 20): a verification code pasted as Search Console's whole tag is on
// the home page's <head> at once for any visitor, and a redirect is edited in place and answers its new way.
// Nothing here changes what other specs read (the title suffix and the images stay built in).

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.68" } });

test("a pasted verification tag reaches the home page, and a redirect is edited in place", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const code = `e2e-google-${stamp}`;
  await signIn(page, demoAccounts.digitalMarketer);
  await page.goto("/dashboard/digital-marketer/seo-settings");
  const defaults = page.getByRole("form", { name: "Site-wide defaults" });
  const google = defaults.getByLabel(/Google Search Console/);
  await expect(google).toBeVisible();

  // A bad profile line is refused with its line number; what was typed stays.
  await defaults.getByLabel(/Organisation profiles/).fill("https://github.com/ai-labs\nnot a link");
  await google.fill(`<meta name="google-site-verification" content="${code}" />`);
  await defaults.getByRole("button", { name: "Save defaults" }).click();
  await expect(defaults.getByText("Line 2 is not a web address starting with https://")).toBeVisible();
  await expect(google).toHaveValue(`<meta name="google-site-verification" content="${code}" />`);
  await defaults.getByLabel(/Organisation profiles/).fill("");
  await expectNoSeriousA11yViolations(page);
  await defaults.getByRole("button", { name: "Save defaults" }).click();
  await expect(page.getByText("Site-wide settings saved", { exact: true })).toBeVisible();
  await expect(google).toHaveValue(code);

  const visitor = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.69" } });
  const home = hydrating(await visitor.newPage());
  await home.goto("/");
  await expect(home.locator('meta[name="google-site-verification"]')).toHaveAttribute("content", code);

  // Cleared again: the tag is gone from the home page.
  await google.fill("");
  await defaults.getByRole("button", { name: "Save defaults" }).click();
  await expect(page.getByText("Site-wide settings saved", { exact: true }).first()).toBeVisible();
  await home.goto("/");
  await expect(home.locator('meta[name="google-site-verification"]')).toHaveCount(0);

  // A redirect, then edited to a 302 elsewhere: the old address answers the new way at once.
  const from = `/e2e-moved-${stamp}`;
  const add = page.getByRole("form", { name: "Add a redirect" });
  await add.getByLabel("Old path").fill(from);
  await add.getByLabel("Goes to").fill("/courses");
  await add.getByRole("button", { name: "Add redirect" }).click();
  await page.getByRole("button", { name: `Edit the redirect from ${from}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit the redirect from ${from}` });
  await dialog.getByLabel("Answer").selectOption("302");
  await dialog.getByLabel("Goes to").fill("/about");
  await dialog.getByRole("button", { name: "Save redirect" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row", { name: new RegExp(from) })).toContainText("/about");
  const answer = await visitor.request.get(from, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe("/about");
  await visitor.close();
});
