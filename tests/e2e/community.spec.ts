import type { Browser, BrowserContext, Page } from "@playwright/test";
import { communityApi } from "#contracts/api/community.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { testCards } from "#contracts/checkout-text.ts";
import type { Space } from "#contracts/community.ts";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { signedInStudent } from "./api-accounts.ts";
import { signIn } from "./demo-sign-in.ts";
import { expect, test } from "./fixtures.ts";

// The forum (issue 18) as a cohort uses it: two new students who buy seats in the same Machine Learning
// batch, and their instructor (the demo instructor teaches the course). One asks; the other sees the question arrive
// live, opens it and answers; the asker sees the answer arrive live; the instructor accepts it, and the
// asker sees that live too. Then a post is reported, hidden from the moderation queue, and leaves the
// asker's open page. No reloads between the steps: the pages follow the thread's and the space's streams.

const client = { "X-Forwarded-For": "203.0.113.60" };
test.use({ extraHTTPHeaders: client });

async function person(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ extraHTTPHeaders: client });
  return { context, page: await context.newPage() };
}

/** A Machine Learning batch with a seat for each of the two students. */
async function batchWithSeats(page: Page): Promise<string> {
  const course = (await (await page.request.get("/api/courses/machine-learning")).json()) as {
    batches: { id: string; seatsAvailable: number }[];
  };
  const batch = course.batches.find((item) => item.seatsAvailable >= 2);
  expect(batch, "a Machine Learning batch with two seats").toBeDefined();
  return batch!.id;
}

async function cohortSpace(page: Page, batchId: string): Promise<Space> {
  const spaces = (await (await page.request.get(endpointUrl(communityApi.spaces))).json()) as Space[];
  const space = spaces.find((item) => item.key === `batch:${batchId}`);
  expect(space, "the cohort's space").toBeDefined();
  return space!;
}

async function buyBatch(page: Page, batchId: string, name: string): Promise<void> {
  await page.goto(`/courses/checkout?course=machine-learning&batch=${batchId}`);
  await page.getByRole("button", { name: /Continue to payment/ }).click();
  await expect(page).toHaveURL(/\/test-payments\/tps_/);
  await page.getByLabel("Card number").fill(testCards.success);
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill(name);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
}

test("a cohort asks and answers live, the instructor accepts the answer, a reported post is hidden", async ({
  browser,
  page: asker,
}) => {
  test.setTimeout(180_000);
  const title = `How do I batch embedding requests? ${Date.now().toString(36)}`;

  // Two new students buy seats in the same batch: the asker, then the peer, who waits on the cohort's space.
  await signedInStudent(asker, { prefix: "asker", name: "Ines Duarte", startAt: "/courses" });
  const batchId = await batchWithSeats(asker);
  await buyBatch(asker, batchId, "Ines Duarte");
  const space = await cohortSpace(asker, batchId);
  const peer = await person(browser);
  await signedInStudent(peer.page, { prefix: "peer", name: "Kofi Mensah", startAt: "/courses" });
  await buyBatch(peer.page, batchId, "Kofi Mensah");
  await peer.page.goto(`/dashboard/student/community/${space.key}`);
  await expect(peer.page.getByRole("heading", { level: 1, name: space.title })).toBeVisible();
  await expect(peer.page.getByRole("link", { name: title })).toHaveCount(0);

  // The asker starts a thread from the forum's front page.
  await asker.goto("/dashboard/student/community");
  await expect(asker.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
  await expectNoSeriousA11yViolations(asker);
  await asker.getByRole("link", { name: new RegExp(space.title) }).click();
  await asker.getByRole("button", { name: "New thread" }).first().click();
  // An empty submit says what is missing and keeps the form.
  await asker.getByRole("button", { name: "Post thread" }).click();
  await expect(asker.getByText("Enter a title.")).toBeVisible();
  await asker.getByLabel("Title").fill(title);
  await asker
    .getByLabel("Message")
    .fill("I send **10,000** texts one by one and it takes forever. `asyncio`?");
  await asker.getByLabel("Tags").fill("embeddings, performance");
  await asker.getByRole("button", { name: "Post thread" }).click();
  await expect(asker.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(asker.locator("strong", { hasText: "10,000" })).toBeVisible();

  // The peer's open list shows the new thread without a reload; they open it and answer.
  const question = peer.page.getByRole("link", { name: title });
  await expect(question).toBeVisible({ timeout: 15_000 });
  await question.click();
  await expect(peer.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await peer.page.getByRole("textbox", { name: "Reply" }).fill("Send them in batches of 100 per request.");
  await peer.page.getByRole("button", { name: "Post reply" }).click();
  await expect(peer.page.getByText("Send them in batches of 100 per request.")).toBeVisible();

  // The asker's open thread shows the answer without a reload.
  const answer = asker.getByRole("article", { name: "by Kofi Mensah" });
  await expect(answer).toContainText("Send them in batches of 100 per request.", { timeout: 15_000 });
  await expectNoSeriousA11yViolations(asker);

  // The instructor sees the question among their spaces' threads and accepts the peer's answer.
  const instructor = await person(browser);
  await signIn(instructor.page, demoAccounts.instructor);
  await instructor.page.goto("/dashboard/instructor/community");
  await expect(instructor.page.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
  await expectNoSeriousA11yViolations(instructor.page);
  await instructor.page
    .getByRole("link", { name: new RegExp(space.title) })
    .first()
    .click();
  await instructor.page.getByRole("link", { name: title }).click();
  const peerAnswer = instructor.page.getByRole("article", { name: "by Kofi Mensah" });
  await peerAnswer.getByRole("button", { name: "Accept answer" }).click();
  await expect(peerAnswer.getByText("Accepted answer")).toBeVisible();
  // The asker sees it accepted, live.
  await expect(answer.getByText("Accepted answer")).toBeVisible({ timeout: 15_000 });

  // A post that does not belong: the peer posts it, the asker reports it, the instructor hides it.
  await peer.page.getByRole("textbox", { name: "Reply" }).fill("Cheap followers for sale, message me!!!");
  await peer.page.getByRole("button", { name: "Post reply" }).click();
  const spam = asker
    .getByRole("article", { name: "by Kofi Mensah" })
    .filter({ hasText: "Cheap followers for sale" });
  await expect(spam).toBeVisible({ timeout: 15_000 });
  await spam.getByRole("button", { name: "Report" }).click();
  const dialog = asker.getByRole("dialog", { name: "Report this post" });
  await dialog.getByLabel("Reason").selectOption("spam");
  await dialog.getByLabel("Details (optional)").fill("Selling followers in a study thread.");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(asker.getByText("Report sent. The space's moderators will review it.").first()).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await instructor.page.goto("/dashboard/instructor/community/moderation");
  await expect(instructor.page.getByRole("heading", { level: 1, name: "Moderation queue" })).toBeVisible();
  const reported = instructor.page.getByRole("listitem").filter({ hasText: "Cheap followers for sale" });
  await expect(reported).toContainText("1 report");
  await expect(reported).toContainText("Selling followers in a study thread.");
  await expectNoSeriousA11yViolations(instructor.page);
  await reported.getByRole("button", { name: "Hide" }).click();
  await expect(reported).toHaveCount(0);

  // Gone from the asker's open page without a reload, and from the peer's after one.
  await expect(spam).toHaveCount(0, { timeout: 15_000 });
  await peer.page.reload();
  await expect(peer.page.getByText("Cheap followers for sale")).toHaveCount(0);
  await expect(peer.page.getByText("Send them in batches of 100 per request.")).toBeVisible();

  await peer.context.close();
  await instructor.context.close();
});
