import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { adminCertificatesText as a } from "#contracts/admin-certificates-text.ts";
import { assignmentPanelText as p } from "#contracts/assignment-panel-text.ts";
import { certificatePageText as v } from "#contracts/certificates-text.ts";
import { gradingText as g } from "#contracts/grading-text.ts";
import { studentCertificatesText as c } from "#contracts/student-certificates-text.ts";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { seededAssignmentTitle } from "#server/db/seed-assignments.ts";
import { e2eMailDir, waitForMailTo } from "../support/mail-dir.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { signIn } from "./demo-sign-in.ts";
import { expect, test } from "./fixtures.ts";

// Grading and certificates (issue 16), across three people: the demo instructor grades the demo student's
// submission to the seeded assignment with its rubric, and the student reads the grade and gets its mail;
// the demo admin issues the student a certificate by hand, the student finds it with its mail, downloads
// the PDF, and a visitor signed out verifies it; the admin revokes it and the public page says so.

const client = { "X-Forwarded-For": "203.0.113.48" };
test.use({ extraHTTPHeaders: client });
const mailDir = () => e2eMailDir(process.env.E2E_SMTP_PORT ?? "");

async function personPage(browser: Browser, account?: { username: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: client });
  const page = await context.newPage();
  if (account) await signIn(page, account);
  return page;
}

async function openAssignment(page: Page) {
  await page.goto("/dashboard/student/courses/ai-engineers");
  await page.getByRole("link", { name: seededAssignmentTitle }).click();
  await expect(page.getByRole("heading", { level: 1, name: seededAssignmentTitle })).toBeVisible();
  return page.getByRole("region", { name: p.heading, exact: true });
}

test("the instructor grades a submission with the rubric; the student reads the grade and its mail", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const student = await personPage(browser, demoAccounts.student);
  const panel = await openAssignment(student);
  // The assignments journey may have handed it in already; if not, a repository link is enough.
  const firstForm = panel.getByRole("form", { name: p.formHeading });
  const resubmitForm = panel.getByRole("form", { name: p.resubmitHeading });
  await expect(firstForm.or(resubmitForm)).toBeVisible();
  if ((await firstForm.count()) > 0) {
    await firstForm.getByLabel(p.repoLabel).fill("https://github.com/demo-student/chat-service");
    await firstForm.getByRole("button", { name: p.submit }).click();
    await expect(panel.getByRole("region", { name: p.submissionHeading })).toContainText(p.statusSubmitted);
  }

  const teacher = await personPage(browser, demoAccounts.instructor);
  await teacher.goto("/dashboard/instructor/courses");
  // My courses links each course's grading queue.
  await expect(teacher.getByRole("link", { name: /^Grading ?for AI Engineer/ })).toHaveAttribute(
    "href",
    "/dashboard/instructor/courses/ai-engineers/grading",
  );
  await teacher.goto("/dashboard/instructor/courses/ai-engineers/grading");
  const heading = teacher.getByRole("heading", { level: 1, name: /: grading$/ });
  await expect(heading).toBeVisible();
  const courseTitle = ((await heading.textContent()) ?? "").replace(/: grading$/, "");
  // The student's submission waits in their batch's queue: find the batch.
  const gradeLink = teacher.getByRole("link", {
    name: new RegExp(`^${g.open}: .+ by ${demoAccounts.student.name}$`),
  });
  const batches = await teacher
    .getByLabel("Batch")
    .locator("option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  for (const batch of batches) {
    if ((await gradeLink.count()) > 0) break;
    await teacher.goto(`/dashboard/instructor/courses/ai-engineers/grading?batch=${batch}`);
    await expect(teacher.getByRole("navigation", { name: "Submissions" })).toBeVisible();
  }
  await expect(gradeLink).toBeVisible();
  await expectNoSeriousA11yViolations(teacher);
  const gradebook = await teacher.request.get(
    (await teacher.getByRole("link", { name: g.gradebook }).getAttribute("href")) ?? "",
  );
  expect(gradebook.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(await gradebook.text()).toContain(demoAccounts.student.name);

  await gradeLink.click();
  await expect(teacher.getByRole("heading", { level: 1, name: seededAssignmentTitle })).toBeVisible();
  // The best level of every criterion (the seeded rubric lists the best first).
  const criteria = teacher.getByRole("form", { name: g.rubric }).getByRole("group");
  const count = await criteria.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) await criteria.nth(i).getByRole("radio").first().check();
  await expect(teacher.getByText(/^Total: 100 \/ 100 \(100%\)/)).toBeVisible();
  await teacher.getByLabel(g.comments).fill("Clean streaming and **solid** tests. Well done.");
  await expectNoSeriousA11yViolations(teacher);
  await teacher.getByRole("button", { name: g.returnGrade }).click();
  const confirm = teacher.getByRole("dialog", { name: g.returnGrade });
  await expect(confirm).toContainText(g.confirmReturn(demoAccounts.student.name));
  await confirm.getByRole("button", { name: g.returnGrade }).click();
  await expect(teacher.getByRole("region", { name: "Grade" })).toContainText("(100%)");
  await expect(teacher.getByRole("region", { name: "Grade" })).toContainText(g.passed);

  const mail = await waitForMailTo(mailDir(), demoAccounts.student.email, {
    subject: `[${courseTitle}] Your grade for ${seededAssignmentTitle}`,
  });
  expect(mail.subject).toContain(`Your grade for ${seededAssignmentTitle}`);
  expect(mail.text).toContain("(100%): passed");

  // The student sees the grade and the comments in the lesson, and on the Assessments page.
  const graded = await openAssignment(student);
  await expect(graded.getByRole("heading", { name: p.gradeHeading })).toBeVisible();
  await expect(graded).toContainText("Clean streaming and solid tests. Well done.");
  // On a phone the grade's rubric table wraps inside the lesson: nothing wider than the screen.
  await student.setViewportSize({ width: 390, height: 844 });
  await expect(graded.getByRole("table")).toBeVisible();
  expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await student.setViewportSize({ width: 1280, height: 720 });
  await student.goto("/dashboard/student/assessments");
  await expect(student.getByRole("region", { name: "Graded" })).toContainText(seededAssignmentTitle);
  await expectNoSeriousA11yViolations(student);
});

test("an admin issues a certificate by hand; the student downloads it; a visitor verifies it; a revocation shows", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await personPage(browser, demoAccounts.admin);
  await admin.goto("/dashboard/admin/users");
  await admin.getByLabel("Search").fill(demoAccounts.student.username);
  await admin.getByRole("button", { name: `Certificates of ${demoAccounts.student.name}` }).click();
  const dialog = admin.getByRole("dialog", { name: a.title(demoAccounts.student.name) });
  const course = dialog.getByLabel(a.courseLabel);
  await expect(course).toBeVisible();
  const option = course.locator("option").nth(1);
  const courseTitle = (await option.textContent()) ?? "";
  await course.selectOption({ label: courseTitle });
  await expectNoSeriousA11yViolations(admin);
  await dialog.getByRole("button", { name: a.issue }).click();
  await expect(admin.getByText(a.issued(courseTitle), { exact: true })).toBeVisible();
  await expect(dialog.getByText(courseTitle, { exact: true })).toBeVisible();

  // The mail links the public page.
  const mail = await waitForMailTo(mailDir(), demoAccounts.student.email, {
    subject: `Your certificate for ${courseTitle}`,
  });
  const pageUrl = /https?:\/\/\S+\/certificates\/[0-9A-Z-]+/.exec(mail.text)?.[0];
  expect(pageUrl).toBeTruthy();
  const code = pageUrl!.split("/").at(-1)!;

  // The student finds it on their Certificates page and downloads the PDF.
  const student = await personPage(browser, demoAccounts.student);
  await student.goto("/dashboard/student/certificates");
  const earned = student.getByRole("region", { name: c.earnedHeading });
  const card = earned.getByRole("listitem").filter({ hasText: code });
  await expect(card).toContainText(courseTitle);
  await expectNoSeriousA11yViolations(student);
  const [download] = await Promise.all([
    student.waitForEvent("download"),
    card.getByRole("link", { name: new RegExp(`^${c.downloadPdf}`) }).click(),
  ]);
  const pdf = await readFile((await download.path()) ?? "");
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

  // A visitor, signed out, verifies it from the mail's link.
  const visitor = await personPage(browser);
  await visitor.goto(new URL(pageUrl!).pathname);
  await expect(visitor.getByRole("heading", { level: 1, name: v.validTitle })).toBeVisible();
  await expect(visitor.getByText(demoAccounts.student.name, { exact: true })).toBeVisible();

  // The admin revokes it with a reason; the public page says so.
  await dialog
    .getByRole("listitem")
    .filter({ hasText: code })
    .getByRole("button", { name: new RegExp(`^${a.revoke}`) })
    .click();
  await dialog.getByLabel(a.reasonLabel).fill("Issued to the wrong course");
  await dialog.getByRole("button", { name: a.confirmRevoke }).click();
  await expect(admin.getByText(a.revokedToast, { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1, name: v.revokedTitle })).toBeVisible();
  await expect(visitor.getByText("Issued to the wrong course")).toBeVisible();
});
