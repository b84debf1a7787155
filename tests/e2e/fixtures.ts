import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

// Pages paint before their scripts start (app/lib/defer-scripts.server.ts). Forms keep what is typed
// before hydration (decision 0021, tests/e2e/prehydration-input.spec.ts), but a person waits for the page
// to answer; the journeys do too: after every navigation by goto or reload they wait for the root's hydration mark
// (app/root.tsx sets html[data-hydrated]). Pages made by hand (browser.newPage) go through hydrating().
async function waitForHydration(page: Page, response: Awaited<ReturnType<Page["goto"]>>) {
  const type = response?.headers()["content-type"] ?? "";
  if (type.includes("text/html")) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export function hydrating(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForHydration(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForHydration(page, response);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without scripts nothing hydrates: those journeys test the plain HTML.
    await use(javaScriptEnabled === false ? page : hydrating(page));
  },
});
