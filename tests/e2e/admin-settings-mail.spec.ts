import type { BrowserContext, Page } from "@playwright/test";
import { e2eAdmin } from "../../playwright.config.ts";
import { e2eMailDir, waitForMailTo } from "../support/mail-dir.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { signIn } from "./demo-sign-in.ts";
import { expect, hydrating, test } from "./fixtures.ts";

// Decision 0046 in the browser: the admin changes the site's phone and sees it in the bottom bar, turns the
// promo banner off and on, sends a test mail from Settings and finds it in Email Tracking with its status.
// Other journeys read the seeded phone and the banner: this one restores both before it ends (workers: 1,
// so no journey runs beside it).

// This journey's own client addresses (the e2e server trusts X-Forwarded-For, as behind a load balancer):
// 203.0.113.58 for the journey, 203.0.113.59 for the restoring step.
const seededPhone = "+1 (415) 555-0142";
const newPhone = "+1 (212) 555-0187";
const adminEmail = "admin@ailabs.test";
const mailDir = () => e2eMailDir(process.env.E2E_SMTP_PORT ?? "");

const bottomBar = (page: Page) => page.getByRole("complementary", { name: "Quick contact" });
const banner = (page: Page) => page.getByRole("region", { name: "Upcoming batches" });

async function saveSettings(page: Page, values: { phone?: string; banner?: boolean }) {
  await page.goto("/dashboard/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  if (values.phone !== undefined) await page.getByLabel("Phone number").fill(values.phone);
  if (values.banner !== undefined) await page.getByLabel("Show the promo banner").setChecked(values.banner);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved", { exact: true }).first()).toBeVisible();
}

test.describe
  .serial("settings and email tracking", () => {
    test.setTimeout(90_000);
    // One admin session for the three steps: signing in once keeps the journey short on a busy machine.
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      test.setTimeout(60_000);
      context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.58" } });
      page = hydrating(await context.newPage());
      await signIn(page, e2eAdmin);
    });

    test.afterAll(async ({ browser }) => {
      await context?.close();
      // Whatever happened above, the seeded phone and the banner are back for the other journeys.
      const restore = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.59" } });
      const admin = hydrating(await restore.newPage());
      await signIn(admin, e2eAdmin);
      await saveSettings(admin, { phone: seededPhone, banner: true });
      await restore.close();
    });

    test("the admin changes the site phone and the bottom bar shows it, here and on a public page", async () => {
      await page.goto("/dashboard/admin/settings");
      await expect(page.getByLabel("Phone number")).toHaveValue(seededPhone);
      await expectNoSeriousA11yViolations(page);

      // A bad number is refused in the form, with the spec's message, and nothing is saved.
      await page.getByLabel("Phone number").fill("12345");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("Please enter a valid phone number")).toBeVisible();

      await saveSettings(page, { phone: newPhone });
      await expect(
        bottomBar(page).getByRole("link", { name: new RegExp(newPhone.replace(/[()+]/g, "\\$&")) }),
      ).toBeVisible();

      await page.goto("/");
      await expect(bottomBar(page)).toContainText(newPhone);
    });

    test("the admin turns the banner off (no banner, no gap) and on again", async () => {
      await page.goto("/");
      await expect(banner(page)).toBeVisible();

      await saveSettings(page, { banner: false });
      await page.goto("/");
      await expect(banner(page)).toHaveCount(0);
      // The header sits at the very top: the banner left no space behind.
      const header = page.getByRole("banner");
      expect((await header.boundingBox())?.y ?? -1).toBeLessThanOrEqual(1);

      await saveSettings(page, { banner: true });
      await page.goto("/");
      await expect(banner(page)).toBeVisible();
    });

    test("a test mail from Settings arrives and Email Tracking lists it as sent", async () => {
      await page.goto("/dashboard/admin/settings");
      const mailCard = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: "Mail" }) });
      await mailCard.getByRole("button", { name: "Test Mail" }).click();
      await expect(mailCard.getByText(/^OK:/)).toBeVisible({ timeout: 20_000 });
      const mail = await waitForMailTo(mailDir(), adminEmail, { subject: "AI Labs test mail" });
      expect(mail.subject).toBe("AI Labs test mail");
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: "/tmp/mailset-settings-1280.png", fullPage: true });

      await page.goto("/dashboard/admin/email-tracking?q=admin%40ailabs.test");
      await expect(page.getByRole("heading", { level: 1, name: "Email Tracking" })).toBeVisible();
      const row = page.getByRole("row").filter({ hasText: "AI Labs test mail" }).first();
      await expect(row).toContainText("Sent");
      await expect(row).toContainText("Not tracked");
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: "/tmp/mailset-tracking-1280.png", fullPage: true });

      // The filters live in the URL.
      await page.getByLabel("Status").selectOption("failed");
      await expect(page).toHaveURL(/status=failed/);
      await expect(page.getByText("No mails match these filters.")).toBeVisible();
      await page.getByLabel("Status").selectOption("sent");
      await expect(row).toBeVisible();

      await row.getByRole("button", { name: /^Open mail to/ }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText("To admin@ailabs.test");
      await expect(dialog.getByTitle("HTML part of AI Labs test mail")).toBeVisible();
      await expect(page).toHaveURL(/mail=[0-9a-f-]{36}/);
      await page.screenshot({ path: "/tmp/mailset-detail-1280.png" });

      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: "/tmp/mailset-detail-390.png" });
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: "/tmp/mailset-tracking-390.png", fullPage: true });
      await page.goto("/dashboard/admin/settings");
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await page.screenshot({ path: "/tmp/mailset-settings-390.png", fullPage: true });
    });
  });
