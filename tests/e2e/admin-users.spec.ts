import type { Browser, Page } from "@playwright/test";
import { e2eAdmin } from "../../playwright.config.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { expect, hydrating, test } from "./fixtures.ts";

// One learner, registered through the form, edits their own profile; then an admin finds them in the
// users screen, makes them an instructor and deactivates them. Serial: the second journey is about the
// learner the first one created (and registering is rate limited per address, so one account serves both).

const stamp = Date.now().toString(36);
const learner = {
  username: `learner_${stamp}`,
  email: `learner_${stamp}@example.com`,
  password: "lantern-harbor-quiet-9",
  name: "Priya Raman",
  renamed: "Priya R. Sharma",
};

/** Ticks the ALTCHA widget as a person does; the form's button unlocks once it is verified. */
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

async function signedInPage(browser: Browser, username: string, password: string) {
  const context = await browser.newContext();
  const page = hydrating(await context.newPage());
  await signIn(page, username, password);
  return { context, page };
}

test.describe
  .serial("user management", () => {
    test.setTimeout(90_000);

    test("a learner registers, then changes their name on /profile and the portal shows it", async ({
      page,
    }) => {
      await page.goto("/auth?tab=register");
      const register = page.locator("form", { has: page.getByRole("button", { name: "Create account" }) });
      await register.getByLabel("Full name").fill(learner.name);
      await register.getByLabel("Username").fill(learner.username);
      await register.getByLabel("Email address").fill(learner.email);
      await register.getByLabel("Password", { exact: true }).fill(learner.password);
      await register.getByLabel("Confirm password").fill(learner.password);
      await solveCaptcha(register, "Create account");
      await register.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByText("Your account has been created. You can now sign in.")).toBeVisible();

      await signIn(page, learner.username, learner.password);
      await expect(page.getByText(`Signed in as ${learner.name}`)).toBeVisible();

      await page.goto("/profile");
      await expect(page).toHaveTitle("Your profile | AI Labs");
      await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();
      const name = page.getByLabel("Full name");
      await expect(name).toHaveValue(learner.name);
      await expectNoSeriousA11yViolations(page);
      await name.fill(learner.renamed);
      await page.getByRole("button", { name: "Save profile" }).click();
      await expect(page.getByText("Your profile has been updated.", { exact: true })).toBeVisible();

      // The header's Dashboard button leads to the portal, whose header reads the same current user.
      await page.getByRole("banner").getByRole("link", { name: "Dashboard" }).click();
      await expect(page).toHaveURL(/\/dashboard\/student$/);
      await expect(page.getByText(`Signed in as ${learner.renamed}`)).toBeVisible();

      // Stored on the server, not only in this tab.
      await page.goto("/profile");
      await expect(page.getByLabel("Full name")).toHaveValue(learner.renamed);
    });

    test("an admin finds the learner, makes them an instructor and deactivates them, with confirmations", async ({
      page,
      browser,
    }) => {
      // The learner is signed in elsewhere: the role change must end that session at once.
      const elsewhere = await signedInPage(browser, learner.username, learner.password);
      expect((await elsewhere.page.request.get("/api/user")).status()).toBe(200);

      await signIn(page, e2eAdmin.username, e2eAdmin.password);
      await page.goto("/dashboard/admin/users");
      await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
      await page.getByLabel("Search").fill(learner.username.toUpperCase());
      await expect(page).toHaveURL(new RegExp(`[?&]q=${learner.username.toUpperCase()}`));
      const row = page.getByRole("row", { name: new RegExp(learner.renamed) });
      await expect(row).toBeVisible();
      await expect(row).toContainText(learner.email);
      await expect(row).toContainText("Student");
      await expect(row).toContainText("Active");
      await expect(page.getByText("Showing 1–1 of 1 user")).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await row.getByRole("button", { name: "Change role" }).click();
      const roleDialog = page.getByRole("dialog", { name: `Change the role of ${learner.renamed}` });
      await expect(roleDialog).toContainText("signs them out on every device at once");
      await expectNoSeriousA11yViolations(page);
      await roleDialog.getByLabel("New role").selectOption({ label: "Instructor" });
      await roleDialog.getByRole("button", { name: "Save role" }).click();
      await expect(roleDialog).toBeHidden();
      await expect(page.getByText("Role changed", { exact: true })).toBeVisible();
      await expect(row).toContainText("Instructor");
      expect((await elsewhere.page.request.get("/api/user")).status()).toBe(401);

      await row.getByRole("button", { name: "Deactivate" }).click();
      const statusDialog = page.getByRole("dialog", { name: `Deactivate ${learner.renamed}?` });
      await expect(statusDialog).toContainText("cannot sign in until an admin reactivates");
      await statusDialog.getByRole("button", { name: "Deactivate" }).click();
      await expect(statusDialog).toBeHidden();
      await expect(page.getByText("User deactivated", { exact: true })).toBeVisible();
      await expect(row).toContainText("Inactive");
      await expect(row.getByRole("button", { name: "Reactivate" })).toBeVisible();

      // The filters live in the URL: a reload shows the same search, and the role filter narrows it.
      await page.reload();
      await expect(page.getByLabel("Search")).toHaveValue(learner.username.toUpperCase());
      await page.getByLabel("Filter by role").selectOption({ label: "Student" });
      await expect(page).toHaveURL(/[?&]role=student/);
      await expect(page.getByText("No users match your search.", { exact: true })).toBeVisible();
      await page.getByLabel("Filter by role").selectOption({ label: "Instructor" });
      await expect(row).toContainText("Inactive");

      // At phone width the page itself never scrolls sideways; the table scrolls inside its own region.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(row).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await row.getByRole("button", { name: "Reactivate" }).scrollIntoViewIfNeeded();
      await expect(row.getByRole("button", { name: "Reactivate" })).toBeInViewport();

      await elsewhere.context.close();
    });

    test("the admin finds both changes in the audit log, with the values before and after", async ({
      page,
    }) => {
      await signIn(page, e2eAdmin.username, e2eAdmin.password);
      await page.goto("/dashboard/admin/audit-log?entityType=user");
      await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
      await page.getByLabel("Search").fill(learner.username);
      await expect(page).toHaveURL(new RegExp(`[?&]q=${learner.username}`));
      const roleRow = page.getByRole("row", { name: /role student -> instructor/ });
      const deactivation = page.getByRole("row", { name: /deactivated/ });
      await expect(roleRow).toBeVisible();
      await expect(deactivation).toBeVisible();
      await expect(roleRow).toContainText("user.update");
      await expectNoSeriousA11yViolations(page);

      await roleRow.getByRole("button", { name: /Show details/ }).click();
      const details = page.locator("dl").filter({ hasText: "role" }).first();
      await expect(details.getByRole("deletion")).toHaveText("student");
      await expect(details.getByRole("insertion")).toHaveText("instructor");

      // The record link narrows the log to that user's history.
      await roleRow.getByRole("button", { name: /^user/ }).click();
      await expect(page).toHaveURL(/[?&]entityId=/);
      await expect(page.getByText(/^History of user/)).toBeVisible();
      await expect(page.getByText("Showing 1–2 of 2 entries")).toBeVisible();

      await page.setViewportSize({ width: 390, height: 844 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
