import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { careersMessages } from "#contracts/careers.ts";
import { e2eMailDir, waitForMailTo } from "../support/mail-dir.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { expect, test } from "./fixtures.ts";

// A visitor applies for a job with a PDF CV (and gets the confirmation mail), is refused a text file
// renamed to .pdf, and counts the tokens of a prompt in the sandbox.

const samplePdf = fileURLToPath(new URL("../fixtures/sample-cv.pdf", import.meta.url));
const notAPdf = fileURLToPath(new URL("../fixtures/not-a-cv.pdf", import.meta.url));
const applicantEmail = `applicant-${Date.now().toString(36)}@example.com`;

async function openApplication(page: Page, title: string) {
  const opening = page.getByRole("article", { name: title });
  await opening.getByText("Apply for this role").click();
  const form = opening.getByRole("form", { name: `Apply for ${title}` });
  await expect(form).toBeVisible();
  return form;
}

test.describe
  .serial("careers and sandbox", () => {
    test.setTimeout(60_000);

    test("a visitor applies for a job with a PDF CV and receives the confirmation mail", async ({ page }) => {
      await page.goto("/careers");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/learn to build with AI/);
      await expect(page.getByRole("heading", { name: "Open positions" })).toBeVisible();

      const title = "Senior AI Instructor (LLM Engineering)";
      const opening = page.getByRole("article", { name: title });
      await opening.getByText("Read the full description").click();
      await expect(opening.getByRole("heading", { name: "What you will do" })).toBeVisible();

      const form = await openApplication(page, title);
      await form.getByRole("button", { name: "Send application" }).click();
      await expect(form.getByText("Required").first()).toBeVisible();
      await expect(form.getByText(careersMessages.cvMissing)).toBeVisible();

      await form.getByLabel("Full name").fill("Jordan Rivera");
      await form.getByLabel("Email").fill(applicantEmail);
      await form
        .getByLabel("LinkedIn, GitHub or portfolio link (optional)")
        .fill("https://github.com/jrivera");
      await form
        .getByLabel("Why this role? (optional)")
        .fill("I have taught RAG workshops to 300 engineers.");
      await form.getByLabel("CV (PDF, at most 5 MB)").setInputFiles(samplePdf);
      await expect(form.getByText("sample-cv.pdf")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await form.getByRole("button", { name: "Send application" }).click();

      await expect(opening.getByRole("status")).toContainText(careersMessages.successTitle);
      const mail = await waitForMailTo(e2eMailDir(process.env.E2E_SMTP_PORT ?? ""), applicantEmail);
      expect(mail.subject).toContain(title);
    });

    test("a text file renamed to .pdf is refused with a clear message, keeping the input", async ({
      page,
    }) => {
      await page.goto("/internship");
      const title = "AI Research Intern (Evaluation of LLM Tutors)";
      const form = await openApplication(page, title);
      await form.getByLabel("Full name").fill("Sam Okafor");
      await form.getByLabel("Email").fill("sam.okafor@example.com");
      await form.getByLabel("CV (PDF, at most 5 MB)").setInputFiles(notAPdf);
      await form.getByRole("button", { name: "Send application" }).click();
      await expect(form.getByText(careersMessages.cvRule)).toBeVisible();
      await expect(form.getByLabel("Full name")).toHaveValue("Sam Okafor");
      await expect(page.getByRole("article", { name: title }).getByRole("status")).toHaveCount(0);
    });

    test("the sandbox counts tokens as the visitor types and prices them per model", async ({ page }) => {
      await page.goto("/sandbox");
      await expect(page.getByRole("heading", { level: 1, name: "Prompt Sandbox" })).toBeVisible();
      await page.getByLabel("Model", { exact: true }).selectOption("gpt-4o");
      await page.getByRole("textbox", { name: "Prompt", exact: true }).fill("Hello, world! How are you?");
      const count = page.getByRole("complementary", { name: "Token count" });
      await expect(count).toContainText("8 tokens");
      await expect(count).toContainText("gpt-4o, o200k_base");
      const costs = page.getByRole("table", { name: /Estimated cost of one call/ });
      await expect(costs.getByRole("row", { name: /gpt-4o-mini/ })).toContainText("8 tokens in");

      await page
        .getByLabel("Template", { exact: true })
        .selectOption({ label: "Grounded answer with citations" });
      await page.getByRole("button", { name: "Load template" }).click();
      await expect(page.getByRole("textbox", { name: "Prompt", exact: true })).toHaveValue(
        /\{\{passages\}\}/,
      );
      await expect(count).not.toContainText("8 tokens");
      await expect(page.getByRole("button", { name: "Run prompt" })).toBeDisabled();
      await expect(page.getByText("Running prompts needs a configured model provider")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });

// The hero's "See open positions" carries the number of openings in a badge (white on a translucent white
// over indigo-600, 14 px): it must meet WCAG AA's 4.5:1 like the rest of the page, measured where it is shown.
test("the careers and internship heroes pass axe, colour contrast of the openings badge included", async ({
  page,
}) => {
  for (const path of ["/careers", "/internship"]) {
    await page.goto(path);
    const badge = page.getByRole("link", { name: /^See open (positions|internships)/ }).locator("span");
    await expect(badge).toHaveText(/^\d+$/);
    await expectNoSeriousA11yViolations(page);
  }
});
