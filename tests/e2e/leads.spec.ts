import type { Page } from "@playwright/test";
import { e2eAdmin } from "../../playwright.config.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { expect, test } from "./fixtures.ts";

// A visitor asks for a callback from the bottom bar; an admin finds it in the leads inbox, opens it,
// marks it contacted and adds a note.

const visitorName = `Callback Visitor ${Date.now().toString(36)}`;

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

test.describe
  .serial("leads", () => {
    test.setTimeout(90_000);

    test("a visitor requests a callback from the bottom bar", async ({ page }) => {
      await page.goto("/");
      const bar = page.getByRole("complementary", { name: "Quick contact" });
      await bar.getByRole("button", { name: "Request a Callback" }).click();
      const dialog = page.getByRole("dialog", { name: "Request a Callback" });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel("Full Name").fill(visitorName);
      await dialog.getByLabel("Phone Number").fill("12345");
      await dialog.getByRole("button", { name: "Request Callback" }).click();
      await expect(dialog.getByText("Please enter a valid phone number")).toBeVisible();
      await dialog.getByLabel("Phone Number").fill("+1 (555) 010-2030");
      await dialog.getByLabel("Preferred Time").selectOption("afternoon");
      await dialog.getByLabel("Topic").selectOption("bootcamp");
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole("button", { name: "Request Callback" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText("Callback requested", { exact: true })).toBeVisible();
    });

    test("the admin finds it in the leads inbox, marks it contacted and adds a note", async ({ page }) => {
      await signIn(page, e2eAdmin.username, e2eAdmin.password);
      await page
        .getByRole("navigation", { name: "Admin portal" })
        .getByRole("link", { name: "Leads" })
        .click();
      await expect(page).toHaveURL(/\/dashboard\/admin\/leads$/);
      await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
      await page.getByLabel("Filter by source").selectOption("callback");
      await expect(page).toHaveURL(/kind=callback/);
      const row = page.getByRole("row", { name: new RegExp(visitorName) });
      await expect(row).toBeVisible();
      await expect(row.getByText("New", { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await row.getByRole("button", { name: `Open lead ${visitorName}` }).click();
      const panel = page.getByRole("region", { name: visitorName });
      await expect(panel.getByText("Afternoon (12pm–5pm)")).toBeVisible();
      await expect(panel.getByText("AI Bootcamp")).toBeVisible();
      await panel.getByLabel("Status").selectOption("contacted");
      await panel.getByRole("button", { name: "Save status" }).click();
      await expect(page.getByText("Status saved", { exact: true })).toBeVisible();
      await expect(row.getByText("Contacted", { exact: true })).toBeVisible();

      await panel.getByLabel("Add a note").fill("Called back; sending the bootcamp brochure.");
      await panel.getByRole("button", { name: "Add note" }).click();
      await expect(panel.getByText("Called back; sending the bootcamp brochure.")).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // The state survives a reload: it lives in the URL and on the server.
      await page.reload();
      const reloaded = page.getByRole("region", { name: visitorName });
      await expect(reloaded.getByText("Called back; sending the bootcamp brochure.")).toBeVisible();
      await expect(reloaded.getByLabel("Status")).toHaveValue("contacted");
    });
  });
