import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { ActiveBadge } from "./active-badge.tsx";
import { Table, tableCell, tableRow } from "./table.tsx";

afterEach(cleanup);

describe("Table", () => {
  test("names the table and its scrolling region by the caption, with the given columns", () => {
    render(
      <Table
        caption="Widgets"
        minWidth="min-w-[40rem]"
        columns={[{ label: "Name" }, { label: "Price", align: "right" }, { label: "Actions", srOnly: true }]}
      >
        <tr>
          <th scope="row">Spanner</th>
          <td>3</td>
          <td>
            <ActiveBadge active={false} />
          </td>
        </tr>
      </Table>,
    );
    const table = screen.getByRole("table", { name: "Widgets" });
    expect(table.className).toBe("w-full min-w-[40rem] border-collapse text-left text-sm");
    const region = screen.getByRole("region", { name: "Widgets" });
    expect(region.tabIndex).toBe(0);
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((th) => th.textContent)).toEqual(["Name", "Price", "Actions"]);
    expect(headers.map((th) => th.className)).toEqual(["px-4 py-3", "px-4 py-3 text-right", "px-4 py-3"]);
    expect(headers[2]?.querySelector(".sr-only")?.textContent).toBe("Actions");
    expect(within(table).getByRole("row", { name: /Spanner 3 Inactive/ })).toBeTruthy();
  });

  test("cell and row classes", () => {
    expect(tableCell()).toBe("px-4 py-3");
    expect(tableCell("whitespace-nowrap", false)).toBe("px-4 py-3 whitespace-nowrap");
    expect(tableRow({})).toBe("");
    expect(tableRow({ inactive: true })).toBe("bg-slate-50 text-slate-600");
    expect(tableRow({ selected: true })).toBe("bg-indigo-50");
  });
});

test("a description shows the caption as the table's title; a footer holds the totals", () => {
  render(
    <Table
      caption="Revenue"
      description="The last 12 months."
      minWidth="min-w-[20rem]"
      columns={[{ label: "Month" }, { label: "Bar", srOnly: true, className: "hidden sm:table-cell" }]}
      footer={
        <tr>
          <th scope="row">Total</th>
          <td>9</td>
        </tr>
      }
      className="mt-3"
    >
      <tr>
        <th scope="row">May</th>
        <td>9</td>
      </tr>
    </Table>,
  );
  const table = screen.getByRole("table", { name: "Revenue The last 12 months." });
  expect(table.querySelector("caption")?.className).not.toContain("sr-only");
  expect(screen.getByRole("region", { name: /^Revenue/ }).className).toMatch(/ mt-3$/);
  expect(within(table).getAllByRole("columnheader")[1]?.className).toBe("px-4 py-3 hidden sm:table-cell");
  expect(table.querySelector("tfoot")?.textContent).toBe("Total9");
});
