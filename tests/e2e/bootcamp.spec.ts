import { admissionsMessages } from "#contracts/admissions.ts";
import { corporateMessages } from "#contracts/site-pages.ts";
import { e2eMailDir, waitForMailTo } from "../support/mail-dir.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { expect, test } from "./fixtures.ts";

// A visitor reads the bootcamp page, applies (first with nothing filled in), sees the confirmation and
// receives the confirmation mail at the local SMTP sink; a company sends a corporate training inquiry.

const mailDir = () => e2eMailDir(process.env.E2E_SMTP_PORT ?? "");

test("a visitor applies to the bootcamp and receives the confirmation mail", async ({ page }) => {
  test.setTimeout(60_000);
  const email = `amara.${Date.now().toString(36)}@example.com`;

  await page.goto("/ai-bootcamp");
  await expect(page.getByRole("heading", { level: 1, name: "AI Engineering Bootcamp" })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "How the 16 weeks are structured" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Upcoming cohorts" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Tuition" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Frequently asked questions" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Apply now" }).first().click();
  await expect(page).toHaveURL(/\/ai-bootcamp\/apply$/);
  await expect(page.getByRole("heading", { level: 1, name: "Apply to the bootcamp" })).toBeVisible();

  const submit = page.getByRole("button", { name: admissionsMessages.submit });
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText(admissionsMessages.fixFields);
  await expect(page.getByText(admissionsMessages.fullNameRequired)).toBeVisible();
  await expect(page.getByText(admissionsMessages.emailRequired)).toBeVisible();
  await expect(page.getByText(admissionsMessages.backgroundTooShort)).toBeVisible();
  await expect(page.getByLabel("Full name")).toBeFocused();

  // Keyboard only from here on for the first fields, as a person without a mouse would.
  await page.keyboard.type("Amara Okonkwo");
  await page.keyboard.press("Tab");
  await page.keyboard.type(email);
  await page.getByLabel("Phone number").fill("+1 415 555 0199");
  await page.getByLabel("Country of residence").fill("Nigeria");
  await page.getByLabel("Current role").fill("Backend developer at a fintech startup");
  await page.getByLabel("Programming experience").selectOption("professional_developer");
  await page
    .getByLabel("Your background")
    .fill("Five years of Python and Go services; I built a payments pipeline.");
  await page
    .getByLabel("What do you want to achieve?")
    .fill("Ship a retrieval assistant and move into AI engineering.");
  const cohort = page.getByLabel(/Preferred cohort/);
  const firstCohort = await cohort.locator("option").nth(1).getAttribute("value");
  if (firstCohort) await cohort.selectOption(firstCohort);
  await page.getByLabel(/Portfolio, GitHub or LinkedIn link/).fill("https://github.com/amara-dev");
  await expectNoSeriousA11yViolations(page);
  await submit.focus();
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { level: 2, name: admissionsMessages.received })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(submit).toBeHidden();

  const mail = await waitForMailTo(mailDir(), email, {
    subject: "We received your AI Labs bootcamp application",
  });
  expect(mail.text).toContain("Hi Amara Okonkwo,");
  expect(mail.text).toContain("within 3 business days");
  expect(mail.text).toMatch(/\/ai-bootcamp\/enroll/);
});

test("the how-to-start page leads to the application", async ({ page }) => {
  await page.goto("/ai-bootcamp/start");
  await expect(page.getByRole("heading", { level: 1, name: "How to Start the AI Bootcamp" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admissions steps" })).toContainText("Interview");
  await page.getByRole("link", { name: "Start your application" }).click();
  await expect(page).toHaveURL(/\/ai-bootcamp\/apply$/);
});

test("a company sends a corporate training inquiry", async ({ page }) => {
  await page.goto("/corporate-training");
  await expect(
    page.getByRole("heading", { level: 1, name: "Corporate AI Training for Teams" }),
  ).toBeVisible();
  const send = page.getByRole("button", { name: corporateMessages.submit });
  await send.click();
  await expect(page.getByText(corporateMessages.companyRequired)).toBeVisible();

  await page.getByLabel("Your name").fill("Hannah Becker");
  await page.getByLabel("Work email").fill("hannah.becker@northwind-logistics.com");
  await page.getByLabel("Company").fill("Northwind Logistics");
  await page.getByLabel("Team size").selectOption("51-200");
  await page
    .getByLabel("What would you like your team to learn?")
    .fill("Prompt engineering for 40 analysts and a RAG track for 8 developers this spring.");
  await expectNoSeriousA11yViolations(page);
  await send.click();
  await expect(page.getByRole("heading", { name: corporateMessages.successTitle })).toBeVisible();
});

test("the fixed pages render their prose, and /contact shows the site's details", async ({ page }) => {
  for (const [path, heading] of [
    ["/about", "About AI Labs"],
    ["/community", "The AI Labs Community"],
    ["/investors", "Investor Relations"],
    ["/privacy", "Privacy Policy"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.locator("h1")).toHaveCount(1);
  }
  await expect(page.getByText("admissions@ailabs.academy").first()).toBeVisible();

  // Client-side navigation loads the same prose (the loader reads the page's path, not '/community.data').
  await page.goto("/about");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Community" }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByRole("heading", { level: 1, name: "The AI Labs Community" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "How to join" })).toBeVisible();

  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Office hours" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "admissions@ailabs.academy" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The contact dialog's form, inline on the page.
  const form = page.getByRole("region", { name: "Send us your details" });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Required").first()).toBeVisible();
  await form.getByLabel("Full Name").fill("Lena Fischer");
  await form.getByLabel("Email Address").fill("lena.fischer@example.com");
  await form.getByLabel("Phone Number").fill("+49 30 5550 1234");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toContainText("Message Sent");
  await expect(form.getByLabel("Full Name")).toHaveValue("");
});
