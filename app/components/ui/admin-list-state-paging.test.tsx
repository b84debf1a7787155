import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { AdminListState } from "./admin-list-state.tsx";

type Page = { items: string[]; total: number; pageSize: number };

afterEach(cleanup);

function renderPaged(data: Page, page: number) {
  const onPage = vi.fn();
  render(
    <AdminListState
      query={{ isPending: false, isError: false, isFetching: false, error: null, data, refetch: vi.fn() }}
      noun={["widget", "widgets"]}
      loadFailed="Could not load the widgets"
      empty={{
        filtered: false,
        filteredMessage: "No widgets match.",
        noneMessage: "No widgets yet.",
        clearLabel: "Clear filters",
        onClear: vi.fn(),
      }}
      paging={{ label: "Pages of widgets", page, onPage }}
    >
      {(result) => (
        <ul aria-label="Widgets">
          {result.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </AdminListState>,
  );
  return onPage;
}

test("paging draws the kit's pagination below the list, counting with the list's noun", async () => {
  const onPage = renderPaged({ items: ["a", "b"], total: 3, pageSize: 2 }, 1);
  const nav = screen.getByRole("navigation", { name: "Pages of widgets" });
  expect(within(nav).getByText("Showing 1–2 of 3 widgets")).toBeTruthy();
  await userEvent.setup().click(within(nav).getByRole("button", { name: "Next" }));
  expect(onPage).toHaveBeenCalledWith(2);
});

test("without onFirstPage, a page past the end goes to page 1 through paging", async () => {
  const onPage = renderPaged({ items: [], total: 3, pageSize: 2 }, 4);
  await userEvent.setup().click(screen.getByRole("button", { name: "Go to the first page" }));
  expect(onPage).toHaveBeenCalledWith(1);
});
