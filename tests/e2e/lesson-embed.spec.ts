import type { Page } from "@playwright/test";
import { videoEmbedText } from "#contracts/course-editor-text.ts";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { signIn } from "./demo-sign-in.ts";
import { expect, hydrating, test } from "./fixtures.ts";

// This journey's own client address (the e2e server trusts X-Forwarded-For, as behind a load balancer):
// its sign-ins then count against its own per-address limit (10 a minute), not the whole suite's.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.15" } });

// Video lessons from YouTube and transcripts (issue 14). The demo instructor adds an optional lesson to AI
// Engineering with a YouTube link, the demo student and an anonymous visitor of its free preview get the
// provider's privacy-enhanced player, and the instructor deletes the lesson again (so the figures other
// journeys read stay as they are). The network is closed: the players' frames are never loaded, only
// their attributes read. Then the seeded video lesson's transcript moves its video.

const youtubeId = "dQw4w9WgXcQ";
const nocookieSrc = `https://www.youtube-nocookie.com/embed/${youtubeId}?start=42`;

/** No request leaves for the players: the frame stays empty, its attributes are what is checked. */
async function blockPlayers(page: Page) {
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) => route.abort());
}

async function expectYoutubeFrame(page: Page, title: string) {
  const frame = page.locator("iframe");
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute("src", nocookieSrc);
  await expect(frame).toHaveAttribute("title", `${title} (video on YouTube)`);
  await expect(frame).toHaveAttribute("loading", "lazy");
  await expect(frame).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
  await expect(frame).toHaveAttribute("sandbox", /allow-scripts/);
  await expect(frame).not.toHaveAttribute("sandbox", /allow-top-navigation|allow-forms/);
}

test("an instructor sets a YouTube link on a lesson; a student and a preview visitor get its no-cookie player", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await blockPlayers(page);
  const title = `Tokenizers on video ${Date.now().toString(36)}`;
  await signIn(page, demoAccounts.instructor);
  await page.goto("/dashboard/instructor/courses/ai-engineers");
  const addForm = page.getByRole("form", { name: "Add a lesson to LLM foundations for engineers" });
  await addForm.getByLabel("New lesson title").fill(title);
  await addForm.getByRole("button", { name: "Add lesson" }).click();
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit lesson: ${title}` })).toBeVisible();
  const lessonId = page.url().split("/").pop()!;

  await page.getByLabel("Required for completion").uncheck();
  await page.getByLabel("Free preview on the course page").check();
  await page.getByLabel("Status").selectOption("published");
  const link = page.getByLabel(videoEmbedText.label);
  // A link that is not a YouTube or Vimeo video is refused in the form, with the reason.
  await link.fill(`https://youtube.com.evil.example/watch?v=${youtubeId}`);
  await page.getByRole("button", { name: "Save lesson" }).click();
  await expect(page.getByText(videoEmbedText.unsupported)).toBeVisible();
  await expect(link).toHaveAttribute("aria-invalid", "true");
  await link.fill(`https://www.youtube.com/watch?v=${youtubeId}&t=42s`);
  await page.getByRole("button", { name: "Save lesson" }).click();
  await expect(page.getByText(`${title} is saved.`).first()).toBeVisible();
  // Saved as the privacy-enhanced player URL, and shown as students will see it.
  await expect(link).toHaveValue(nocookieSrc);
  await expectYoutubeFrame(page, title);
  await expectNoSeriousA11yViolations(page);

  const studentContext = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.16" },
  });
  const student = hydrating(await studentContext.newPage());
  await blockPlayers(student);
  await signIn(student, demoAccounts.student);
  await student.goto("/dashboard/student/courses/ai-engineers");
  await student.getByRole("link", { name: title }).click();
  await expect(student.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expectYoutubeFrame(student, title);
  // Nobody can tell how much of a YouTube video was watched: the learner marks it complete.
  await expect(
    student.getByText("When you have watched the video, mark the lesson complete below."),
  ).toBeVisible();
  await expect(student.getByRole("button", { name: "Mark complete" })).toBeVisible();
  await studentContext.close();

  const visitorContext = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.17" },
  });
  const visitor = hydrating(await visitorContext.newPage());
  await blockPlayers(visitor);
  const preview = await visitor.goto(`/courses/ai-engineers/preview/${lessonId}`);
  expect(preview?.headers()["content-security-policy"]).toMatch(
    /frame-src 'self' https:\/\/www\.youtube-nocookie\.com\/embed\/ https:\/\/player\.vimeo\.com\/video\//,
  );
  await expectYoutubeFrame(visitor, title);
  await visitorContext.close();

  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete lesson" }).click();
  await expect(page).toHaveURL(/\/dashboard\/instructor\/courses\/ai-engineers$/);
});

test("the seeded video lesson's transcript reads its captions, and a time moves the video there", async ({
  page,
}) => {
  await signIn(page, demoAccounts.student);
  await page.goto("/dashboard/student/courses/ai-engineers");
  await page.getByRole("link", { name: "Tokens, context windows and sampling" }).first().click();
  const video = page.locator("video");
  // Not mounted until played: a time in the transcript mounts it and plays from there.
  await expect(page.getByRole("button", { name: /: Tokens, context windows and sampling$/ })).toBeVisible();
  await expect(video).toHaveCount(0);

  await page.getByText("Transcript", { exact: true }).click();
  const transcript = page.getByRole("region", { name: "Transcript" });
  await expect(
    transcript.getByText("A language model never reads letters or words. It reads tokens."),
  ).toBeVisible();
  await expect(transcript.getByRole("listitem")).toHaveCount(6);
  await expectNoSeriousA11yViolations(page);

  await transcript.getByRole("button", { name: "Play from 0:08" }).click();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThanOrEqual(8);
  // Stopped again at once: the demo student's place in the video is not left far along.
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThan(12);
});
