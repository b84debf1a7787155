import type { Page } from "@playwright/test";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { e2eAdmin } from "../../playwright.config.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { expect, test } from "./fixtures.ts";

// The portals as their users meet them. The server runs with SEED_DEMO_DATA=true (playwright.config.ts):
// the demo accounts of server/db/demo-accounts.ts exist, and the demo student has two batch enrollments
// and one self-paced course.

async function signIn(page: Page, username: string, password: string) {
  const form = page.locator("form", { has: page.getByRole("button", { name: "Sign in" }) });
  await form.getByLabel("Username or email").fill(username);
  await form.getByLabel("Password").fill(password);
  // The ALTCHA widget, ticked as a person does; the button unlocks once it is verified.
  await form.getByText("I'm not a robot").click();
  const submit = form.getByRole("button", { name: "Sign in" });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await submit.click();
}

async function signInFromAuthPage(page: Page, username: string, password: string) {
  await page.goto("/auth");
  await signIn(page, username, password);
}

function portalNav(page: Page, name: string) {
  return page.getByRole("navigation", { name });
}

async function expectSidebar(page: Page, name: string, labels: string[]) {
  const links = portalNav(page, name).getByRole("link");
  await expect(links).toHaveText(labels);
}

test("a visitor opening My Enrolled Courses signs in and comes back to the list, with the fallbacks", async ({
  page,
}) => {
  await page.goto("/dashboard/student/courses");
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, demoAccounts.student.username, demoAccounts.student.password);
  await expect(page).toHaveURL(/\/dashboard\/student\/courses$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Enrolled Courses" })).toBeVisible();

  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText([
    "Course Name",
    "Batch Type",
    "Schedule",
    "Progress",
  ]);
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(3);
  const ai = rows.filter({ hasText: "AI Engineering" });
  await expect(ai).toContainText("Weekend");
  // Three of the course's 28 lessons completed (server/db/seed-demo.ts).
  await expect(ai).toContainText("11%");
  // The self-paced enrollment has no batch: the spec's fallbacks.
  const prompt = rows.filter({ hasText: "Prompt Engineering" });
  await expect(prompt.locator("td").nth(0)).toHaveText("Regular");
  await expect(prompt.locator("td").nth(1)).toHaveText("Not specified");
  await expect(prompt.locator("td").nth(2)).toHaveText("0%");
  await expect(page.getByRole("progressbar", { name: "AI Engineering progress" })).toHaveAttribute(
    "aria-valuenow",
    "11",
  );

  await expect(page).toHaveTitle("My Enrolled Courses | Student Portal | AI Labs");
  await expectNoSeriousA11yViolations(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
});

test("the student portal: sidebar, title, server-rendered figures; the admin portal answers 403", async ({
  page,
  request,
}) => {
  await signInFromAuthPage(page, demoAccounts.student.username, demoAccounts.student.password);
  await expect(page).toHaveURL(/\/dashboard\/student$/);
  await expect(page.getByText("Student Portal", { exact: true })).toBeVisible();
  await expectSidebar(page, "Student portal", [
    "Overview",
    "Courses",
    "Join Class",
    "Assessments",
    "Certificates",
    "Payments",
    "Community",
  ]);
  await expect(portalNav(page, "Student portal").getByRole("link", { name: "Overview" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByText("Enrolled courses")).toBeVisible();
  await expect(page.getByText("Your next batch")).toBeVisible();

  // The figures are in the server's HTML, not fetched after hydration.
  const html = await (await page.request.get("/dashboard/student")).text();
  expect(html).toContain("Enrolled courses");
  expect(html).toContain("Welcome back, Maya Chen.");
  // A signed-in document links the stylesheet the public pages already fetched at idle instead of
  // carrying its 70 KB again (decision 0027); a full load of it is still styled.
  expect(html).not.toContain("<style");
  expect(html).toMatch(/<link[^>]* rel="stylesheet" href="\/assets\/[\w.-]+\.css"\/>/);
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Student portal" })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/^"?Times/);
  // A visitor's page (no cookies: the request fixture is a context of its own) still inlines it.
  expect(await (await request.get("/")).text()).toContain("<style");

  await portalNav(page, "Student portal").getByRole("link", { name: "Certificates" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Certificates" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Your certificates" })).toBeVisible();
  // The forum (issue 18): its front page lists the spaces, the general one first.
  await portalNav(page, "Student portal").getByRole("link", { name: "Community" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
  await expect(page.getByRole("search", { name: "Search the community" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^General/ })).toBeVisible();

  await page.goto("/dashboard/admin");
  await expect(
    page.getByRole("heading", { level: 1, name: "You don't have access to this page" }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole("navigation", { name: "Admin portal" })).toHaveCount(0);
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard\/student$/);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
});

test("the instructor portal: two items, the courses they teach", async ({ page }) => {
  await signInFromAuthPage(page, demoAccounts.instructor.username, demoAccounts.instructor.password);
  await expect(page).toHaveURL(/\/dashboard\/instructor$/);
  await expect(page.getByText("Instructor Portal", { exact: true })).toBeVisible();
  await expectSidebar(page, "Instructor portal", ["Overview", "Courses"]);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText([
    "Your live sessions",
    "AI Engineering",
    "Machine Learning",
  ]);
  // The seeded classes of their batches, each leading to its page (issue 15).
  await expect(
    main
      .getByRole("region", { name: "Your live sessions" })
      .getByRole("link", { name: /^Open / })
      .first(),
  ).toBeVisible();
  // The demo student is enrolled in a batch of each (the checkout journeys may have added buyers).
  await expect(page.getByText(/^\d+ students? enrolled$/)).toHaveCount(2);
});

test("the SEO portal: its sidebar with SEMrush Insights, a week of traffic, Page Management and Analytics", async ({
  page,
}) => {
  await signInFromAuthPage(
    page,
    demoAccounts.digitalMarketer.username,
    demoAccounts.digitalMarketer.password,
  );
  await expect(page).toHaveURL(/\/dashboard\/digital-marketer$/);
  await expect(page.getByText("SEO Management", { exact: true })).toBeVisible();
  await expectSidebar(page, "SEO portal", [
    "Overview",
    "Page Management",
    "Meta Tags",
    "Keywords",
    "SEMrush Insights",
    "Internal Links",
    "Analytics",
    "Content Audit",
    "Sitemap",
    "SEO Settings",
  ]);
  const traffic = page.getByRole("table", { name: "Page views and unique visitors per day" });
  await expect(traffic.locator("tbody tr")).toHaveCount(7);
  await expect(page.getByRole("heading", { name: "Top pages" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Leads by source, last 30 days" })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: /^Callbacks$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole("listitem").filter({ hasText: /^\/\s*\d+ views$/ })).toBeVisible();

  await portalNav(page, "SEO portal").getByRole("link", { name: "SEMrush Insights" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "SEMrush Insights" })).toBeVisible();
  await expect(page.getByText("SEO Management", { exact: true })).toBeVisible();

  // Page Management (issue 20): every public page, filtered in the URL.
  await portalNav(page, "SEO portal").getByRole("link", { name: "Page Management" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Page Management" })).toBeVisible();
  const pages = page.getByRole("table", { name: "Public pages" });
  await expect(pages.getByRole("row", { name: /\/courses\// }).first()).toBeVisible();
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill("deep-learning");
  await expect(page).toHaveURL(/page-management\?q=deep-learning$/);
  const course = pages
    .getByRole("row")
    .filter({ has: page.getByText("/courses/deep-learning", { exact: true }) });
  await expect(course).toContainText("Course");
  await page.getByLabel("Filter by type").selectOption("article");
  await expect(page).toHaveURL(/\?q=deep-learning&type=article$/);
  await expect(course).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Analytics (issue 20): the demo's eight weeks of views beside the period before, the chart, a preset in the
  // URL and a table's CSV.
  await portalNav(page, "SEO portal").getByRole("link", { name: "Analytics" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  const views = page.getByRole("term").filter({ hasText: /^Page views$/ });
  await expect(views).toBeVisible();
  await expect(page.locator("svg.recharts-surface").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Entry pages" })).toBeVisible();
  await page.getByLabel("Date range").selectOption("7");
  await expect(page).toHaveURL(/analytics\?days=7$/);
  const csv = page.getByRole("link", { name: "CSV of top pages" });
  const download = await page.request.get((await csv.getAttribute("href")) ?? "");
  expect(download.headers()["content-type"]).toContain("text/csv");
  expect((await download.text()).split("\r\n")[0]).toBe("path,views,visitors,entries");
  await expectNoSeriousA11yViolations(page);
});

test("the admin portal: the full admin navigation and a title per page", async ({ page }) => {
  await signInFromAuthPage(page, e2eAdmin.username, e2eAdmin.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await expect(page.getByText("Admin Portal", { exact: true })).toBeVisible();
  await expectSidebar(page, "Admin portal", [
    "Overview",
    "Users",
    "Leads",
    // Issue 17: the applications pipeline sits beside the leads.
    "Applications",
    "Courses",
    "Bootcamp Batches",
    "Zoom Classes",
    "Newsletter Analytics",
    "Email Tracking",
    "SEO",
    "Page Builder",
    "Settings",
    // Decision 0042: the audit trail follows the spec's items.
    "Audit Log",
    // Decision 0013: the payment screens follow the spec's ten items.
    "Payments",
    "Coupons",
  ]);
  await expect(page.getByRole("heading", { name: "Active accounts" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Leads by kind and status" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const titles: Array<[link: string, title: string]> = [
    ["Users", "User Management"],
    ["Leads", "Leads Inbox"],
    ["Courses", "Course Management"],
    ["Bootcamp Batches", "Bootcamp Batches"],
    ["Zoom Classes", "Zoom Classes"],
    ["Newsletter Analytics", "Newsletter Analytics"],
    ["SEO", "SEO Manager"],
    ["Settings", "Settings"],
    ["Email Tracking", "Admin Portal"],
    ["Payments", "Payments"],
    ["Coupons", "Payments"],
  ];
  const nav = portalNav(page, "Admin portal");
  for (const [link, title] of titles) {
    await nav.getByRole("link", { name: link, exact: true }).click();
    await expect(nav.getByRole("link", { name: link, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("p", { hasText: new RegExp(`^${title}$`) }).first()).toBeVisible();
  }

  await page.goto("/admin/batches");
  await expect(page.getByText("Bootcamp Batches", { exact: true }).first()).toBeVisible();
  await expect(nav.getByRole("link", { name: "Bootcamp Batches" })).toHaveAttribute("aria-current", "page");

  // An admin opens every portal; the student courses page explains why it is empty. The sidebar follows the
  // role (SPEC.md section 6: "admin sees the admin sidebar"), the title the path.
  await page.goto("/dashboard/student/courses");
  await expect(page.getByText(/Admin accounts have no enrollments of their own/)).toBeVisible();
  await expect(page.getByText("Student Portal", { exact: true })).toBeVisible();
  await expect(nav).toBeVisible();
  await expect(portalNav(page, "Student portal")).toHaveCount(0);
  await page.goto("/dashboard/digital-marketer");
  await expect(page.getByText("SEO Management", { exact: true })).toBeVisible();
  await expect(nav).toBeVisible();
  await expect(portalNav(page, "SEO portal")).toHaveCount(0);
});

test("on a phone the sidebar is a menu that opens, navigates and closes", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInFromAuthPage(page, demoAccounts.student.username, demoAccounts.student.password);
  await expect(page).toHaveURL(/\/dashboard\/student$/);
  const nav = portalNav(page, "Student portal");
  const toggle = page.getByRole("button", { name: "Portal menu" });
  await expect(nav).toBeHidden();
  await toggle.click();
  await expect(nav).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.press("Enter");
  await nav.getByRole("link", { name: "Courses" }).click();
  await expect(page).toHaveURL(/\/dashboard\/student\/courses$/);
  await expect(nav).toBeHidden();
});
