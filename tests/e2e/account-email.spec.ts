import { accountEmailMessages } from "#contracts/account-email-text.ts";
import { e2eMailDir, waitForMailTo } from "../support/mail-dir.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { e2ePassword, signedInStudent } from "./api-accounts.ts";
import { expect, test } from "./fixtures.ts";

// Decision 0019 in the browser: the portal banner until the address is verified, the verification link,
// and an email change on /profile confirmed from the link mailed to the new address.

const password = e2ePassword;
const mailDir = () => e2eMailDir(process.env.E2E_SMTP_PORT ?? "");

function linkIn(text: string, page: string): string {
  const link = text.match(new RegExp(`https?://\\S+/${page}\\?token=[\\w-]+`))?.[0];
  if (!link) throw new Error(`no /${page} link in the mail`);
  return link;
}

test("a new student verifies the address from the mail, then moves the account to a new address", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const account = await signedInStudent(page, { prefix: "mover", name: "Ines Moreau", startAt: "/auth" });

  await page.goto("/dashboard/student");
  const banner = page.getByRole("status").filter({ hasText: "Please verify your email address" });
  await expect(banner).toContainText(account.email);

  const verification = await waitForMailTo(mailDir(), account.email, {
    subject: "Verify your AI Labs email address",
  });
  await page.goto(linkIn(verification.text, "verify-email"));
  await expect(page.getByRole("heading", { level: 1, name: accountEmailMessages.verifyTitle })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: accountEmailMessages.verifyButton }).click();
  await expect(page.getByText(accountEmailMessages.emailVerified)).toBeVisible();
  await page.goto("/dashboard/student");
  await expect(page.getByText("Student Portal").first()).toBeVisible();
  await expect(banner).toHaveCount(0);

  const newEmail = `new_${account.username}@example.com`;
  await page.goto("/profile");
  await expect(page.getByText(accountEmailMessages.verified, { exact: true })).toBeVisible();
  await page.getByLabel(accountEmailMessages.newEmailLabel).fill(newEmail);
  await page.getByLabel(accountEmailMessages.currentPasswordLabel).fill("not-my-password-1");
  await page.getByRole("button", { name: accountEmailMessages.sendChangeLink }).click();
  await expect(page.getByText("Your current password is incorrect.")).toBeVisible();
  await expect(page.getByLabel(accountEmailMessages.newEmailLabel)).toHaveValue(newEmail);
  await page.getByLabel(accountEmailMessages.currentPasswordLabel).fill(password);
  await page.getByRole("button", { name: accountEmailMessages.sendChangeLink }).click();
  await expect(page.getByText(accountEmailMessages.changeSent(newEmail))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // After a reload the change still shows as waiting for its link (the page's loader reads it).
  await page.reload();
  await expect(page.getByText(accountEmailMessages.pendingChange(newEmail))).toBeVisible();

  const notice = await waitForMailTo(mailDir(), account.email, {
    subject: "Your AI Labs email address is being changed",
  });
  expect(linkIn(notice.text, "cancel-email-change")).toContain("/cancel-email-change?token=");
  const confirmation = await waitForMailTo(mailDir(), newEmail, {
    subject: "Confirm your new AI Labs email address",
  });
  const confirmLink = linkIn(confirmation.text, "confirm-email-change");
  await page.goto(confirmLink);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
  await page.getByRole("button", { name: accountEmailMessages.confirmChangeButton }).click();
  await expect(page.getByText(accountEmailMessages.changeConfirmed)).toBeVisible();

  await page.goto("/profile");
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
  await expect(page.getByText(accountEmailMessages.verified, { exact: true })).toBeVisible();
  const me = (await (await page.request.get("/api/user")).json()) as {
    email: string;
    emailVerified: boolean;
  };
  expect(me).toMatchObject({ email: newEmail, emailVerified: true });
});
