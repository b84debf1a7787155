import type { Page } from "@playwright/test";
import { quizEditorText as e } from "#contracts/quiz-editor-text.ts";
import { quizPanelText as t } from "#contracts/quiz-panel-text.ts";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { seededQuizTitle } from "#server/db/seed-quizzes.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { signIn } from "./demo-sign-in.ts";
import { expect, test } from "./fixtures.ts";

// This journey's own client address (the e2e server trusts X-Forwarded-For): its sign-ins count against
// its own per-address limit.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.44" } });

// Quizzes (issue 16) on the seeded practice quiz at the end of AI Engineers' first module: the demo student
// takes it (answers saved as they go, kept across a reload), submits and reads the result; the demo
// instructor opens it in the course editor. The quiz is optional, so nothing here moves the progress other
// journeys read, and its attempts are unlimited, so a rerun starts another one.

async function openQuizLesson(page: Page) {
  await page.goto("/dashboard/student/courses/ai-engineers");
  await page.getByRole("link", { name: seededQuizTitle }).click();
  await expect(page.getByRole("heading", { level: 1, name: seededQuizTitle })).toBeVisible();
}

/** Answers a question of whatever kind it is: the first choice, or a typed answer. */
async function answer(question: ReturnType<Page["getByRole"]>) {
  const choices = question.getByRole("radio").or(question.getByRole("checkbox"));
  if ((await choices.count()) > 0) await choices.first().check();
  else await question.getByRole("textbox").fill("2000");
}

test("a student takes a quiz: answers saved as they go, kept on reload, submitted and scored", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, demoAccounts.student);
  await openQuizLesson(page);

  const panel = page.getByRole("region", { name: t.heading, exact: true });
  await expect(panel.getByText(t.questionsPerAttempt(6))).toBeVisible();
  await expect(panel.getByText(t.timeLimit(15))).toBeVisible();
  await expect(panel.getByText(t.passMark(70))).toBeVisible();
  // A quiz is completed by passing it, never by a click.
  await expect(page.getByRole("button", { name: "Mark complete" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await panel.getByRole("button", { name: new RegExp(`^(${t.start}|${t.tryAgain}|${t.resume})$`) }).click();
  const questions = panel.getByRole("group", { name: /^Question \d of 6/ });
  await expect(questions).toHaveCount(6);
  await expect(panel.getByRole("timer")).toHaveText(/^1[45]:\d\d$/);

  // The first answer is saved on its own; a reload resumes the attempt with it.
  await answer(questions.nth(0));
  await expect(panel.getByText(/^Saved at /)).toBeVisible({ timeout: 10_000 });
  const firstChoice = questions.nth(0).getByRole("radio").or(questions.nth(0).getByRole("checkbox"));
  const firstWasChoice = (await firstChoice.count()) > 0;
  await page.reload();
  await panel.getByRole("button", { name: t.resume }).click();
  await expect(questions).toHaveCount(6);
  if (firstWasChoice) await expect(firstChoice.first()).toBeChecked();
  else await expect(questions.nth(0).getByRole("textbox")).toHaveValue("2000");

  for (let index = 1; index < 5; index++) await answer(questions.nth(index));
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole("button", { name: t.submit }).click();
  const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await expect(confirm).toContainText(t.confirmUnanswered(1, 6));
  await confirm.getByRole("button", { name: t.confirmSubmit }).click();

  const result = panel.getByRole("heading", { name: /^Result of attempt \d+$/ });
  await expect(result).toBeVisible();
  await expect(result).toBeFocused();
  await expect(panel.getByText(/ of \d+ points \(\d+(\.\d+)?%\)/)).toBeVisible();
  await expect(panel.getByText(/^(Passed|Not passed)\. The pass mark is 70%\.$/)).toBeVisible();
  // This quiz shows the right answers after each attempt.
  await expect(panel.getByText(t.explanation).first()).toBeVisible();
  await expect(panel.getByText(t.noAnswer)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await panel.getByRole("button", { name: t.backToOverview }).click();
  await expect(panel.getByRole("heading", { name: t.attemptsHeading })).toBeVisible();
  await expect(panel.getByText(/^Best score: \d+(\.\d+)?%$/)).toBeVisible();
});

test("the instructor finds the quiz's questions and rules in the course editor", async ({ page }) => {
  await signIn(page, demoAccounts.instructor);
  await page.goto("/dashboard/instructor/courses/ai-engineers");
  await page.getByRole("link", { name: seededQuizTitle }).click();
  const section = page.getByRole("region", { name: e.heading });
  await expect(section.getByLabel(e.passPercent)).toHaveValue("70");
  await expect(section.getByRole("heading", { name: /^Pool 1: / })).toBeVisible();
  await expect(section.getByRole("article", { name: /^Question \d+ · / })).toHaveCount(8);
  await expect(section.getByRole("textbox", { name: "Question (Markdown)" }).first()).toHaveValue(
    /context window/,
  );
  await expect(section.getByText(e.allSaved)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
