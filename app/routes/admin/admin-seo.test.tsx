import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { makeQueryClient } from "#app/lib/query-client.ts";
import type { AdminUsersPage } from "#contracts/admin-users.ts";
import type { AuditLogPage } from "#contracts/audit-log.ts";
import AdminSeoRoute, { meta } from "./admin-seo.tsx";

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function fakeApi(options: {
  marketers?: AdminUsersPage["items"];
  changes?: AuditLogPage["items"];
  fail?: boolean;
}) {
  const urls: URL[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const url = new URL(input, "http://localhost");
      urls.push(url);
      if (options.fail) return json({ error: "Boom" }, 500);
      if (url.pathname === "/api/admin/users") {
        const items = options.marketers ?? [];
        return json({ items, total: items.length, page: 1, pageSize: 50 } satisfies AdminUsersPage);
      }
      if (url.pathname === "/api/admin/audit-log") {
        const items = options.changes ?? [];
        return json({
          items,
          total: items.length,
          page: 1,
          pageSize: 8,
          entityTypes: [],
        } satisfies AuditLogPage);
      }
      return json({ error: "Not found" }, 404);
    }),
  );
  return urls;
}

function renderPage() {
  const router = createMemoryRouter([{ path: "/dashboard/admin/seo", element: <AdminSeoRoute /> }], {
    initialEntries: ["/dashboard/admin/seo"],
  });
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

describe("SEO Manager", () => {
  test("is a private page titled SEO Manager", () => {
    const tags = meta({} as never) as Record<string, string>[];
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(tags.find((t) => "title" in t)?.title).toMatch(/^SEO \| SEO Manager \| AI Labs$/);
  });

  test("links the workbench's pages, says what each does, lists marketers and SEO changes", async () => {
    const urls = fakeApi({
      marketers: [
        {
          id: "m1",
          name: "Sam Patel",
          username: "sam",
          email: "sam@example.com",
          role: "digital_marketer",
          active: true,
          createdAt: "2026-01-01T00:00:00.000Z",
        },
      ],
      changes: [
        {
          id: "e1",
          at: "2026-11-28T10:00:00.000Z",
          actorId: "m1",
          actorName: "Sam Patel",
          actorRole: "digital_marketer",
          action: "seo.metadata.update",
          entityType: "page_metadata",
          entityId: "/courses/ai-business",
          summary: "seo.metadata.update: title",
          before: null,
          after: null,
          requestId: null,
        },
      ],
    });
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "SEO Manager" })).toBeTruthy();
    const tools = screen.getByRole("region", { name: "The workbench" });
    expect(within(tools).getByRole("link", { name: "Page Management" }).getAttribute("href")).toBe(
      "/dashboard/digital-marketer/page-management",
    );
    expect(within(tools).getByRole("link", { name: "Meta Tags" })).toBeTruthy();
    // Each page says what it does; the SEO portal has no placeholder left.
    expect(within(tools).getByText(/goals and the funnel over any range/)).toBeTruthy();
    expect(within(tools).queryByText(/^Coming:/)).toBeNull();
    expect(within(tools).queryByText("Ready to use.")).toBeNull();
    expect(await screen.findByText("Sam Patel", { selector: "span.font-medium" })).toBeTruthy();
    expect(await screen.findByText("/courses/ai-business")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Every SEO change in the audit log" }).getAttribute("href")).toBe(
      "/dashboard/admin/audit-log?q=seo.",
    );
    const users = urls.find((url) => url.pathname === "/api/admin/users");
    expect(users?.searchParams.get("role")).toBe("digital_marketer");
    const audit = urls.find((url) => url.pathname === "/api/admin/audit-log");
    expect(audit?.searchParams.get("q")).toBe("seo.");
  });

  test("says when nobody is a marketer and nothing changed yet", async () => {
    fakeApi({});
    renderPage();
    expect(await screen.findByText(/No digital marketer accounts yet/)).toBeTruthy();
    expect(await screen.findByText(/No page's metadata has been changed yet/)).toBeTruthy();
  });
});
