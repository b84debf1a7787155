import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { type AuditOverview, auditMessages } from "#contracts/seo-audit.ts";
import { AuditHighlights } from "./audit-highlights.tsx";

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const done = {
  id: "r",
  status: "done",
  startedAt: "2026-11-28T08:00:00.000Z",
  finishedAt: "2026-11-28T08:00:30.000Z",
  startedBy: "Sam Patel",
  pagesTotal: 47,
  pagesDone: 47,
  score: 91,
  errors: 0,
  warnings: 4,
  notices: 2,
  failure: null,
} as const;

function fakeApi(overview: AuditOverview) {
  const sent: URL[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const url = new URL(input, "http://localhost");
      sent.push(url);
      if (url.pathname === "/api/seo/audit") return json(overview);
      if (url.pathname === "/api/seo/audit/findings") {
        const items = overview.lastDone
          ? [
              {
                path: "/",
                pageTitle: "Home",
                rule: "title-too-long",
                severity: "warning",
                message: "Long",
                fix: "title",
                views: 900,
              },
            ]
          : [];
        return json({ items, total: items.length, page: 1, pageSize: 5 });
      }
      return json({ error: "Not found" }, 404);
    }),
  );
  return sent;
}

function renderIt() {
  const router = createMemoryRouter([{ path: "/", element: <AuditHighlights /> }]);
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

describe("AuditHighlights", () => {
  test("shows the site score and the top findings, each with its fix", async () => {
    const sent = fakeApi({ current: done, lastDone: done, history: [], ruleCounts: [] });
    renderIt();
    expect(await screen.findByText("91")).toBeTruthy();
    const top = await screen.findByRole("list", { name: "Top findings" });
    expect(within(top).getByText("Title too long")).toBeTruthy();
    expect(within(top).getByRole("link", { name: "Fix title of /" }).getAttribute("href")).toBe(
      "/dashboard/digital-marketer/meta-tags?path=%2F&field=title",
    );
    expect(sent.find((url) => url.pathname === "/api/seo/audit/findings")?.searchParams.get("pageSize")).toBe(
      "5",
    );
  });

  test("before the first audit it says so and links to run one", async () => {
    fakeApi({ current: null, lastDone: null, history: [], ruleCounts: [] });
    renderIt();
    expect(await screen.findByText(auditMessages.neverRun, { exact: false })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Run the first one" }).getAttribute("href")).toBe(
      "/dashboard/digital-marketer/content-audit",
    );
  });
});
