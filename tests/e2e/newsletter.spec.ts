import { newsletterMessages } from "#contracts/messages.ts";
import { e2eMailDir, waitForMailTo } from "../support/mail-dir.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { expect, test } from "./fixtures.ts";

// Issue 22's double opt-in in the browser: the footer's form (its toast as SPEC.md section 7 has it), the
// confirmation mail, and its page, where only the button confirms.

const mailDir = () => e2eMailDir(process.env.E2E_SMTP_PORT ?? "");

test("a visitor subscribes from the footer and confirms from the mailed link", async ({ page }) => {
  const email = `confirming-${Date.now()}@example.com`;
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email address").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Success!", { exact: true }).first()).toBeVisible();

  const mail = await waitForMailTo(mailDir(), email, {
    subject: "Confirm your AI Labs newsletter subscription",
  });
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w.%-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error("no confirmation link in the mail");
  await page.goto(link);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
  await expect(page.getByRole("heading", { level: 1, name: newsletterMessages.confirmTitle })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: newsletterMessages.confirmButton }).click();
  await expect(page.getByText(newsletterMessages.confirmed)).toBeVisible();

  // The same link again: nothing changes, and the page says so.
  await page.reload();
  await page.getByRole("button", { name: newsletterMessages.confirmButton }).click();
  await expect(page.getByText(newsletterMessages.alreadyConfirmed)).toBeVisible();
});

test("a confirmation link that is not ours says so and offers the way home", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/newsletter/confirm?token=00000000-0000-4000-8000-000000000000.1.forged");
  await page.getByRole("button", { name: newsletterMessages.confirmButton }).click();
  await expect(page.getByText(newsletterMessages.confirmInvalid)).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
