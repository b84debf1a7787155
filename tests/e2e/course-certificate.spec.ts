import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { courseEditorApi } from "#contracts/api/course-editor.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { certificatePageText as v } from "#contracts/certificates-text.ts";
import { testCards } from "#contracts/checkout-text.ts";
import type { CourseContent } from "#contracts/course-editor.ts";
import { learningText } from "#contracts/learning-text.ts";
import { studentCertificatesText as c } from "#contracts/student-certificates-text.ts";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { e2eMailDir, waitForMailTo } from "../support/mail-dir.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { signedInStudent, xsrfToken } from "./api-accounts.ts";
import { signIn } from "./demo-sign-in.ts";
import { expect, test } from "./fixtures.ts";

// A certificate earned, not issued by hand (issue 16): a new student buys AI for Business, sees on
// Certificates what is left, completes every required lesson in the player, and the certificate issues
// itself: its mail arrives, the Certificates page holds it, the PDF downloads, and a visitor signed out
// verifies it from the mail's link.
//
// Set-up: the seeded batch courses open a module a week after the batch starts (drip), so a course cannot
// be finished on the day. The demo admin, who may edit every course, opens every module of AI for Business
// at enrollment through the course editor's API (the editor itself has journeys of its own). No other
// journey reads that course's modules.

const client = { "X-Forwarded-For": "203.0.113.50" };
test.use({ extraHTTPHeaders: client });
const courseSlug = "ai-business";
const mailDir = () => e2eMailDir(process.env.E2E_SMTP_PORT ?? "");

async function openEveryModule(browser: Browser): Promise<void> {
  const context = await browser.newContext({ extraHTTPHeaders: client });
  const admin = await context.newPage();
  await signIn(admin, demoAccounts.admin);
  const content = await admin.request.get(endpointUrl(courseEditorApi.content, { params: { courseSlug } }));
  expect(content.status()).toBe(200);
  const { modules } = (await content.json()) as CourseContent;
  for (const module of modules) {
    if (module.opensAfterDays === null) continue;
    const saved = await admin.request.patch(
      endpointUrl(courseEditorApi.updateModule, { params: { courseSlug, moduleId: module.id } }),
      { headers: { "X-XSRF-TOKEN": await xsrfToken(admin) }, data: { opensAfterDays: null } },
    );
    expect(saved.status(), await saved.text()).toBe(200);
  }
  await context.close();
}

async function buyCourse(page: Page): Promise<void> {
  const course = (await (await page.request.get(`/api/courses/${courseSlug}`)).json()) as {
    batches: { id: string; seatsAvailable: number }[];
  };
  const batch = course.batches.find((item) => item.seatsAvailable > 0);
  expect(batch).toBeDefined();
  await page.goto(`/courses/checkout?course=${courseSlug}&batch=${batch?.id}`);
  await page.getByRole("button", { name: /Continue to payment/ }).click();
  await expect(page).toHaveURL(/\/test-payments\/tps_/);
  await page.getByLabel("Card number").fill(testCards.success);
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Nadia Okafor");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
}

test("a student completes a course; the certificate issues itself, mails its link, downloads and verifies", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  await openEveryModule(browser);
  const student = await signedInStudent(page, {
    prefix: "graduate",
    name: "Nadia Okafor",
    startAt: "/courses",
  });
  await buyCourse(page);

  // Before: Certificates names the course under "Working towards", with what is left and links to it.
  await page.goto("/dashboard/student/certificates");
  await expect(page.getByRole("heading", { level: 1, name: c.heading })).toBeVisible();
  await expect(page.getByRole("region", { name: c.earnedHeading })).toContainText(c.noneEarned);
  const toEarn = page.getByRole("region", { name: c.toEarnHeading });
  const card = toEarn.getByRole("listitem").filter({ hasText: c.left }).first();
  await expect(card).toBeVisible();
  const courseTitle = ((await card.getByRole("heading").first().textContent()) ?? "").trim();
  expect(courseTitle).not.toBe("");
  const lessonsRow = card.getByText(/^0 of (\d+)$/).first();
  await expect(lessonsRow).toBeVisible();
  const total = Number(/of (\d+)/.exec((await lessonsRow.textContent()) ?? "")?.[1]);
  expect(total).toBeGreaterThan(1);
  await expectNoSeriousA11yViolations(page);

  // The first missing lesson's link opens it in the player; from there, every lesson is completed in turn.
  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/student/courses/${courseSlug}/lessons/`));
  for (let done = 1; done <= total; done += 1) {
    await page.getByRole("button", { name: learningText.markComplete }).click();
    await expect(page.getByText(`${done} of ${total} required lessons completed`)).toBeVisible();
    const next = page.getByRole("link", { name: learningText.next });
    if (done < total) await next.click();
  }

  // The certificate issues itself (after the completion is saved) and its mail links the public page.
  const mail = await waitForMailTo(mailDir(), student.email, {
    subject: `Your certificate for ${courseTitle}`,
  });
  expect(mail.text).toContain("Congratulations! You have earned your certificate");
  const pageUrl = /https?:\/\/\S+\/certificates\/[0-9A-Z-]+/.exec(mail.text)?.[0];
  expect(pageUrl).toBeTruthy();
  const code = pageUrl!.split("/").at(-1)!;

  // The Certificates page holds it, and the course no longer waits under "Working towards".
  await page.goto("/dashboard/student/certificates");
  const earned = page
    .getByRole("region", { name: c.earnedHeading })
    .getByRole("listitem")
    .filter({ hasText: code });
  await expect(earned).toContainText(courseTitle);
  await expect(page.getByRole("region", { name: c.toEarnHeading })).not.toContainText(courseTitle);
  await expectNoSeriousA11yViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    earned.getByRole("link", { name: new RegExp(`^${c.downloadPdf}`) }).click(),
  ]);
  const pdf = await readFile((await download.path()) ?? "");
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  expect(pdf.length).toBeGreaterThan(5_000);

  // A visitor, signed out, opens the mail's link: valid, with the student's name and the course.
  const visitorContext = await browser.newContext({ extraHTTPHeaders: client });
  const visitor = await visitorContext.newPage();
  const response = await visitor.goto(new URL(pageUrl!).pathname);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: v.validTitle })).toBeVisible();
  await expect(visitor.getByText(student.name, { exact: true })).toBeVisible();
  await expect(visitor.getByRole("main").getByText(courseTitle, { exact: true }).first()).toBeVisible();
  await visitorContext.close();
});
