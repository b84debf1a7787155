import { e2eMailDir, waitForMailTo } from "../support/mail-dir.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { expect, test } from "./fixtures.ts";

// The content sections as a visitor uses them: read an article, register for a webinar and get the
// calendar invite by mail, and find an episode to play on the podcast page.

const mailDir = () => e2eMailDir(process.env.E2E_SMTP_PORT ?? "");

test("a visitor browses the blog, filters by a tag and reads an article", async ({ page }) => {
  await page.goto("/blog");
  await expect(
    page.getByRole("heading", { level: 1, name: "Practical writing on building with AI" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /Latest articles/ })).toBeVisible();

  await page
    .getByRole("navigation", { name: "Filter articles by tag" })
    .getByRole("link", { name: /^RAG/ })
    .click();
  await expect(page).toHaveURL(/\/blog\?tag=rag$/);
  await expect(page.getByRole("heading", { level: 2, name: "Articles tagged RAG" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(2);

  await page.getByRole("link", { name: "How to Evaluate a RAG Pipeline Before Your Users Do" }).click();
  await expect(page).toHaveURL(/\/blog\/evaluating-rag-pipelines$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "How to Evaluate a RAG Pipeline Before Your Users Do" }),
  ).toBeVisible();
  // The header names the author; related cards below may name them too.
  await expect(page.getByText("By Priya Raman").first()).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "Evaluate the two halves separately" }),
  ).toBeVisible();
  await expect(page.locator("pre code").first()).toContainText("def recall_at_k");
  await expect(page.getByRole("heading", { level: 2, name: "Related articles" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  const missing = await page.goto("/blog/an-article-that-does-not-exist");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

test("a visitor registers for a webinar and receives the join link with a calendar invite", async ({
  page,
}) => {
  const email = `webinar_${Date.now().toString(36)}@example.com`;
  const title = "Evaluating RAG Systems: A Live Walkthrough";
  await page.goto("/webinars");
  await expect(page.getByRole("heading", { level: 1, name: "AI webinars" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Past webinars" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Watch the recording/ }).first()).toBeVisible();

  const form = page.getByRole("form", { name: `Register for ${title}` });
  await form.getByRole("button", { name: "Register free" }).click();
  await expect(form.getByText("Required")).toHaveCount(2);
  await expect(form.getByLabel("Full name")).toBeFocused();

  await form.getByLabel("Full name").fill("Rosalind Franklin");
  await form.getByLabel("Email address").fill("rosalind-at-example");
  await form.getByRole("button", { name: "Register free" }).click();
  await expect(form.getByText("Invalid email")).toBeVisible();
  await expect(form.getByLabel("Full name")).toHaveValue("Rosalind Franklin");
  await expectNoSeriousA11yViolations(page);

  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Register free" }).click();
  const status = page.getByRole("status").filter({ hasText: "You're registered" });
  await expect(status).toContainText(`You're registered for "${title}"`);
  await expect(status).toContainText(`A calendar invite was emailed to ${email}`);

  const mail = await waitForMailTo(mailDir(), email, { subject: `You're registered: ${title}` });
  expect(mail.text).toContain("https://meet.ailabs.example/rag-evaluation-live-walkthrough");
  const invite = mail.attachments.find((a) => a.filename === "webinar.ics");
  expect(invite?.contentType).toBe("text/calendar");
  expect(invite?.content).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  expect(invite?.content).toContain("METHOD:PUBLISH");
});

test("the podcast page lists episodes with an audio player and show notes", async ({ page, request }) => {
  await page.goto("/podcast");
  await expect(page.getByRole("heading", { level: 1, name: "The AI Labs Podcast" })).toBeVisible();
  await expect(page.locator("audio[controls]")).toHaveCount(7);
  const trailer = page.locator("article", { has: page.getByRole("heading", { name: /^Trailer:/ }) });
  const src = await trailer.locator("audio").getAttribute("src");
  expect(src).toBe("/assets/podcast/trailer.wav");
  const audio = await request.get(src!);
  expect(audio.status()).toBe(200);
  expect(audio.headers()["content-type"]).toMatch(/^audio\/(wav|wave|x-wav)/);

  const episode = page.locator("article", {
    has: page.getByRole("heading", { name: "Teaching AI to Business Leaders" }),
  });
  await episode.getByText("Show notes").click();
  await expect(episode.getByRole("heading", { level: 3, name: "Timestamps" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
