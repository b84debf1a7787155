import { writeFile } from "node:fs/promises";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { signIn } from "./demo-sign-in.ts";
import { expect, hydrating, test } from "./fixtures.ts";

// This journey's own client address (the e2e server trusts X-Forwarded-For, as behind a load balancer):
// its sign-ins then count against its own per-address limit (10 a minute), not the whole suite's.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.13" } });

// The course editor (issue 14): the demo instructor adds a lesson to AI Engineering, writes and publishes
// it, the demo student reads it in the player, and the instructor deletes it again. The lesson is optional,
// so the progress figures other journeys read stay as they are.

test("an instructor adds and publishes a lesson, a student reads it, the instructor deletes it", async ({
  page,
  browser,
}) => {
  // A long journey (two portals, reloads, saves): more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const title = `Reading model cards ${Date.now().toString(36)}`;
  await signIn(page, demoAccounts.instructor);
  await page.goto("/dashboard/instructor/courses");
  await expect(page.getByRole("heading", { level: 1, name: "My courses" })).toBeVisible();
  await page.getByRole("link", { name: "Edit content of AI Engineering" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "AI Engineering" })).toBeVisible();

  const addForm = page.getByRole("form", { name: "Add a lesson to LLM foundations for engineers" });
  await addForm.getByLabel("New lesson title").fill(title);
  await addForm.getByRole("button", { name: "Add lesson" }).click();
  // The lesson's own row: the innermost list item holding its link (the module's item holds it too).
  const row = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: title }) })
    .last();
  await expect(row).toContainText("Draft");
  await expectNoSeriousA11yViolations(page);

  // Moving it up one place and back down again goes through the reorder call.
  await row.getByRole("button", { name: `Move lesson ${title} up` }).click();
  await expect(page.getByRole("status").filter({ hasText: `Lesson ${title} moved.` })).toBeAttached();
  await row.getByRole("button", { name: `Move lesson ${title} down` }).click();

  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit lesson: ${title}` })).toBeVisible();
  await page.getByLabel("Required for completion").uncheck();
  await page.getByLabel("Status").selectOption("published");
  await page.getByLabel("Duration (minutes)").fill("20");
  await page
    .getByLabel("Content (Markdown)")
    .fill(
      "## What a model card tells you\n\nRead the card before the API docs.\n\n```python\nprint('limits')\n```",
    );
  // The live preview is the server's rendering.
  await expect(page.getByRole("heading", { level: 2, name: "What a model card tells you" })).toBeVisible();
  await page.getByRole("button", { name: "Save lesson" }).click();
  await expect(page.getByText(`${title} is saved.`).first()).toBeVisible();

  // A resource to download: the server takes it by its bytes (a PDF), whatever the browser says.
  await page.getByLabel("Kind of file").selectOption("resource");
  await page.getByLabel("Choose a file to upload").setInputFiles({
    name: "Model card checklist.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(
      "%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
    ),
  });
  await expect(page.getByRole("link", { name: "Model card checklist.pdf" })).toBeVisible();

  // A larger file goes in pieces of 8 MB (tus, decision 0033). The page is reloaded while its second
  // piece is on the way; choosing the same file again continues after the first piece, not from the start.
  const large = test.info().outputPath("Dataset card.pdf");
  await writeFile(large, Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(10 * 1024 ** 2, 0x41)]));
  let pieces = 0;
  let reloaded: () => void = () => undefined;
  const afterReload = new Promise<void>((resolve) => {
    reloaded = resolve;
  });
  await page.route("**/uploads/*", async (route) => {
    if (route.request().method() !== "PATCH") return route.continue();
    pieces += 1;
    if (pieces === 2) {
      // Held until the page has gone: this piece never arrives.
      await afterReload;
      return route.abort().catch(() => undefined);
    }
    // After the reload, slowly enough to see that the upload resumed.
    if (pieces > 2) await new Promise((resolve) => setTimeout(resolve, 1_500));
    return route.continue();
  });
  const secondPiece = page.waitForRequest(
    (request) => request.method() === "PATCH" && request.headers()["upload-offset"] !== "0",
  );
  await page.getByLabel("Choose a file to upload").setInputFiles(large);
  await expect(page.getByText("Uploading…")).toBeVisible();
  expect(Number((await secondPiece).headers()["upload-offset"])).toBe(8 * 1024 ** 2);
  await page.reload();
  reloaded();
  await page.getByLabel("Kind of file").selectOption("resource");
  const resumedPiece = page.waitForRequest((request) => request.method() === "PATCH");
  await page.getByLabel("Choose a file to upload").setInputFiles(large);
  await expect(page.getByText("Resuming…")).toBeVisible();
  expect(Number((await resumedPiece).headers()["upload-offset"])).toBe(8 * 1024 ** 2);
  await expect(page.getByRole("link", { name: "Dataset card.pdf" })).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Dataset card.pdf" }) }),
  ).toContainText("Resource to download · 10.0 MB");
  await page.unroute("**/uploads/*");
  // A program named like a document is refused, with the reason.
  await page.getByLabel("Choose a file to upload").setInputFiles({
    name: "notes.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(600, 0x90)]),
  });
  await expect(page.getByText(/This kind of file is not accepted/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The student finds it in the outline and reads it.
  const studentContext = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.16" },
  });
  const student = hydrating(await studentContext.newPage());
  await signIn(student, demoAccounts.student);
  await student.goto("/dashboard/student/courses/ai-engineers");
  await student.getByRole("link", { name: title }).click();
  await expect(student.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(student.getByText("Read the card before the API docs.")).toBeVisible();
  const resource = student
    .getByRole("region", { name: "Resources" })
    .getByRole("link", { name: /Model card checklist\.pdf/ });
  await expect(resource).toBeVisible();
  const download = await student.request.get((await resource.getAttribute("href"))!);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  await studentContext.close();

  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete lesson" }).click();
  await expect(page).toHaveURL(/\/dashboard\/instructor\/courses\/ai-engineers$/);
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
});

test("an instructor cannot open the editor of a course they do not teach", async ({ page }) => {
  await signIn(page, demoAccounts.instructor);
  const response = await page.goto("/dashboard/instructor/courses/deep-learning");
  expect(response?.status()).toBe(403);
  await expect(
    page.getByRole("heading", { level: 1, name: "You don't have access to this course" }),
  ).toBeVisible();
});
