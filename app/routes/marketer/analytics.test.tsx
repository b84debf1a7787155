import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { type AnalyticsOverview, addDays, analyticsMessages } from "#contracts/seo-analytics.ts";
import AnalyticsRoute, { meta } from "./analytics.tsx";

const path = "/dashboard/digital-marketer/analytics";
const today = new Date().toISOString().slice(0, 10);

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function overview(from: string, to: string): AnalyticsOverview {
  const traffic = (views: number, visitors: number, entries: number) => ({ views, visitors, entries });
  return {
    range: { from, to },
    previousRange: { from: addDays(from, -2), to: addDays(from, -1) },
    totals: traffic(1200, 400, 300),
    previousTotals: traffic(1000, 500, 300),
    days: [
      { day: from, ...traffic(700, 250, 200), previous: traffic(600, 300, 200) },
      { day: to, ...traffic(500, 150, 100), previous: traffic(400, 200, 100) },
    ],
    pages: [{ path: "/courses/ai-engineers", ...traffic(300, 120, 80) }],
    entryPages: [{ path: "/", ...traffic(200, 150, 140) }],
    referrers: [{ host: "www.google.com", ...traffic(90, 80, 90) }],
    campaigns: [],
    devices: [
      { device: "mobile", ...traffic(900, 300, 200) },
      { device: "desktop", ...traffic(300, 100, 100) },
    ],
    goals: [
      { goal: "newsletter", count: 8, previous: 4, rate: 0.02, previousRate: 0.008 },
      { goal: "contact", count: 0, previous: 0, rate: 0, previousRate: 0 },
      { goal: "callback", count: 1, previous: 2, rate: 0.0025, previousRate: 0.004 },
      { goal: "application", count: 2, previous: 0, rate: 0.005, previousRate: 0 },
      { goal: "purchase", count: 3, previous: 1, rate: 0.0075, previousRate: 0.002 },
    ],
    funnel: [
      { step: "visit", count: 400 },
      { step: "program", count: 100 },
      { step: "checkout", count: 10 },
      { step: "purchase", count: 3 },
    ],
    includesToday: to === today,
  };
}

function fakeApi(options: { fail?: boolean } = {}) {
  const asked: URL[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const url = new URL(input, "http://localhost");
      asked.push(url);
      if (options.fail) return json({ error: "Database unavailable" }, 503);
      if (url.pathname === "/api/seo/analytics")
        return json(overview(url.searchParams.get("from") ?? "", url.searchParams.get("to") ?? ""));
      return json({ error: "Not found" }, 404);
    }),
  );
  return asked;
}

function renderPage(entry = path) {
  const router = createMemoryRouter([{ path, element: <AnalyticsRoute /> }], { initialEntries: [entry] });
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=analytics-token; path=/";
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = "XSRF-TOKEN=; max-age=0; path=/";
});

describe("meta", () => {
  test("is a private portal page titled in the SEO portal", () => {
    const tags = meta({} as never) as Record<string, string>[];
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(tags.find((t) => "title" in t)?.title).toMatch(/^Analytics \| SEO Management \| AI Labs$/);
  });
});

describe("Analytics", () => {
  test("asks for the last 28 days and shows the figures beside the period before", async () => {
    const asked = fakeApi();
    renderPage();
    const views = (await screen.findByText("Page views")).closest("div") as HTMLElement;
    expect(within(views).getByText("1,200")).toBeTruthy();
    expect(within(views).getByText("+20%")).toBeTruthy();
    const visitors = screen.getByText("Visitors", { selector: "dt" }).closest("div") as HTMLElement;
    expect(within(visitors).getByText("-20%")).toBeTruthy();
    expect(screen.getByText("Pages per visit").closest("div")?.textContent).toContain("4.0");
    expect(asked[0]?.searchParams.get("from")).toBe(addDays(today, -27));
    expect(asked[0]?.searchParams.get("to")).toBe(today);
  });

  test("shows goals with conversion rates, the funnel and the ranked lists with their CSV", async () => {
    fakeApi();
    renderPage();
    const goals = await screen.findByRole("region", { name: "Goals" });
    const newsletter = within(goals).getByRole("row", { name: /Newsletter sign-up/ });
    expect(within(newsletter).getByText("2%")).toBeTruthy();
    expect(within(newsletter).getByText("+100%")).toBeTruthy();
    expect(within(goals).getByRole("row", { name: /Bootcamp application/ }).textContent).toContain(
      "New in this period",
    );
    const funnel = screen.getByRole("list");
    expect(within(funnel).getByText("25% of the step before")).toBeTruthy();
    const pages = screen.getByRole("region", { name: "Top pages" });
    expect(within(pages).getByRole("row", { name: /\/courses\/ai-engineers/ }).textContent).toContain("300");
    const csv = within(pages).getByRole("link", { name: "CSV of top pages" });
    expect(csv.getAttribute("href")).toBe(
      `/api/seo/analytics/export?from=${addDays(today, -27)}&to=${today}&report=pages`,
    );
    expect(screen.getByText(/No visit came through a tagged link/)).toBeTruthy();
    const devices = screen.getByRole("region", { name: "Devices" });
    expect(within(devices).getByRole("row", { name: /Mobile/ }).textContent).toContain("75%");
  });

  test("a preset goes to the URL and the query; the comparison can be hidden", async () => {
    const asked = fakeApi();
    const router = renderPage();
    await screen.findByText("Page views");
    await userEvent.selectOptions(screen.getByLabelText("Date range"), "7");
    expect(router.state.location.search).toBe("?days=7");
    await vi.waitFor(() => expect(asked.at(-1)?.searchParams.get("from")).toBe(addDays(today, -6)));
    await userEvent.click(screen.getByLabelText("Compare with the period before"));
    expect(router.state.location.search).toBe("?days=7&compare=0");
    const goals = screen.getByRole("region", { name: "Goals" });
    expect(within(goals).queryByText("Period before")).toBeNull();
  });

  test("chosen dates are checked before asking, keep what was typed, and go to the URL", async () => {
    const asked = fakeApi();
    const router = renderPage();
    await screen.findByText("Page views");
    await userEvent.selectOptions(screen.getByLabelText("Date range"), "custom");
    const from = screen.getByLabelText("From");
    const to = screen.getByLabelText("To");
    await userEvent.clear(from);
    await userEvent.type(from, "2026-10-10");
    await userEvent.clear(to);
    await userEvent.type(to, "2026-10-01");
    const requests = asked.length;
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(await screen.findByText(analyticsMessages.rangeBackwards)).toBeTruthy();
    expect(from.getAttribute("aria-invalid")).toBe("true");
    expect((from as HTMLInputElement).value).toBe("2026-10-10");
    expect(asked.length).toBe(requests);
    await userEvent.clear(to);
    await userEvent.type(to, "2026-10-31");
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(router.state.location.search).toBe("?from=2026-10-10&to=2026-10-31");
    await vi.waitFor(() => expect(asked.at(-1)?.searchParams.get("to")).toBe("2026-10-31"));
    expect(screen.queryByText(analyticsMessages.rangeBackwards)).toBeNull();
  });

  test("a failed load says so with the server's reason and a way to retry", async () => {
    fakeApi({ fail: true });
    renderPage();
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert.textContent).toContain(analyticsMessages.loadFailed);
    expect(screen.getByRole("button", { name: /try again/i })).toBeTruthy();
  });
});
