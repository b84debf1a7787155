import type { Page } from "@playwright/test";
import type { LiveSession, StudentSessions } from "#contracts/live-classes.ts";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { e2eAdmin } from "../../playwright.config.ts";
import { e2eMailDir, waitForMailTo } from "../support/mail-dir.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { signIn } from "./demo-sign-in.ts";
import { expect, hydrating, test } from "./fixtures.ts";

// Issue 15 from the admin's Zoom Classes page: the admin makes a class for the demo student's AI Engineering
// batch that starts in about 10 minutes; the student joins it (attendance recorded); the admin marks it
// held and the student finds it under past classes, attended. Then the admin moves another class through
// the Reschedule dialog: the student's page and their mail show the new time, with a calendar update of
// the same event (METHOD:REQUEST, SEQUENCE 1). Each class made here is cancelled or held by the end.

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.41" }, timezoneId: "Europe/Berlin" });

const zoomPath = "/dashboard/admin/zoom";
const joinClassPath = "/dashboard/student/join-class";
const meetingUrl = "https://meet.ailabs-e2e.test/admin-made-class";
const mailDir = () => e2eMailDir(process.env.E2E_SMTP_PORT ?? "");

/** Date and 24-hour time in `zone` at `instant`: what the admin types into the dialogs. */
function wallClock(zone: string, instant: number): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The demo student's AI Engineering batch, as the staff list names it. */
async function studentBatch(student: Page, admin: Page): Promise<{ id: string; zone: string }> {
  const mine = await getJson<StudentSessions>(student, "/api/student/live-sessions");
  const seeded = mine.upcoming.find((session) => session.courseSlug === "ai-engineers");
  if (!seeded) throw new Error("the demo seed gives the demo student upcoming AI Engineering classes");
  for (let page = 1; page <= 20; page += 1) {
    const list = await getJson<{ sessions: LiveSession[]; pageCount: number }>(
      admin,
      `/api/live-sessions?scope=upcoming&courseSlug=ai-engineers&page=${page}`,
    );
    const found = list.sessions.find((session) => session.id === seeded.id);
    if (found) return { id: found.batchId, zone: found.timeZone };
    if (page >= list.pageCount) break;
  }
  throw new Error("the seeded class is not in the admin's list");
}

/** Fills and sends the New session dialog. */
async function createSession(
  admin: Page,
  batch: { id: string; zone: string },
  topic: string,
  startsAt: number,
): Promise<void> {
  await admin.getByRole("button", { name: "New session" }).click();
  const dialog = admin.getByRole("dialog", { name: "New live session" });
  await dialog.getByLabel("Batch").selectOption(batch.id);
  await expect(dialog.getByText(`In the batch's time zone: ${batch.zone}.`)).toBeVisible();
  const { date, time } = wallClock(batch.zone, startsAt);
  await dialog.getByLabel("Topic").fill(topic);
  await dialog.getByLabel("Date").fill(date);
  await dialog.getByLabel("Start time").fill(time);
  await dialog.getByLabel("Duration (minutes)").fill("30");
  await dialog.getByLabel(/Meeting link/).fill(meetingUrl);
  await dialog.getByRole("button", { name: "Create session" }).click();
  await expect(dialog).toBeHidden();
}

test("an admin makes a class, the student joins it, and after it is held finds it under past classes, attended", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const topic = `Admin-made class ${Date.now().toString(36)}`;
  await signIn(page, demoAccounts.student);
  const adminContext = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.42" },
    timezoneId: "America/Los_Angeles",
  });
  const admin = hydrating(await adminContext.newPage());
  try {
    await signIn(admin, e2eAdmin);
    const batch = await studentBatch(page, admin);
    await admin.goto(zoomPath);
    await expect(admin.getByRole("heading", { level: 1, name: "Zoom Classes" })).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await createSession(admin, batch, topic, Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000);
    await expect(admin.getByRole("row", { name: new RegExp(topic) })).toBeVisible();

    // The student's Join is open 15 minutes ahead; joining opens the meeting and counts them present.
    await page.goto(joinClassPath);
    const card = page.getByRole("article", { name: topic });
    await expect(card).toBeVisible();
    await page.route(`${meetingUrl}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Meeting room</title><h1>Meeting room</h1>" }),
    );
    await card.getByRole("button", { name: `Join class: ${topic}` }).click();
    await expect(page).toHaveURL(meetingUrl);

    // The admin marks it held (it ended early): the row shows one attendee.
    const row = admin.getByRole("row", { name: new RegExp(topic) });
    await row.getByRole("button", { name: `Edit ${topic}` }).click();
    const edit = admin.getByRole("dialog", { name: `Edit ${topic}` });
    await edit.getByLabel("Mark as held").check();
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(edit).toBeHidden();
    await admin.getByRole("tab", { name: "Past" }).click();
    const held = admin.getByRole("row", { name: new RegExp(topic) });
    await expect(held.getByText("Held")).toBeVisible();
    await expect(held.getByRole("cell", { name: "1", exact: true })).toBeVisible();

    // The student finds it under past classes, attended.
    await page.goto(joinClassPath);
    const past = page.getByRole("region", { name: "Past classes" });
    const pastRow = past.getByRole("listitem").filter({ hasText: topic });
    await expect(pastRow.getByText("Attended")).toBeVisible();
    await expect(page.getByRole("article", { name: topic })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }
});

test("an admin reschedules a class: the student's page and mail show the new time", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const topic = `Moved class ${Date.now().toString(36)}`;
  await signIn(page, demoAccounts.student);
  const adminContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.43" } });
  const admin = hydrating(await adminContext.newPage());
  try {
    await signIn(admin, e2eAdmin);
    const batch = await studentBatch(page, admin);
    await admin.goto(zoomPath);
    const firstStart = Math.ceil((Date.now() + 3 * 24 * 60 * 60_000) / 3_600_000) * 3_600_000;
    await createSession(admin, batch, topic, firstStart);

    const newStart = firstStart + 26 * 60 * 60_000;
    const row = admin.getByRole("row", { name: new RegExp(topic) });
    await row.getByRole("button", { name: `Reschedule ${topic}` }).click();
    const dialog = admin.getByRole("dialog", { name: `Reschedule ${topic}` });
    await expect(dialog.getByText("Students will be emailed the new time")).toBeVisible();
    const { date, time } = wallClock(batch.zone, newStart);
    await dialog.getByLabel("Date").fill(date);
    await dialog.getByLabel("Start time").fill(time);
    await dialog.getByRole("button", { name: "Reschedule" }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText("Rescheduled")).toBeVisible();

    // The student's page: the class shows the new instant, marked rescheduled.
    await page.goto(joinClassPath);
    const more = page.getByRole("button", { name: /^Show all \d+ upcoming classes$/ });
    if ((await more.count()) > 0) await more.click();
    const card = page.getByRole("article", { name: topic });
    await expect(card.getByText("Rescheduled")).toBeVisible();
    await expect(card.locator("time").first()).toHaveAttribute("datetime", new Date(newStart).toISOString());

    // The mail: the new time in words and the calendar update of the same event.
    const mail = await waitForMailTo(mailDir(), demoAccounts.student.email, {
      subject: `New time: AI Engineering live class "${topic}"`,
    });
    expect(mail.text).toContain("has a new time");
    const invite = mail.attachments.find((file) => file.filename === "live-class.ics");
    expect(invite?.content).toContain("METHOD:REQUEST");
    expect(invite?.content).toContain("SEQUENCE:1");
    const stamp = new Date(newStart)
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
    expect(invite?.content).toContain(`DTSTART:${stamp}`);

    // Cleaned up through the Cancel dialog: nothing of this journey stays upcoming.
    await row.getByRole("button", { name: `Cancel ${topic}` }).click();
    const cancel = admin.getByRole("dialog", { name: `Cancel ${topic}?` });
    await cancel.getByRole("button", { name: "Cancel session" }).click();
    await expect(cancel).toBeHidden();
    await expect(row.getByText("Cancelled")).toBeVisible();
  } finally {
    await adminContext.close();
  }
});
