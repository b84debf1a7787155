import type { Page } from "@playwright/test";
import { assignmentEditorText as e } from "#contracts/assignment-editor-text.ts";
import { assignmentPanelText as t } from "#contracts/assignment-panel-text.ts";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { seededAssignmentTitle } from "#server/db/seed-assignments.ts";
import { samplePdf, sampleZip } from "../support/sample-submission-files.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { signIn } from "./demo-sign-in.ts";
import { expect, test } from "./fixtures.ts";

// This journey's own client address (the e2e server trusts X-Forwarded-For): its sign-ins count against
// its own per-address limit.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.46" } });

// Assignments (issue 16) on the seeded assignment at the end of AI Engineers' first module: the demo student
// reads it (due moment on the batch's clock, rubric), hands in a PDF and a repository link, downloads what
// they handed in, and resubmits an archive in its place; the demo instructor finds its settings and rubric
// in the course editor. The assignment is optional, so nothing here moves the progress other journeys read;
// a rerun on the same database starts from the submission the last run left (it is never graded here).

async function openAssignment(page: Page) {
  await page.goto("/dashboard/student/courses/ai-engineers");
  await page.getByRole("link", { name: seededAssignmentTitle }).click();
  await expect(page.getByRole("heading", { level: 1, name: seededAssignmentTitle })).toBeVisible();
}

test("a student hands in a PDF and a repository link, then resubmits an archive in their place", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, demoAccounts.student);
  await openAssignment(page);

  const panel = page.getByRole("region", { name: t.heading, exact: true });
  await expect(panel.getByRole("heading", { name: t.instructionsHeading })).toBeVisible();
  // The demo student's batch paces the course: the due moment is on its clock.
  await expect(panel.getByText(/^Due \w{3}, \w{3} \d+, \d{4}, \d+:\d\d [AP]M /)).toBeVisible();
  await expect(panel.getByText(t.lateRule.accept_marked)).toBeVisible();
  await expect(panel.getByRole("region", { name: t.rubricHeading })).toContainText("Latency and cost");
  // An assignment is completed by a passing grade, never by a click.
  await expect(page.getByRole("button", { name: "Mark complete" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A first submission, or a resubmission when a rerun finds the last run's.
  const first = panel
    .getByRole("form", { name: t.formHeading })
    .or(panel.getByRole("form", { name: t.resubmitHeading }));
  await expect(first).toBeVisible();
  const wasSubmitted = (await panel.getByRole("form", { name: t.resubmitHeading }).count()) > 0;
  const summary = panel.getByRole("region", { name: t.submissionHeading });
  const versionBefore = wasSubmitted
    ? Number((/Version (\d+)/.exec((await summary.textContent()) ?? "") ?? [])[1] ?? 0)
    : 0;

  await first.getByLabel(t.filesLabel).setInputFiles({
    name: "chat-service-report.pdf",
    mimeType: "application/pdf",
    buffer: samplePdf(2000),
  });
  await expect(first.getByRole("list", { name: t.chosenFiles })).toContainText("chat-service-report.pdf");
  await first.getByLabel(t.repoLabel).fill("https://github.com/demo-student/chat-service");
  await first.getByRole("button", { name: wasSubmitted ? t.resubmit : t.submit }).click();
  if (wasSubmitted) await page.getByRole("dialog").getByRole("button", { name: t.confirmReplace }).click();

  await expect(summary.getByText(new RegExp(`· ${t.version(versionBefore + 1)}$`))).toBeVisible();
  await expect(summary.getByText(t.statusSubmitted, { exact: true })).toBeVisible();
  const download = summary.getByRole("link", { name: t.download("chat-service-report.pdf") });
  await expect(download).toBeVisible();
  await expect(summary.getByRole("link", { name: /github\.com\/demo-student\/chat-service/ })).toBeVisible();
  // The file comes back as the student handed it in, as an attachment.
  const served = await page.request.get((await download.getAttribute("href")) ?? "");
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("application/pdf");
  expect(served.headers()["content-disposition"]).toMatch(/^attachment; /);

  // Resubmit: an archive replaces the report; the link stays as typed.
  const again = panel.getByRole("form", { name: t.resubmitHeading });
  await expect(again.getByLabel(t.repoLabel)).toHaveValue("https://github.com/demo-student/chat-service");
  await again.getByLabel(t.filesLabel).setInputFiles({
    name: "chat-service.zip",
    mimeType: "application/zip",
    buffer: sampleZip({ "README.md": "# Chat service\n", "app/main.py": "print('hi')\n" }),
  });
  await again.getByRole("button", { name: t.resubmit }).click();
  const confirm = page.getByRole("dialog", { name: t.confirmTitle });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole("button", { name: t.confirmReplace }).click();

  await expect(summary.getByText(new RegExp(`· ${t.version(versionBefore + 2)}$`))).toBeVisible();
  await expect(summary.getByRole("link", { name: t.download("chat-service.zip") })).toBeVisible();
  await expect(summary.getByRole("link", { name: t.download("chat-service-report.pdf") })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Still there after a reload: the panel reads it from the server.
  await page.reload();
  await expect(
    page
      .getByRole("region", { name: t.submissionHeading })
      .getByRole("link", { name: t.download("chat-service.zip") }),
  ).toBeVisible();
});

test("the instructor finds the assignment's settings and rubric in the course editor", async ({ page }) => {
  await signIn(page, demoAccounts.instructor);
  await page.goto("/dashboard/instructor/courses/ai-engineers");
  await page.getByRole("link", { name: seededAssignmentTitle }).click();
  const section = page.getByRole("region", { name: e.heading });
  await expect(section.getByLabel(e.dueDays)).toHaveValue("7");
  await expect(section.getByLabel(e.passPercent)).toHaveValue("60");
  await expect(section.getByRole("region", { name: /^Criterion \d: / })).toHaveCount(3);
  await expect(section.getByText(e.rubricTotal(100))).toBeVisible();
  await expect(section.getByText(e.allSaved)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
