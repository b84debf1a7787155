import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { makeQueryClient } from "#app/lib/query-client.ts";
import { type SeoPageRow, type SeoPagesPage, seoPagesMessages } from "#contracts/seo-pages.ts";
import PageManagementRoute, { meta } from "./page-management.tsx";

function pageRow(overrides: Partial<SeoPageRow> = {}): SeoPageRow {
  return {
    path: "/courses/deep-learning",
    title: "Deep Learning Course | AI Labs",
    pageType: "course",
    indexable: true,
    overridden: false,
    views: 1234,
    modifiedAt: "2026-11-02T09:00:00.000Z",
    score: 72,
    issues: 3,
    ...overrides,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** A fake of GET /api/seo/pages answering from a list, and the queries the page sent. */
function fakeApi(rows: SeoPageRow[], options: { status?: number } = {}) {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const url = new URL(input, "http://localhost");
      if (url.pathname !== "/api/seo/pages") return json({ error: "Not found" }, 404);
      queries.push(url.searchParams);
      if (options.status) return json({ error: "Boom", errors: [{ message: "Boom" }] }, options.status);
      const q = (url.searchParams.get("q") ?? "").toLowerCase();
      const type = url.searchParams.get("type");
      const indexable = url.searchParams.get("indexable");
      const page = Number(url.searchParams.get("page") ?? "1");
      const pageSize = Number(url.searchParams.get("pageSize") ?? "25");
      const matches = rows.filter(
        (row) =>
          (!q || `${row.path} ${row.title}`.toLowerCase().includes(q)) &&
          (!type || row.pageType === type) &&
          (!indexable || row.indexable === (indexable === "yes")),
      );
      const body: SeoPagesPage = {
        items: matches.slice((page - 1) * pageSize, page * pageSize),
        total: matches.length,
        page,
        pageSize,
      };
      return json(body);
    }),
  );
  return { queries };
}

const path = "/dashboard/digital-marketer/page-management";

function renderPage(entry = path) {
  const router = createMemoryRouter([{ path, element: <PageManagementRoute /> }], {
    initialEntries: [entry],
  });
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("meta", () => {
  test("is a private portal page titled in the SEO portal", () => {
    const tags = meta({} as never) as Record<string, string>[];
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(tags.find((t) => "title" in t)?.title).toMatch(/^Page Management \| SEO Management \| AI Labs$/);
  });
});

describe("Page Management", () => {
  test("lists each page with title, path, type, indexing, views and date, and links to its preview", async () => {
    fakeApi([
      pageRow(),
      pageRow({
        path: "/blog/hidden",
        title: "Hidden post",
        pageType: "article",
        indexable: false,
        overridden: true,
        views: 0,
        modifiedAt: null,
        score: null,
        issues: null,
      }),
    ]);
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Page Management" })).toBeTruthy();
    const course = await screen.findByRole("row", { name: /Deep Learning Course/ });
    expect(within(course).getByText("/courses/deep-learning")).toBeTruthy();
    expect(within(course).getByText("Course")).toBeTruthy();
    expect(within(course).getByText("Indexed")).toBeTruthy();
    expect(within(course).getByText("1,234")).toBeTruthy();
    expect(within(course).getByText("Nov 2, 2026")).toBeTruthy();
    expect(
      within(course)
        .getByRole("link", { name: "Search preview of /courses/deep-learning" })
        .getAttribute("href"),
    ).toBe("/seo-preview?path=%2Fcourses%2Fdeep-learning");
    expect(
      within(course)
        .getByRole("link", { name: /Open \/courses\/deep-learning/ })
        .getAttribute("href"),
    ).toBe("/courses/deep-learning");
    expect(
      within(course)
        .getByRole("link", { name: "Edit metadata of /courses/deep-learning" })
        .getAttribute("href"),
    ).toBe("/dashboard/digital-marketer/meta-tags?path=%2Fcourses%2Fdeep-learning");
    expect(within(course).getByText("72")).toBeTruthy();
    expect(
      within(course).getByRole("link", { name: "3 issues on /courses/deep-learning" }).getAttribute("href"),
    ).toBe("/dashboard/digital-marketer/content-audit?q=%2Fcourses%2Fdeep-learning");
    const hidden = screen.getByRole("row", { name: /Hidden post/ });
    expect(within(hidden).getByText("Not audited")).toBeTruthy();
    expect(within(hidden).getByText("Not indexed")).toBeTruthy();
    expect(within(hidden).getByText("Edited metadata")).toBeTruthy();
    expect(within(hidden).getByText("Not recorded")).toBeTruthy();
  });

  test("search and filters go to the URL and the query; clearing them shows every page again", async () => {
    const { queries } = fakeApi([
      pageRow(),
      pageRow({ path: "/blog/intro", title: "Intro post", pageType: "article", indexable: false }),
    ]);
    const router = renderPage();
    await screen.findByRole("row", { name: /Intro post/ });
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText("Filter by type"), "article");
    await waitFor(() => expect(router.state.location.search).toBe("?type=article"));
    await waitFor(() => expect(screen.queryByRole("row", { name: /Deep Learning/ })).toBeNull());
    expect(queries.at(-1)?.get("type")).toBe("article");

    await user.selectOptions(screen.getByLabelText("Filter by indexing"), "yes");
    expect(await screen.findByText(seoPagesMessages.noPages)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear search and filters" }));
    await screen.findByRole("row", { name: /Deep Learning/ });
    expect(router.state.location.search).toBe("");

    await user.type(screen.getByLabelText("Search"), "intro");
    await waitFor(() => expect(router.state.location.search).toBe("?q=intro"));
    await waitFor(() => expect(screen.queryByRole("row", { name: /Deep Learning/ })).toBeNull());
    expect(screen.getByRole("row", { name: /Intro post/ })).toBeTruthy();
  });

  test("reads its filters from the URL it is opened at", async () => {
    const { queries } = fakeApi([pageRow()]);
    renderPage(`${path}?type=course&indexable=no&page=2&q=deep`);
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    const sent = queries[0];
    expect(sent?.get("type")).toBe("course");
    expect(sent?.get("indexable")).toBe("no");
    expect(sent?.get("page")).toBe("2");
    expect(sent?.get("q")).toBe("deep");
    expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe("deep");
  });

  test("a failed load says so and offers to try again", async () => {
    fakeApi([pageRow()], { status: 500 });
    renderPage();
    expect(await screen.findByText(`${seoPagesMessages.loadFailed}: Boom`)).toBeTruthy();
    fakeApi([pageRow()]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("row", { name: /Deep Learning Course/ })).toBeTruthy();
  });
});
