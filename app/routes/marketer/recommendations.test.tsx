import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import { makeQueryClient } from "#app/lib/query-client.ts";
import type { AuditFinding } from "#contracts/seo-audit.ts";
import { type SemrushInsights, semrushMessages } from "#contracts/seo-semrush.ts";
import RecommendationsRoute, { meta } from "./recommendations.tsx";

const path = "/dashboard/digital-marketer/recommendations";

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const finding: AuditFinding = {
  path: "/courses/deep-learning",
  pageTitle: "Deep Learning | AI Labs",
  rule: "title-too-long",
  severity: "warning",
  message: "The title has 72 characters.",
  fix: "title",
  views: 1200,
};
const report = { units: 30, fetchedAt: "2026-11-28T08:00:00.000Z", error: null };
const configured: SemrushInsights = {
  configured: true,
  domain: "ailabs.academy",
  database: "us",
  organic: {
    ...report,
    rows: [
      {
        keyword: "ai engineering course",
        position: 3,
        volume: 2400,
        cpc: 4.1,
        url: "https://ailabs.academy/courses/ai-engineers",
        trafficPercent: 31.5,
      },
    ],
  },
  competitors: {
    rows: [],
    units: null,
    fetchedAt: null,
    error: "The Semrush account has no API units left: buy more units or wait for the next period.",
  },
  related: [
    {
      keyphrase: "prompt engineering",
      path: "/courses/prompt-engineering",
      ...report,
      units: 120,
      rows: [{ keyword: "prompt engineering course", volume: 1900, difficulty: 54, cpc: 3.2 }],
    },
  ],
};
const notConfigured: SemrushInsights = {
  configured: false,
  domain: "ailabs.academy",
  database: "us",
  organic: { rows: [], units: null, fetchedAt: null, error: null },
  competitors: { rows: [], units: null, fetchedAt: null, error: null },
  related: [],
};

function fakeApi(insights: SemrushInsights) {
  const sent: { method: string; url: URL }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const method = init?.method ?? "GET";
      sent.push({ method, url });
      if (url.pathname === "/api/seo/semrush") return json(insights);
      if (url.pathname === "/api/seo/semrush/refresh") return json(insights);
      if (url.pathname === "/api/seo/audit/findings")
        return json({ items: [finding], total: 1, page: 1, pageSize: 25 });
      return json({ error: "Not found" }, 404);
    }),
  );
  return sent;
}

function renderPage() {
  const router = createMemoryRouter([{ path, element: <RecommendationsRoute /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the API client reads the token from document.cookie.
  document.cookie = "XSRF-TOKEN=semrush-token; path=/";
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = "XSRF-TOKEN=; max-age=0; path=/";
});

describe("meta", () => {
  test("is a private portal page titled SEMrush Insights in the SEO portal", () => {
    const tags = meta({} as never) as Record<string, string>[];
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(tags.find((t) => "title" in t)?.title).toMatch(/^SEMrush Insights \| SEO Management \| AI Labs$/);
  });
});

describe("SEMrush Insights", () => {
  test("without the key it says what it needs, and shows the audit's findings with their fixes", async () => {
    fakeApi(notConfigured);
    renderPage();
    expect(await screen.findByText(semrushMessages.notConfigured)).toBeTruthy();
    const row = await screen.findByRole("row", { name: /Deep Learning \| AI Labs/ });
    expect(within(row).getByRole("link", { name: "Fix title of /courses/deep-learning" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Refresh/ })).toBeNull();
  });

  test("with the key it shows each report with the units it cost, and a refused one in words", async () => {
    fakeApi(configured);
    renderPage();
    const organic = await screen.findByRole("table", { name: "Organic keywords" });
    expect(within(organic).getByRole("row", { name: /ai engineering course/ }).textContent).toContain(
      "2,400",
    );
    expect(screen.getByText(/for 30 API units/)).toBeTruthy();
    expect(screen.getByText(/for 120 API units/)).toBeTruthy();
    expect(screen.getByRole("table", { name: "Keywords related to prompt engineering" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("no API units left");
  });

  test("refresh asks the server to read the reports again", async () => {
    const sent = fakeApi(configured);
    renderPage();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Refresh (spends API units)" }));
    expect(await screen.findByText(semrushMessages.refreshed)).toBeTruthy();
    expect(
      sent.some((call) => call.method === "POST" && call.url.pathname === "/api/seo/semrush/refresh"),
    ).toBe(true);
  });
});
