import type { Page } from "@playwright/test";
import type { LiveSession, StudentSession, StudentSessions } from "#contracts/live-classes.ts";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { e2eAdmin } from "../../playwright.config.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { xsrfToken } from "./api-accounts.ts";
import { signIn } from "./demo-sign-in.ts";
import { expect, hydrating, test } from "./fixtures.ts";

// Issue 15, the student's Join Class page as the demo student uses it, in a browser set to Kolkata while the
// AI Engineering batch's classes are in the batch's own zone. An admin (through the staff API, in a browser
// of their own) adds a class starting in about 10 minutes: the student's Join is active, joining opens the
// meeting link (a local stand-in) and records attendance; a reschedule moves the class and closes Join;
// the admin cancels it at the end, so nothing of this journey stays upcoming. The calendar feed is made,
// read without cookies, and revoked.

// This journey's own client addresses (the e2e server trusts X-Forwarded-For, as behind a load balancer):
// its sign-ins count against their own per-address limit, not the whole suite's.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.31" }, timezoneId: "Asia/Kolkata" });

const joinClassPath = "/dashboard/student/join-class";
const meetingUrl = "https://meet.ailabs-e2e.test/rag-office-hours";
const topic = `E2E live class ${Date.now().toString(36)}`;

/** A date and a 24-hour wall-clock time in `zone`, as the staff API takes them. */
function wallClock(zone: string, instant: number): { date: string; startTime: string } {
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
  return { date: `${parts.year}-${parts.month}-${parts.day}`, startTime: `${parts.hour}:${parts.minute}` };
}

async function apiJson<T>(page: Page, method: "GET" | "POST", path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    headers: method === "GET" ? {} : { "X-XSRF-TOKEN": await xsrfToken(page) },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The staff view of one of the student's sessions (for its batch), looked up page by page. */
async function staffSession(admin: Page, session: StudentSession): Promise<LiveSession> {
  for (let pageNumber = 1; pageNumber <= 20; pageNumber += 1) {
    const list = await apiJson<{ sessions: LiveSession[]; pageCount: number }>(
      admin,
      "GET",
      `/api/live-sessions?scope=upcoming&courseSlug=${session.courseSlug}&page=${pageNumber}`,
    );
    const found = list.sessions.find((item) => item.id === session.id);
    if (found) return found;
    if (pageNumber >= list.pageCount) break;
  }
  throw new Error(`session ${session.id} not in the staff list`);
}

const card = (page: Page, name: string) => page.getByRole("article", { name });

/** A term's classes are folded after the first few: unfold them (the button is in the server's HTML). */
async function showAllUpcoming(page: Page): Promise<void> {
  const more = page
    .getByRole("region", { name: "Upcoming classes" })
    .getByRole("button", { name: /^Show all \d+ upcoming classes$/ });
  if ((await more.count()) > 0) await more.click();
}

test("a student joins a class that starts in 10 minutes, sees a reschedule, and manages the calendar feed", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // React reports a server render that the browser's first render disagrees with (minified error 418).
  const hydrationErrors: string[] = [];
  const hydration = /hydrat|#418|#425/i;
  page.on("console", (message) => {
    if (message.type() === "error" && hydration.test(message.text())) hydrationErrors.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (hydration.test(error.message)) hydrationErrors.push(error.message);
  });
  await signIn(page, demoAccounts.student);
  await page
    .getByRole("navigation", { name: "Student portal" })
    .getByRole("link", { name: "Join Class" })
    .click();
  await expect(page).toHaveURL(new RegExp(`${joinClassPath}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Join Class" })).toBeVisible();
  await expect(page).toHaveTitle("Join Class | Student Portal | AI Labs");

  // The seeded AI Engineering classes, server-rendered in the batch's zone, in Kolkata's once the page runs.
  const mine = await apiJson<StudentSessions>(page, "GET", "/api/student/live-sessions");
  const seeded = mine.upcoming.find((session) => session.courseSlug === "ai-engineers");
  if (!seeded) throw new Error("the demo seed gives the demo student upcoming AI Engineering classes");
  const html = await (await page.request.get(joinClassPath)).text();
  expect(html).toContain(seeded.topic);
  const upcoming = page.getByRole("region", { name: "Upcoming classes" });
  await expect(upcoming.getByRole("article").first()).toBeVisible();
  if (seeded.timeZone !== "Asia/Kolkata" && seeded.timeZone !== "Asia/Calcutta") {
    await expect(upcoming.getByText(/^Your time · .+ in .+$/).first()).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  // An admin adds a class to the student's batch, starting 10 to 11 minutes from now (in the batch's zone).
  const adminContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.32" } });
  const admin = hydrating(await adminContext.newPage());
  await signIn(admin, e2eAdmin);
  const batchId = (await staffSession(admin, seeded)).batchId;
  const startsAt = Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000;
  const created = await apiJson<LiveSession>(admin, "POST", "/api/live-sessions", {
    batchId,
    topic,
    ...wallClock(seeded.timeZone, startsAt),
    durationMinutes: 45,
    meetingUrl,
  });
  expect(Date.parse(created.startsAt)).toBe(startsAt);

  try {
    await page.reload();
    const ours = card(page, topic);
    await expect(ours).toBeVisible();
    await expect(ours.getByText(/^Starts in 1[01] min$/)).toBeVisible();
    const join = ours.getByRole("button", { name: `Join class: ${topic}` });
    await expect(join).toBeEnabled();

    // The .ics of this class.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      ours.getByRole("link", { name: `Add to calendar: ${topic} (.ics file)` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);

    // Joining goes to the meeting in this tab (a local stand-in answers for it) and records attendance.
    await page.route(`${meetingUrl}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Meeting room</title><h1>Meeting room</h1>" }),
    );
    await join.click();
    await expect(page).toHaveURL(meetingUrl);
    const attendance = await apiJson<Array<{ email: string; present: boolean; source: string | null }>>(
      admin,
      "GET",
      `/api/live-sessions/${created.id}/attendance`,
    );
    expect(attendance.find((row) => row.email === demoAccounts.student.email)).toMatchObject({
      present: true,
      source: "join_button",
    });

    // The admin moves the class to tomorrow: the student's page shows the new time and Join closes.
    const tomorrow = wallClock(seeded.timeZone, startsAt + 24 * 60 * 60_000);
    await apiJson(admin, "POST", `/api/live-sessions/${created.id}/reschedule`, {
      ...tomorrow,
      durationMinutes: 45,
    });
    await page.goto(joinClassPath);
    await showAllUpcoming(page);
    await expect(ours.getByText("Rescheduled")).toBeVisible();
    await expect(ours.locator("time")).toHaveAttribute(
      "datetime",
      new Date(startsAt + 24 * 60 * 60_000).toISOString(),
    );
    await expect(ours.getByRole("button", { name: `Join class: ${topic}` })).toBeDisabled();
    await expect(ours.getByText("Join opens 15 minutes before the class starts.")).toBeVisible();
  } finally {
    await apiJson(admin, "POST", `/api/live-sessions/${created.id}/cancel`, { reason: "End-to-end test" });
    await adminContext.close();
  }
  await page.reload();
  await showAllUpcoming(page);
  await expect(card(page, topic).getByText("This class was cancelled.")).toBeVisible();

  // The calendar feed: made once (its link shown that once), read by a calendar app without cookies, revoked.
  const feed = page.getByRole("region", { name: "Calendar feed" });
  await expect(feed.getByText("You have no calendar feed link yet.")).toBeVisible();
  await feed.getByRole("button", { name: "Create feed link" }).click();
  const https = feed.getByRole("textbox", { name: /Google Calendar/ });
  await expect(https).toHaveValue(/^https?:\/\/.+/);
  await expect(feed.getByRole("textbox", { name: "Calendar apps (webcal)" })).toHaveValue(/^webcal:\/\//);
  await expectNoSeriousA11yViolations(page);
  const feedPath = new URL(await https.inputValue()).pathname;
  const calendar = await request.get(feedPath);
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()["content-type"]).toContain("text/calendar");
  expect(await calendar.text()).toContain("BEGIN:VCALENDAR");

  await feed.getByRole("button", { name: "Revoke link" }).click();
  await page
    .getByRole("dialog", { name: "Revoke your calendar feed link?" })
    .getByRole("button", { name: "Revoke link" })
    .click();
  await expect(page.getByText("Calendar feed link revoked", { exact: true })).toBeVisible();
  await expect(feed.getByText("You have no calendar feed link yet.")).toBeVisible();
  expect((await request.get(feedPath)).status()).toBe(404);
  // The page said the link is shown once: a reload shows no link.
  await page.reload();
  await expect(page.getByRole("region", { name: "Calendar feed" }).getByRole("textbox")).toHaveCount(0);
  expect(hydrationErrors).toEqual([]);
});
