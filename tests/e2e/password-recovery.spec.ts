import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { e2eMailDir, waitForMailTo } from "../support/mail-dir.ts";
import { resetLinkOf } from "../support/smtp-sink.ts";
import { expect, test } from "./fixtures.ts";

/** Ticks the ALTCHA widget as a person does; the form's button unlocks once it is verified. */
async function solveCaptcha(form: Locator) {
  await form.getByText("I'm not a robot").click();
}

async function register(
  page: Page,
  user: { name: string; username: string; email: string; password: string },
) {
  await page.goto("/auth?tab=register");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Create account" }) });
  await form.getByLabel("Full name").fill(user.name);
  await form.getByLabel("Username").fill(user.username);
  await form.getByLabel("Email address").fill(user.email);
  await form.getByLabel("Password", { exact: true }).fill(user.password);
  await form.getByLabel("Confirm password").fill(user.password);
  await solveCaptcha(form);
  const create = form.getByRole("button", { name: "Create account" });
  await expect(create).toBeEnabled({ timeout: 20_000 });
  await create.click();
  await expect(page.getByText("Your account has been created. You can now sign in.")).toBeVisible();
}

const mailDir = () => e2eMailDir(process.env.E2E_SMTP_PORT ?? "");

test("a visitor who forgot the password gets a link by email, sets a new password and signs in with it", async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const user = {
    name: "Noor Haddad",
    username: `noor_${stamp}`,
    email: `noor_${stamp}@example.com`,
    password: "first-lantern-harbor-1",
  };
  const newPassword = "second-copper-meadow-2";
  await register(page, user);

  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Forgot Password" })).toBeVisible();
  await expect(page.getByText("Enter your email to receive a password reset link")).toBeVisible();
  const forgot = page.locator("form", { has: page.getByRole("button", { name: "Send Reset Link" }) });
  const send = forgot.getByRole("button", { name: "Send Reset Link" });
  await expect(send).toBeDisabled();
  await forgot.getByLabel("Email").fill(user.email);
  await expect(
    forgot.getByText("Please complete the reCAPTCHA verification below to continue."),
  ).toBeVisible();
  await expect(send).toBeDisabled();
  await solveCaptcha(forgot);
  await expect(send).toBeEnabled({ timeout: 20_000 });
  await send.click();

  await expect(page.getByText("Check your email")).toBeVisible();
  await expect(page.getByText("Password Reset Email Sent", { exact: true })).toBeVisible();

  const mail = await waitForMailTo(mailDir(), user.email, { subject: "Reset your AI Labs password" });
  const link = resetLinkOf(mail);
  expect(link.startsWith(`${test.info().project.use.baseURL}/reset-password/`)).toBe(true);

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Reset Password" })).toBeVisible();
  await expect(page.getByText("Create a new password for your account")).toBeVisible();
  const reset = page.locator("form", { has: page.getByRole("button", { name: "Reset Password" }) });
  await reset.getByLabel("New Password").fill(newPassword);
  await reset.getByLabel("Confirm Password").fill("not the same password");
  await solveCaptcha(reset);
  await expect(reset.getByText("Verified")).toBeVisible({ timeout: 20_000 });
  await reset.getByRole("button", { name: "Reset Password" }).click();
  await expect(reset.getByText("Passwords don't match")).toBeVisible();
  await reset.getByLabel("Confirm Password").fill(newPassword);
  await expect(reset.getByText("Passwords don't match")).toBeHidden();
  await reset.getByRole("button", { name: "Reset Password" }).click();

  await expect(page.getByText("Password Reset Successful!")).toBeVisible();
  await expect(
    page.getByText("Your password has been reset successfully. Redirecting to login page..."),
  ).toBeVisible();
  await expect(page.getByText("Password Reset Successful", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 6_000 });

  await waitForMailTo(mailDir(), user.email, { subject: "Your AI Labs password was changed" });

  const signIn = page.locator("form", { has: page.getByRole("button", { name: "Sign in" }) });
  await signIn.getByLabel("Username or email").fill(user.username);
  await signIn.getByLabel("Password").fill(newPassword);
  await solveCaptcha(signIn);
  const submit = signIn.getByRole("button", { name: "Sign in" });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard\/student$/);

  // The link was used up.
  await page.goto(link);
  const again = page.locator("form", { has: page.getByRole("button", { name: "Reset Password" }) });
  await again.getByLabel("New Password").fill("third-quiet-signal-3");
  await again.getByLabel("Confirm Password").fill("third-quiet-signal-3");
  await solveCaptcha(again);
  await expect(again.getByText("Verified")).toBeVisible({ timeout: 20_000 });
  await again.getByRole("button", { name: "Reset Password" }).click();
  const toast = page.getByRole("region", { name: "Notifications (F8)" });
  await expect(
    toast.getByText("This password reset link is invalid or has expired. Please request a new one."),
  ).toBeVisible();
  await expect(toast.getByRole("button", { name: "Try again" })).toBeVisible();
});

test("/reset-password without a token shows the 'Invalid Reset Link' toast and offers a new link", async ({
  page,
}) => {
  await page.goto("/reset-password");
  await expect(page.getByText("Invalid Reset Link", { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Notifications (F8)" })
      .getByText("The password reset link appears to be invalid or expired. Please request a new one."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Request a new reset link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("both screens have no serious or critical accessibility violations", async ({ page }) => {
  for (const path of ["/forgot-password", "/reset-password/some-token"]) {
    await page.goto(path);
    await expect(page.getByText("I'm not a robot")).toBeVisible({ timeout: 10_000 });
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([]);
  }
});
