import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { makeQueryClient } from "#app/lib/query-client.ts";
import type { PageSearch } from "#contracts/seo-search-console.ts";
import { SearchPerformance } from "./search-performance.tsx";

const zero = { clicks: 0, impressions: 0, ctr: 0, position: null };
const base: PageSearch = {
  path: "/courses/deep-learning",
  configured: true,
  syncedThrough: "2026-11-27",
  syncedAt: "2026-11-29T06:00:00.000Z",
  lastError: null,
  period: { from: "2026-10-31", to: "2026-11-27" },
  totals: { clicks: 120, impressions: 4000, ctr: 0.03, position: 6.4 },
  previous: { clicks: 100, impressions: 5000, ctr: 0.02, position: 8 },
  weeks: [{ week: "2026-11-23", clicks: 30, impressions: 900, ctr: 1 / 30, position: 6 }],
  queries: [
    {
      query: "deep learning course",
      clicks: 80,
      impressions: 2000,
      ctr: 0.04,
      position: 4.2,
      isKeyphrase: true,
    },
    {
      query: "what is a transformer",
      clicks: 40,
      impressions: 2000,
      ctr: 0.02,
      position: 9,
      isKeyphrase: false,
    },
  ],
  keyphrase: { phrase: "deep learning course", clicks: 80, impressions: 2000, ctr: 0.04, position: 4.2 },
};

function renderWith(answer: PageSearch) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () => new Response(JSON.stringify(answer), { headers: { "Content-Type": "application/json" } }),
    ),
  );
  const router = createMemoryRouter([{ path: "/", element: <SearchPerformance path={answer.path} /> }]);
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Google Search numbers on Keywords", () => {
  test("shows the 28 days beside the 28 before, the keyphrase's line, weeks and queries", async () => {
    renderWith(base);
    expect(await screen.findByText("Oct 31 to Nov 27", { exact: false })).toBeTruthy();
    expect(screen.getByText("120")).toBeTruthy();
    expect(screen.getByText("+20% on the 28 days before")).toBeTruthy();
    // Fewer impressions is a loss; a lower position (8 to 6.4) is a gain.
    const [impressions, position] = screen.getAllByText("-20% on the 28 days before");
    expect(impressions?.className).toContain("red");
    expect(position?.className).toContain("emerald");
    expect(
      screen.getByText(/and its synonyms: 80 clicks from 2,000 impressions, average position 4\.2/),
    ).toBeTruthy();
    const queries = screen.getByRole("region", { name: "Queries" });
    const row = within(queries).getByRole("row", { name: /deep learning course/ });
    expect(within(row).getByText("keyphrase")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Week by week" })).getByText("Nov 23")).toBeTruthy();
  });

  test("says how to connect Search Console when it is not configured", async () => {
    renderWith({
      ...base,
      configured: false,
      syncedThrough: null,
      period: null,
      totals: zero,
      previous: zero,
    });
    expect(await screen.findByText("SEARCH_CONSOLE_CREDENTIALS")).toBeTruthy();
    expect(screen.getByRole("link", { name: "SEO Settings" }).getAttribute("href")).toBe(
      "/dashboard/digital-marketer/seo-settings",
    );
  });

  test("keeps the last numbers and says the last reading failed", async () => {
    renderWith({ ...base, lastError: "Search Console's daily quota for this project is used up." });
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByText(/daily quota/)).toBeTruthy();
    expect(screen.getByText("120")).toBeTruthy();
  });
});
