import { studentAssessmentsText as t } from "#contracts/student-assessments-text.ts";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { seededQuizTitle } from "#server/db/seed-quizzes.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { signIn } from "./demo-sign-in.ts";
import { expect, test } from "./fixtures.ts";

// This journey's own client address (the e2e server trusts X-Forwarded-For).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.45" } });

// The student's Assessments page (issue 16) on the demo data: the seeded practice quiz of AI Engineers'
// first module is listed, server-rendered, and leads to its lesson. Whether it is to take or in the results
// depends on whether the quizzes journey ran first, so only its row is checked, not its section.

test("the demo student finds the practice quiz on Assessments, in the server's HTML and on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demoAccounts.student);
  // On a phone the sidebar folds into a menu; the address is the page's.
  await page.goto("/dashboard/student/assessments");
  await expect(page.getByRole("heading", { level: 1, name: t.heading })).toBeVisible();
  const row = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: seededQuizTitle }) });
  await expect(row).toBeVisible();
  await expect(row.getByText(/^AI Engineer/)).toBeVisible();
  await expect(page).toHaveTitle(/^Assessments \| Student Portal/);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);

  // The page arrives filled in: the server's HTML already lists the quiz.
  const html = await (await page.request.get("/dashboard/student/assessments")).text();
  expect(html).toContain(seededQuizTitle);

  await row.getByRole("link").click();
  await expect(page).toHaveURL(/\/dashboard\/student\/courses\/ai-engineers\/lessons\/[0-9a-f-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: seededQuizTitle })).toBeVisible();
});
