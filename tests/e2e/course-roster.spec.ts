import { readFile } from "node:fs/promises";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { e2eMailDir, waitForMailTo } from "../support/mail-dir.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { signIn } from "./demo-sign-in.ts";
import { expect, test } from "./fixtures.ts";

// This journey's own client address (the e2e server trusts X-Forwarded-For, as behind a load balancer):
// its sign-ins then count against its own per-address limit (10 a minute), not the whole suite's.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.12" } });

// The roster (issue 14) as the demo instructor uses it: Machine Learning, which they teach, opens on its
// first batch, where the demo student (server/db/seed-demo.ts) is enrolled. Other journeys move that
// student's progress and add buyers, so this one reads names, not figures.

test("an instructor reads a batch's roster, switches to the self-paced students and downloads the CSV", async ({
  page,
}) => {
  await signIn(page, demoAccounts.instructor);
  await page.goto("/dashboard/instructor/courses/machine-learning/roster");
  await expect(page.getByRole("heading", { level: 1, name: "Machine Learning: roster" })).toBeVisible();
  const maya = page.getByRole("row", { name: new RegExp(demoAccounts.student.name) });
  await expect(maya).toContainText(demoAccounts.student.email);
  await expect(
    maya.getByRole("progressbar", { name: `${demoAccounts.student.name}'s progress` }),
  ).toBeVisible();
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveText([
    "Student",
    "Email",
    "Progress",
    "Lessons completed",
    "Last activity",
  ]);
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^machine-learning-\d{4}-\d{2}-\d{2}-roster\.csv$/);
  const csv = await readFile((await file.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe("Name,Email,Progress (%),Lessons completed,Last activity");
  expect(csv).toContain(`${demoAccounts.student.name},${demoAccounts.student.email},`);

  // Choosing a batch submits the form at once; the demo student is not self-paced in this course.
  const batch = page.getByRole("combobox", { name: "Batch", exact: true });
  const firstBatch = await batch.inputValue();
  await batch.selectOption("self-paced");
  await expect(page).toHaveURL(/\?batch=self-paced$/);
  await expect(maya).toHaveCount(0);
  await expect(batch).toHaveValue("self-paced");
  await batch.selectOption(firstBatch);
  await expect(page).toHaveURL(new RegExp(`\\?batch=${firstBatch}$`));
  await expect(maya).toBeVisible();
});

test("a course the instructor does not teach is a 403 page, an unknown one a 404 page", async ({ page }) => {
  await signIn(page, demoAccounts.instructor);
  const refused = await page.goto("/dashboard/instructor/courses/deep-learning/roster");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "You don't teach this course" })).toBeVisible();
  const missing = await page.goto("/dashboard/instructor/courses/no-such-course/roster");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Course or batch not found" })).toBeVisible();
});

test("an instructor posts an announcement to the batch; its student reads it on the course and gets the mail", async ({
  page,
}) => {
  await signIn(page, demoAccounts.instructor);
  await page.goto("/dashboard/instructor/courses/machine-learning/roster");
  const form = page.getByRole("form", { name: "Post an announcement to this batch" });
  await expect(form).toContainText(/\d+ students? in this batch will be emailed\./);
  // Empty fields are refused with their messages, nothing is sent.
  await form.getByRole("button", { name: "Post and email" }).click();
  await expect(form.getByText("Enter a title.")).toBeVisible();
  await expect(form.getByText("Write a message.")).toBeVisible();

  const title = `Lab moved to Thursday ${Date.now()}`;
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Message").fill("Bring your **notebook**.\n\n- pods at 18:00\n- demo at 19:00");
  await form.getByRole("button", { name: "Post and email" }).click();
  const earlier = page.getByRole("region", { name: "Earlier announcements" });
  await expect(earlier.getByRole("heading", { level: 3, name: title })).toBeVisible();
  await expect(form.getByLabel("Title")).toHaveValue("");
  await expectNoSeriousA11yViolations(page);

  const mail = await waitForMailTo(e2eMailDir(process.env.E2E_SMTP_PORT ?? ""), demoAccounts.student.email, {
    subject: `[Machine Learning] ${title}`,
  });
  expect(mail.text).toContain("- pods at 18:00");
  expect(mail.text).toContain("/dashboard/student/courses/machine-learning");

  await page.context().clearCookies();
  await signIn(page, demoAccounts.student);
  await page.goto("/dashboard/student/courses/machine-learning");
  const section = page.getByRole("region", { name: "Announcements" });
  const item = section.getByRole("listitem").filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item.locator("strong", { hasText: "notebook" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
