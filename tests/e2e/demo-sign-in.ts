import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * Signs an account in through /auth as a person does (the ALTCHA box ticked, the button waited for) and
 * waits for the portal overview the sign-in lands on, so the next step starts from a settled page.
 */
export async function signIn(page: Page, account: { username: string; password: string }): Promise<void> {
  await page.goto("/auth");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Sign in" }) });
  await form.getByLabel("Username or email").fill(account.username);
  await form.getByLabel("Password").fill(account.password);
  await form.getByText("I'm not a robot").click();
  const submit = form.getByRole("button", { name: "Sign in" });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await submit.click();
  // The portal's first load (its chunks, the overview's data) can take longer than the default 5 s on a
  // loaded two-core machine; the sign-in itself has succeeded by then ("You're signed in" shows meanwhile).
  await expect(page).toHaveURL(/\/dashboard\/[a-z-]+$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
}
