import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Pagination, pageRangeText } from "./pagination.tsx";

afterEach(cleanup);

describe("Pagination with buttons", () => {
  function renderButtons(page: number, total: number, shown: number) {
    const onPage = vi.fn();
    render(
      <Pagination
        label="Pages of widgets"
        noun={["widget", "widgets"]}
        page={page}
        pageSize={20}
        total={total}
        shown={shown}
        onPage={onPage}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Pages of widgets" });
    const button = (name: string) => within(nav).getByRole("button", { name }) as HTMLButtonElement;
    return { onPage, nav, button };
  }

  test("counts what is shown and steps forward from the first page", async () => {
    const { onPage, nav, button } = renderButtons(1, 25, 20);
    expect(within(nav).getByText("Showing 1–20 of 25 widgets")).toBeTruthy();
    expect(within(nav).getByText("Page 1 of 2")).toBeTruthy();
    expect(button("Previous").disabled).toBe(true);
    await userEvent.setup().click(button("Next"));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  test("on the last page Next is off and Previous steps back", async () => {
    const { onPage, button } = renderButtons(2, 25, 5);
    expect(screen.getByText("Showing 21–25 of 25 widgets")).toBeTruthy();
    expect(button("Next").disabled).toBe(true);
    await userEvent.setup().click(button("Previous"));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  test("a page past the end shows the last page as current and the total", () => {
    const { button } = renderButtons(5, 1, 0);
    expect(screen.getByText("1 widget in all")).toBeTruthy();
    expect(screen.getByText("Page 1 of 1")).toBeTruthy();
    expect(button("Next").disabled).toBe(true);
    expect(button("Previous").disabled).toBe(false);
  });

  test("range text uses the singular for one item and an en dash for the range", () => {
    const counts = { pageSize: 10, noun: ["lead", "leads"] as const };
    expect(pageRangeText({ ...counts, page: 1, total: 1, shown: 1 })).toBe("Showing 1–1 of 1 lead");
    expect(pageRangeText({ ...counts, page: 3, total: 23, shown: 3 })).toBe("Showing 21–23 of 23 leads");
    expect(pageRangeText({ ...counts, page: 1, total: 0, shown: 0 })).toBe("0 leads in all");
  });
});

describe("Pagination with links", () => {
  function renderLinks(page: number, pageCount: number) {
    const router = createMemoryRouter(
      [
        {
          path: "/list",
          element: (
            <Pagination
              label="Article pages"
              page={page}
              pageCount={pageCount}
              hrefFor={(n) => `/list?page=${n}`}
            />
          ),
        },
      ],
      { initialEntries: ["/list"] },
    );
    render(<RouterProvider router={router} />);
    return screen.getByRole("navigation", { name: "Article pages" });
  }

  test("links every page, marks the current one and links its neighbours", () => {
    const nav = renderLinks(2, 3);
    const numbered = within(nav).getAllByRole("link", { name: /^Page \d$/ });
    expect(numbered.map((link) => link.getAttribute("href"))).toEqual([
      "/list?page=1",
      "/list?page=2",
      "/list?page=3",
    ]);
    expect(numbered.map((link) => link.getAttribute("aria-current"))).toEqual([null, "page", null]);
    const previous = within(nav).getByRole("link", { name: "Previous" });
    expect([previous.getAttribute("href"), previous.getAttribute("rel")]).toEqual(["/list?page=1", "prev"]);
    const next = within(nav).getByRole("link", { name: "Next" });
    expect([next.getAttribute("href"), next.getAttribute("rel")]).toEqual(["/list?page=3", "next"]);
  });

  test("no Previous on the first page, no Next on the last", () => {
    let nav = renderLinks(1, 2);
    expect(within(nav).queryByRole("link", { name: "Previous" })).toBeNull();
    expect(within(nav).getByRole("link", { name: "Next" })).toBeTruthy();
    cleanup();
    nav = renderLinks(2, 2);
    expect(within(nav).getByRole("link", { name: "Previous" })).toBeTruthy();
    expect(within(nav).queryByRole("link", { name: "Next" })).toBeNull();
  });
});
