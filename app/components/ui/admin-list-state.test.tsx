import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { type AdminListEmpty, AdminListState } from "./admin-list-state.tsx";
import type { AdminQuery } from "./admin-query-gate.tsx";

type Page = { items: string[]; total: number };

function query(overrides: Partial<AdminQuery<Page>> = {}): AdminQuery<Page> {
  return {
    isPending: false,
    isError: false,
    isFetching: false,
    error: null,
    data: undefined,
    refetch: vi.fn(),
    ...overrides,
  };
}

function renderList(q: AdminQuery<Page>, empty: Partial<AdminListEmpty> = {}, alignStart = false) {
  const handlers = { onClear: vi.fn(), onFirstPage: vi.fn() };
  const view = render(
    <AdminListState
      query={q}
      noun={["widget", "widgets"]}
      loadFailed="Could not load the widgets"
      empty={{
        filtered: false,
        filteredMessage: "No widgets match.",
        noneMessage: "No widgets yet.",
        clearLabel: "Clear filters",
        onClear: handlers.onClear,
        ...empty,
      }}
      onFirstPage={handlers.onFirstPage}
      alignStart={alignStart}
      footer={(data) => <p>footer of {data.total}</p>}
    >
      {(data) => (
        <ul aria-label="Widgets">
          {data.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </AdminListState>,
  );
  return { ...handlers, ...view };
}

afterEach(cleanup);

describe("AdminListState", () => {
  test("shows a spinner named after the plural noun while the first page loads", () => {
    renderList(query({ isPending: true }));
    expect(screen.getByRole("status").textContent).toBe("Loading widgets...");
    expect(screen.queryByText(/footer/)).toBeNull();
  });

  test("a failed first load shows the message and Try again refetches", async () => {
    const refetch = vi.fn();
    renderList(query({ isError: true, error: new Error("Boom"), refetch }));
    expect(screen.getByText("Could not load the widgets: Boom")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  test("a failed refetch keeps the page that is already on screen", () => {
    renderList(query({ isError: true, error: new Error("Boom"), data: { items: ["a"], total: 1 } }));
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(screen.getByRole("list", { name: "Widgets" })).toBeTruthy();
  });

  test("renders the rows and footer, counting with the right noun", () => {
    renderList(query({ data: { items: ["a", "b"], total: 2 } }));
    expect(screen.getByRole("status").textContent).toBe("2 widgets found");
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["a", "b"]);
    expect(screen.getByText("footer of 2")).toBeTruthy();
    cleanup();
    renderList(query({ data: { items: ["a"], total: 1 } }));
    expect(screen.getByRole("status").textContent).toBe("1 widget found");
  });

  test("while the next page loads the old one stays, marked busy", () => {
    const { container } = renderList(query({ isFetching: true, data: { items: ["a"], total: 1 } }));
    expect(screen.getByRole("status").textContent).toBe("Loading widgets...");
    expect(container.querySelector("[aria-busy='true']")).not.toBeNull();
  });

  test("a page past the end offers the first page", async () => {
    const { onFirstPage, onClear } = renderList(query({ data: { items: [], total: 3 } }), { filtered: true });
    expect(screen.getByText("This page is past the end of the list.")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Go to the first page" }));
    expect(onFirstPage).toHaveBeenCalledTimes(1);
    expect(onClear).not.toHaveBeenCalled();
  });

  test("nothing matching the filters offers to clear them", async () => {
    const { onClear } = renderList(query({ data: { items: [], total: 0 } }), {
      filtered: true,
      clearLabel: "Clear search and filter",
    });
    expect(screen.getByText("No widgets match.")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Clear search and filter" }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  test("an empty list with no filter says so and offers no button", () => {
    renderList(query({ data: { items: [], total: 0 } }));
    expect(screen.getByText("No widgets yet.")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("0 widgets found");
  });

  test("alignStart keeps the list and the error at the top of a stretched row", () => {
    const { container } = renderList(query({ data: { items: ["a"], total: 1 } }), {}, true);
    expect(container.querySelector("[aria-busy]")?.className).toBe("grid grid-cols-1 content-start gap-4");
    cleanup();
    const failed = renderList(query({ isError: true, error: new Error("Boom") }), {}, true);
    expect(failed.container.firstElementChild?.className).toBe(
      "grid content-start justify-items-start gap-3",
    );
  });
});
