import type { Page } from "@playwright/test";
import { admissionsMessages } from "#contracts/admissions.ts";
import { e2eAdmin } from "../../playwright.config.ts";
import { e2eMailDir, waitForMailTo } from "../support/mail-dir.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { signedInStudent } from "./api-accounts.ts";
import { signIn } from "./demo-sign-in.ts";
import { expect, hydrating, test } from "./fixtures.ts";

// Issue 17, decision 0043: a signed-in visitor applies to the bootcamp; the admin finds the application in
// the pipeline, opens it, moves it to accepted after reading the mail's preview; the mail arrives with the
// enroll link, and the link opens the enroll page for the applicant with their cohort chosen.
// APPLICATIONS_SCREENSHOTS=<dir> also saves the pipeline's pages at 1280 and 390 px wide.

const applicantClient = { "X-Forwarded-For": "203.0.113.51" };
const adminClient = { "X-Forwarded-For": "203.0.113.52" };
test.use({ extraHTTPHeaders: applicantClient });
const mailDir = () => e2eMailDir(process.env.E2E_SMTP_PORT ?? "");
const screenshots = process.env.APPLICATIONS_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (!screenshots) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${screenshots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("the admin accepts an application after the preview, and the mail's link opens enrollment", async ({
  page,
  browser,
}) => {
  // Two browsers, three accessibility scans and a mail round trip: about 15 s alone. (It once ran out of any
  // limit: the scan of the status dialog waited forever inside the mail preview's sandboxed frame, which
  // a11y.ts now leaves out.)
  test.setTimeout(120_000);
  const account = await signedInStudent(page, {
    prefix: "applicant",
    name: "Lina Haddad",
    startAt: "/ai-bootcamp/apply",
    ownClientAddress: false,
  });

  await page.goto("/ai-bootcamp/apply");
  const submit = page.getByRole("button", { name: admissionsMessages.submit });
  const form = page.locator("form", { has: submit });
  await form.getByLabel("Full name").fill(account.name);
  await form.getByLabel("Email address").fill(account.email);
  await form.getByLabel("Phone number").fill("+1 415 555 0142");
  await form.getByLabel("Country of residence").fill("Jordan");
  await form.getByLabel("Current role").fill("Data analyst at a logistics company");
  await form.getByLabel("Programming experience").selectOption("data_or_ml");
  await form.getByLabel("Your background").fill("Four years of SQL, pandas and dashboards for operations.");
  await form
    .getByLabel("What do you want to achieve?")
    .fill("Build forecasting assistants our planners trust.");
  const cohort = form.getByLabel(/Preferred cohort/);
  const cohortId = await cohort.locator("option").nth(1).getAttribute("value");
  expect(cohortId).toBeTruthy();
  await cohort.selectOption(cohortId ?? "");
  await submit.click();
  await expect(page.getByRole("heading", { level: 2, name: admissionsMessages.received })).toBeVisible();

  // The admin, in a browser of their own.
  const adminContext = await browser.newContext({ extraHTTPHeaders: adminClient });
  const admin = hydrating(await adminContext.newPage());
  await signIn(admin, e2eAdmin);
  await admin
    .getByRole("navigation", { name: "Admin portal" })
    .getByRole("link", { name: "Applications" })
    .click();
  await expect(admin).toHaveURL(/\/dashboard\/admin\/applications$/);
  await expect(admin.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
  await admin.getByLabel("Search").fill(account.email);
  await expect(admin).toHaveURL(new RegExp(`q=${encodeURIComponent(account.email).replace(".", "\\.")}`));
  const row = admin.getByRole("row", { name: new RegExp(account.name) });
  await expect(row).toBeVisible();
  await expect(row.getByText("Submitted")).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await admin.getByLabel("Search").fill("");
  await expect(admin).toHaveURL(/\/dashboard\/admin\/applications$/);
  await shoot(admin, "applications-list");

  await admin.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Board" }).click();
  await expect(admin).toHaveURL(/view=board/);
  const submitted = admin.getByRole("region", { name: /^Submitted/ });
  await expect(submitted.getByRole("link", { name: account.name })).toBeVisible();
  await shoot(admin, "applications-board");

  await submitted.getByRole("link", { name: account.name }).click();
  await expect(admin.getByRole("heading", { level: 1, name: account.name })).toBeVisible();
  await expect(admin.getByText("Four years of SQL, pandas and dashboards for operations.")).toBeVisible();
  await admin.getByLabel("Add a note (admins only)").fill("Strong analytics; ready for the fast track.");
  await admin.getByRole("button", { name: "Add note" }).click();
  await expect(admin.getByText("Strong analytics; ready for the fast track.")).toBeVisible();

  await admin.getByRole("button", { name: "Change status" }).click();
  const dialog = admin.getByRole("dialog", { name: `Change status: ${account.name}` });
  await dialog.getByLabel("New status").selectOption("accepted");
  await expect(dialog.getByLabel("Subject")).toHaveValue("You're accepted to the AI Labs bootcamp");
  await expect(dialog.getByText(`To: ${account.email}`)).toBeVisible();
  const preview = dialog.frameLocator('iframe[title="Mail as the applicant sees it"]');
  await expect(preview.getByText(`Hi ${account.name},`)).toBeVisible();
  await expect(preview.getByRole("link", { name: "Reserve your seat" })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await shoot(admin, "applications-status-dialog");
  await dialog.getByRole("button", { name: "Change status and send mail" }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText("Accepted", { exact: true }).first()).toBeVisible();
  await expect(admin.getByText("Mailed: “You're accepted to the AI Labs bootcamp”")).toBeVisible();
  await shoot(admin, "application-detail");
  await adminContext.close();

  const mail = await waitForMailTo(mailDir(), account.email, {
    subject: "You're accepted to the AI Labs bootcamp",
  });
  const link = /https?:\/\/\S+\/ai-bootcamp\/enroll\?batch=[0-9a-f-]+/.exec(mail.text)?.[0];
  expect(link).toBe(`${new URL(page.url()).origin}/ai-bootcamp/enroll?batch=${cohortId}`);
  await page.goto(link ?? "");
  await expect(page.getByRole("heading", { level: 1, name: "Reserve your seat" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "1. Choose your cohort" })).toBeVisible();
  await expect(page.locator(`input[type="radio"][name="batch"][value="${cohortId}"]`)).toBeChecked();
});
