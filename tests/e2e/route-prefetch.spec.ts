import type { Page, Request } from "@playwright/test";
import { prefetchRouteLimit, prefetchRoutes } from "#contracts/route-prefetch.ts";
import { expect, test } from "./fixtures.ts";

// SPEC.md section 9: after load, at idle, up to 3 unvisited routes of the fixed list of 13 get their route
// modules prefetched (app/features/route-prefetch); never with Save-Data or on a 2g connection.

/** Every request the browser makes with a prefetch purpose (Sec-Purpose / Purpose: prefetch). */
function collectPrefetches(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request: Request) => {
    request
      .allHeaders()
      .then((headers) => {
        const purpose = headers["sec-purpose"] ?? headers.purpose ?? "";
        if (purpose.startsWith("prefetch")) paths.push(new URL(request.url()).pathname);
      })
      // A request still in flight when the test ends has no headers to read.
      .catch(() => {});
  });
  return paths;
}

async function prefetchLinks(page: Page) {
  return page
    .locator("link[rel=prefetch][data-route]")
    .evaluateAll((links) =>
      links.map((link) => ({ route: link.getAttribute("data-route")!, href: link.getAttribute("href")! })),
    );
}

async function prefetchedRoutes(page: Page): Promise<string[]> {
  await expect(page.locator("html")).toHaveAttribute("data-route-prefetch", /^\d+$/, { timeout: 15_000 });
  return [...new Set((await prefetchLinks(page)).map((link) => link.route))];
}

test("after load and idle, up to 3 unvisited listed routes have their modules prefetched", async ({
  page,
}) => {
  const requested = collectPrefetches(page);
  await page.goto("/");
  const routes = await prefetchedRoutes(page);
  expect(routes.length).toBeGreaterThanOrEqual(1);
  expect(routes.length).toBeLessThanOrEqual(prefetchRouteLimit);
  for (const route of routes) expect(prefetchRoutes).toContain(route);
  // A first visit takes the list from the top: the catalog first.
  expect(routes[0]).toBe("/courses");

  // The browser fetched each file with a prefetch purpose, and nothing else as a prefetch.
  const hrefs = (await prefetchLinks(page)).map((link) => link.href);
  await expect.poll(() => hrefs.every((href) => requested.includes(href)), { timeout: 10_000 }).toBe(true);
  expect(requested.every((path) => hrefs.includes(path))).toBe(true);

  // Those are the files the navigation loads: following the link renders the catalog.
  await page.getByRole("banner").getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("pages visited in this session and the current page are not prefetched", async ({ page }) => {
  await page.goto("/courses");
  await prefetchedRoutes(page);
  await page.goto("/ai-bootcamp");
  const routes = await prefetchedRoutes(page);
  expect(routes.length).toBeGreaterThanOrEqual(1);
  expect(routes).not.toContain("/courses");
  expect(routes).not.toContain("/ai-bootcamp");
});

for (const [name, connection] of [
  ["Save-Data", { saveData: true, effectiveType: "4g" }],
  ["a 2g connection", { saveData: false, effectiveType: "2g" }],
  ["a slow-2g connection", { saveData: false, effectiveType: "slow-2g" }],
] as const) {
  test(`nothing is prefetched with ${name}`, async ({ page }) => {
    await page.addInitScript((hints) => {
      Object.defineProperty(Navigator.prototype, "connection", {
        configurable: true,
        get: () => ({ ...hints, addEventListener() {}, removeEventListener() {} }),
      });
    }, connection);
    const requested = collectPrefetches(page);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-route-prefetch", "off", { timeout: 15_000 });
    expect(await prefetchLinks(page)).toEqual([]);
    // Give a late prefetch the time it would need to show up.
    await page.waitForTimeout(1000);
    expect(requested).toEqual([]);
  });
}
