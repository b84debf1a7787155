import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { clearToasts } from "#app/components/ui/use-toast.ts";
import type { PageSummary } from "#contracts/page-builder.ts";
import {
  builderPath,
  json,
  pageId,
  renderPageBuilder,
  searchOf,
  stubApi,
  summary,
} from "./page-builder.test-support.tsx";

// The page builder's list (issue 21): its empty state, its rows, paging and filtering through the URL, and
// deleting behind a question. Only fetch is stubbed.

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

function listAnswer(items: PageSummary[], total = items.length, page = 1) {
  return json({ items, total, page, pageSize: 20 });
}

describe("the page list", () => {
  test("with no pages, says so and offers the first one", async () => {
    stubApi((call) => (call.path === "/api/admin/pages" ? listAnswer([]) : undefined));
    renderPageBuilder();
    expect(
      await screen.findByText("No pages yet. Create the first one from a template or a blank page."),
    ).toBeTruthy();
    // The empty state's button and the toolbar's both open the dialog.
    expect(screen.getAllByRole("button", { name: "New page" })).toHaveLength(2);
  });

  test("shows each page's title, path, status, unpublished changes and who changed it last", async () => {
    stubApi((call) =>
      call.path === "/api/admin/pages"
        ? listAnswer([
            summary(),
            summary({
              id: "b0000000-0000-4000-8000-000000000002",
              title: "Spring open day",
              path: "/open-day",
              status: "published",
              publishedAt: "2026-11-01T09:00:00.000Z",
              unpublishedChanges: true,
              updatedBy: null,
            }),
          ])
        : undefined,
    );
    renderPageBuilder();
    const table = await screen.findByRole("table", { name: "Pages" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole("link", { name: "AI for managers" })
        .getAttribute("href"),
    ).toBe(`${builderPath}?edit=${pageId}`);
    expect(within(rows[0] as HTMLElement).getByText("Draft")).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText("by Grace Admin")).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByRole("link", { name: /View .* live/ })).toBeNull();
    const second = rows[1] as HTMLElement;
    expect(within(second).getByText("/open-day")).toBeTruthy();
    expect(within(second).getByText("Published")).toBeTruthy();
    expect(within(second).getByText("Unpublished changes")).toBeTruthy();
    expect(
      within(second)
        .getByRole("link", { name: "View Spring open day live (opens in a new tab)" })
        .getAttribute("href"),
    ).toBe("/open-day");
    expect(screen.getByText("2 pages found")).toBeTruthy();
  });

  test("pages through the list with the page in the URL", async () => {
    const { calls } = stubApi((call) => {
      if (call.path !== "/api/admin/pages") return undefined;
      const page = Number(call.search.get("page") ?? "1");
      const items = Array.from({ length: page === 1 ? 20 : 5 }, (_, index) =>
        summary({
          id: `b0000000-0000-4000-8000-0000000000${String(index + (page - 1) * 20).padStart(2, "0")}`,
          title: `Page ${index + 1 + (page - 1) * 20}`,
        }),
      );
      return listAnswer(items, 25, page);
    });
    const { router } = renderPageBuilder();
    expect(await screen.findByText("Showing 1–20 of 25 pages")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Showing 21–25 of 25 pages")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Page 21" })).toBeTruthy();
    expect(searchOf(router)).toEqual({ page: "2" });
    expect(calls.some((call) => call.path === "/api/admin/pages" && call.search.get("page") === "2")).toBe(
      true,
    );
  });

  test("filters by status and search from the URL, and clears them", async () => {
    const { calls } = stubApi((call) => (call.path === "/api/admin/pages" ? listAnswer([]) : undefined));
    const { router } = renderPageBuilder(`${builderPath}?status=scheduled&q=spring`);
    expect(await screen.findByText("No page matches this search or status.")).toBeTruthy();
    const read = calls.find((call) => call.path === "/api/admin/pages");
    expect(read?.search.get("status")).toBe("scheduled");
    expect(read?.search.get("q")).toBe("spring");
    expect((screen.getByRole("searchbox", { name: "Search pages" }) as HTMLInputElement).value).toBe(
      "spring",
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Clear search and status" }));
    await waitFor(() => expect(searchOf(router)).toEqual({}));
  });

  test("deletes a page only after the question, then reads the list again", async () => {
    let pages = [summary({ status: "published", publishedAt: "2026-11-01T09:00:00.000Z" })];
    const { calls } = stubApi((call) => {
      if (call.path === "/api/admin/pages") return listAnswer(pages);
      if (call.path === `/api/admin/pages/${pageId}` && call.method === "DELETE") {
        pages = [];
        return json({ message: "Deleted" });
      }
      return undefined;
    });
    renderPageBuilder();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete AI for managers" }));
    const dialog = await screen.findByRole("dialog", { name: 'Delete "AI for managers"?' });
    expect(within(dialog).getByText(/\/ai-for-managers stops being served/)).toBeTruthy();
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Delete page" }));
    expect(
      await screen.findByText("No pages yet. Create the first one from a template or a blank page."),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
  });
});
