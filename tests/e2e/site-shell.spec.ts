import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";

type Batch = {
  type: string;
  startDate: string;
  schedule: string;
  seatsAvailable: number;
  course: { title: string };
};

async function upcoming(request: import("@playwright/test").APIRequestContext): Promise<Batch[]> {
  const response = await request.get("/api/upcoming-batches");
  expect(response.ok()).toBe(true);
  return response.json();
}

test("home is rendered on the server with the banner of upcoming batches", async ({ request }) => {
  const batches = await upcoming(request);
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("<title>AI Labs | AI Certification Courses and AI Engineering Bootcamp</title>");
  expect(html).toContain(batches[0]!.course.title);
  expect(html).toContain("Enroll now");
  expect(html).toContain(batches[0]!.schedule.replaceAll("&", "&amp;"));
});

test("banner rotates every 4 seconds, lets visitors pick a batch and can be dismissed", async ({
  page,
  request,
}) => {
  const batches = await upcoming(request);
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Upcoming batches" });
  await expect(banner).toContainText(batches[0]!.schedule);
  await expect(banner).toContainText(batches[1]!.schedule, { timeout: 6_000 });

  await banner.getByRole("button", { name: `Show batch 1 of ${batches.length}` }).click();
  await expect(banner).toContainText(batches[0]!.schedule);

  const early = batches.findIndex((b) => Date.parse(b.startDate) - Date.now() > 30 * 86_400_000);
  expect(early).toBeGreaterThanOrEqual(0);
  await banner.getByRole("button", { name: `Show batch ${early + 1} of ${batches.length}` }).click();
  await expect(banner.getByText("EARLY BIRD")).toBeVisible();

  await banner.getByRole("button", { name: "Dismiss banner" }).click();
  await expect(banner).toHaveCount(0);
});

test("the learning-paths menu navigates without a full page reload", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    (window as unknown as { __marker: string }).__marker = "same-document";
  });
  await page.getByRole("button", { name: "AI Learning Paths" }).click();
  await page
    .getByRole("link", { name: /Machine Learning/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/courses\/machine-learning$/);
  await expect(page.getByRole("heading", { level: 1, name: "Machine Learning" })).toBeVisible();
  await expect(page).toHaveTitle("Machine Learning Certification | AI Labs");
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(
    "same-document",
  );

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(
    "same-document",
  );
});

test("contact dialog sends a request, thanks the visitor and closes", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("button", { name: "Contact" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("24 hours");
  await expect(dialog).toContainText("admissions@ailabs.academy");

  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel("Full Name").fill("Maya Patel");
  await dialog.getByLabel("Email Address").fill("maya@example.com");
  await dialog.getByLabel("Phone Number").fill("+1 415 555 0199");
  await dialog.getByLabel(/^Company/).fill("Northwind");
  await dialog.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByText("Message Sent", { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText("Thank you for contacting us! We'll get back to you soon.", { exact: true }).first(),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test("newsletter subscribes, and subscribing again is still a success", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const email = `reader-${Date.now()}@example.com`;
  for (let i = 0; i < 2; i++) {
    await footer.getByLabel("Email address").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    // Radix also announces a toast in a live region: the visible toast is the first match.
    await expect(page.getByText("Success!", { exact: true }).first()).toBeVisible();
    await expect(
      page.getByText("You've been subscribed to our newsletter.", { exact: true }).first(),
    ).toBeVisible();
    await expect(footer.getByLabel("Email address")).toHaveValue("");
  }
});

test("unknown paths show the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Page not found | AI Labs");
});

test("/login redirects to /auth", async ({ page }) => {
  await page.goto("/login");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("footer shows the current year and the bottom bar the phone number", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} AI Labs`);
  await expect(page.getByRole("button", { name: "Request a Callback" })).toBeVisible();
  await expect(page.getByRole("link", { name: /\+1 \(415\) 555-0142/ }).last()).toBeVisible();
});

test("records a page view on every route change", async ({ page }) => {
  const views: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/analytics/pageview")) views.push(JSON.parse(r.postData() ?? "{}").path);
  });
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Community" }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect.poll(() => views).toEqual(["/", "/community"]);
});

test("a visit from a tagged link gets the shared page, hydrates cleanly and records its campaign", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const views: { path?: string; utmSource?: string; utmCampaign?: string }[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/analytics/pageview")) views.push(JSON.parse(r.postData() ?? "{}"));
  });
  // The plain page first, so the tagged visit is served the copy it left (decision 0015).
  await page.request.get("/careers");
  const response = await page.goto(
    "/careers?utm_source=launch-mail&utm_medium=email&utm_campaign=e2e-probe&fbclid=x",
  );
  expect(response?.headers()["x-page-cache"]).toMatch(/^(hit|stale)$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect
    .poll(() => views.at(0))
    .toMatchObject({
      path: "/careers",
      utmSource: "launch-mail",
      utmCampaign: "e2e-probe",
    });
  expect(errors).toEqual([]);
});

test("home has no serious or critical accessibility violations", async ({ page }) => {
  await page.goto("/");
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the page fits the screen and the menu opens from its button", async ({ page }) => {
    await page.goto("/");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Corporate Training" }).first().click();
    await expect(page).toHaveURL(/\/corporate-training$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Corporate AI Training for Teams");
  });
});

test("every public route answers 200 with its own title and exactly one h1", async ({ request }) => {
  const paths = [
    "/",
    "/auth",
    "/forgot-password",
    "/reset-password",
    "/reset-password/some-token",
    "/courses",
    "/courses/checkout",
    "/courses/machine-learning",
    "/courses/deep-learning",
    "/courses/ai-engineers",
    "/courses/prompt-engineering",
    "/courses/ai-business",
    "/ai-bootcamp",
    "/ai-bootcamp/start",
    "/ai-bootcamp/apply",
    "/ai-bootcamp/enroll",
    "/ai-bootcamp/payment",
    "/ai-bootcamp/payment-success",
    "/sandbox",
    "/investors",
    "/about",
    "/community",
    "/corporate-training",
    "/blog",
    "/webinars",
    "/podcast",
    "/internship",
    "/careers",
    "/privacy",
    "/contact",
    "/payment-success",
    "/seo-preview",
    "/profile",
    "/search",
  ];
  const titles = new Map<string, string>();
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title, path).toBeTruthy();
    titles.set(path, title!);
    expect(html.match(/<h1[\s>]/g)?.length, `${path} h1 count`).toBe(1);
  }
  // Two spellings of the reset page share a title; every other page has its own.
  const distinct = new Set([...titles].filter(([p]) => !p.startsWith("/reset-password/")).map(([, t]) => t));
  expect(distinct.size).toBe(paths.length - 1);
  const bootcamp = await request.get("/bootcamp", { maxRedirects: 0 });
  expect(bootcamp.status()).toBe(301);
  expect(bootcamp.headers().location).toBe("/ai-bootcamp");
});
