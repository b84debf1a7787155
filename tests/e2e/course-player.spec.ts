import type { Page } from "@playwright/test";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { signIn } from "./demo-sign-in.ts";
import { expect, test } from "./fixtures.ts";

// This journey's own client address (the e2e server trusts X-Forwarded-For, as behind a load balancer):
// its sign-ins then count against its own per-address limit (10 a minute), not the whole suite's.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.11" } });

// The course player (issue 14) as the demo student uses it: Machine Learning, on a batch that has not
// started, so its first module is open (two of its three lessons completed by the demo seed) and the rest
// wait for their dates. Other journeys read this student's AI Engineering and Prompt Engineering rows, so
// this one works in Machine Learning only, and puts back what it changed.

const mlRow = (page: Page) => page.getByRole("row", { name: /Machine Learning/ });

test("a student opens a course, completes a lesson, sees progress move, keeps a note and resumes after a reload", async ({
  page,
}) => {
  // A long journey (two portals, reloads, saves): more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await signIn(page, demoAccounts.student);
  await page.goto("/dashboard/student/courses");
  await expect(mlRow(page)).toContainText("9%");
  await mlRow(page).getByRole("link", { name: "Machine Learning" }).click();

  await expect(page).toHaveURL(/\/dashboard\/student\/courses\/machine-learning$/);
  await expect(page.getByRole("heading", { level: 1, name: "Machine Learning" })).toBeVisible();
  await expect(page.getByText("2 of 22 required lessons completed")).toBeVisible();
  // A module of a batch that has not started yet shows when it opens; its lessons are not links.
  await expect(page.getByText(/^Opens [A-Z][a-z]{2} \d{1,2}, \d{4}$/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Resume" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Exploratory data analysis" })).toBeVisible();
  await expect(page.getByRole("article").getByText("Completed", { exact: true })).toBeVisible();

  // J moves to the next lesson, the one still to do.
  await page.keyboard.press("j");
  const lessonHeading = page.getByRole("heading", {
    level: 1,
    name: "Visualising data with matplotlib and seaborn",
  });
  await expect(lessonHeading).toBeVisible();
  const lessonUrl = page.url();
  await expect(page.locator(".prose-column pre").first()).toBeVisible();
  await page.getByRole("button", { name: "Mark complete" }).click();
  await expect(page.getByRole("article").getByText("Completed", { exact: true })).toBeVisible();
  await expect(page.getByText("3 of 22 required lessons completed")).toBeVisible();

  const note = page.getByRole("textbox", { name: "Your notes" });
  await note.fill("Use sns.pairplot for a first look; log-scale the price axis.");
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Progress shows in My Enrolled Courses and on the overview, which offers this lesson to continue.
  await page.goto("/dashboard/student/courses");
  await expect(mlRow(page)).toContainText("14%");
  await page.goto("/dashboard/student");
  const continueSection = page.getByRole("region", { name: "Continue learning" });
  await expect(continueSection).toContainText("Visualising data with matplotlib and seaborn");
  // The demo batches have not started: nothing falls due this week, and the next date is named with a link.
  const week = page.getByRole("region", { name: "Due this week" });
  await expect(week).toContainText("Nothing is due this week.");
  await expect(week).toContainText("Next up");
  await expect(week.getByRole("link")).toHaveAttribute(
    "href",
    /^\/dashboard\/student\/courses\/[a-z-]+\/lessons\//,
  );
  await continueSection.getByRole("link", { name: "Resume" }).click();
  await expect(page).toHaveURL(lessonUrl);

  // A reload keeps the completion and the note, and the outline resumes here.
  await page.reload();
  await expect(lessonHeading).toBeVisible();
  await expect(page.getByRole("article").getByText("Completed", { exact: true })).toBeVisible();
  await expect(note).toHaveValue("Use sns.pairplot for a first look; log-scale the price axis.");
  await page.goto("/dashboard/student/courses/machine-learning");
  await page.getByRole("link", { name: "Resume" }).click();
  await expect(page).toHaveURL(lessonUrl);

  // The next lesson is in a module that has not opened: its date, no content, no completion.
  await page.getByRole("link", { name: "Next lesson" }).click();
  await expect(page.getByText(/This lesson opens on [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark complete" })).toHaveCount(0);

  // Put the demo back as it was.
  await page.goBack();
  await expect(lessonHeading).toBeVisible();
  await page.getByRole("button", { name: "Mark as not complete" }).click();
  await expect(page.getByRole("button", { name: "Mark complete" })).toBeVisible();
  await note.fill("");
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
});

test("someone else's course is a 403 page and an unknown one a 404 page", async ({ page }) => {
  await signIn(page, demoAccounts.student);
  const denied = await page.goto("/dashboard/student/courses/deep-learning");
  expect(denied?.status()).toBe(403);
  await expect(
    page.getByRole("heading", { level: 1, name: "You don't have access to this course" }),
  ).toBeVisible();
  const missing = await page.goto("/dashboard/student/courses/no-such-course");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Course or lesson not found" })).toBeVisible();
});

test("a visitor reads a free preview lesson from the course page", async ({ page }) => {
  await page.goto("/courses/ai-engineers");
  await page.getByRole("link", { name: "Free preview of Tokens, context windows and sampling" }).click();
  await expect(page).toHaveURL(/\/courses\/ai-engineers\/preview\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Tokens, context windows and sampling" }),
  ).toBeVisible();
  await expect(page.locator(".prose-column pre").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "See dates and enroll" })).toHaveAttribute(
    "href",
    "/courses/ai-engineers#batches",
  );
  await expectNoSeriousA11yViolations(page);
});

test("the seeded video plays from its captions and answers a seek with the right bytes", async ({ page }) => {
  await signIn(page, demoAccounts.student);
  await page.goto("/dashboard/student/courses/ai-engineers");
  await page.getByRole("link", { name: "Tokens, context windows and sampling" }).first().click();
  // The player is a play button until pressed (video-facade.tsx); pressing it plays and focuses the video.
  const video = page.locator("video");
  await expect(
    page.getByRole("heading", { level: 1, name: "Tokens, context windows and sampling" }),
  ).toBeVisible();
  await expect(video).toHaveCount(0);
  await page
    .getByRole("button", { name: /^(Play video|Resume from [\d:]+): Tokens, context windows and sampling$/ })
    .click();
  await expect(video).toBeVisible();
  await expect(video).toBeFocused();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  await expect(video.locator("track[kind=captions]")).toHaveAttribute("label", "English");
  const src = (await video.getAttribute("src"))!;
  // What a player sends when the viewer jumps ahead.
  const seek = await page.request.get(src, { headers: { range: "bytes=1000-1999" } });
  expect(seek.status()).toBe(206);
  expect(seek.headers()["content-range"]).toMatch(/^bytes 1000-1999\/\d+$/);
  expect((await seek.body()).length).toBe(1000);
  const whole = await page.request.get(src);
  expect((await whole.body()).subarray(1000, 2000).equals(await seek.body())).toBe(true);
  // The browser loads the video's metadata from it (a real, playable file).
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration))
    .toBeGreaterThan(20);
});

test("on a phone the outline folds above the lesson, opens from its button and folds again after a pick", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demoAccounts.student);
  await page.goto("/dashboard/student/courses/ai-engineers");
  await page.getByRole("link", { name: "Tokens, context windows and sampling" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Tokens, context windows and sampling" }),
  ).toBeVisible();
  const outline = page.getByRole("navigation", { name: "Course outline" });
  const toggle = page.getByRole("button", { name: "Course outline" });
  await expect(outline).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(outline).toBeVisible();
  // A row is an ordinary link that the app follows in place (no full page load): the fold closes.
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await outline.getByRole("link", { name: "Calling model APIs: chat, streaming and retries" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Calling model APIs: chat, streaming and retries" }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(outline).toBeHidden();
});
