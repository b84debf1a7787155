import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { FilterSelect, labelledOptions } from "./filter-select.tsx";

afterEach(cleanup);

const colours = ["red", "blue"] as const;
const colourLabels = { red: "Red", blue: "Blue" };

describe("FilterSelect", () => {
  test("labels its select, lists the all option first, then the options with their labels", () => {
    render(
      <FilterSelect
        label="Filter by colour"
        allLabel="All colours"
        value="blue"
        options={labelledOptions(colours, colourLabels)}
        onChange={() => {}}
      />,
    );
    const select = screen.getByRole("combobox", { name: "Filter by colour" }) as HTMLSelectElement;
    expect(Array.from(select.options, (option) => [option.value, option.text])).toEqual([
      ["", "All colours"],
      ["red", "Red"],
      ["blue", "Blue"],
    ]);
    expect(select.value).toBe("blue");
  });

  test("reports the chosen value, and the empty value for the all option", () => {
    const onChange = vi.fn();
    render(
      <FilterSelect
        id="colour"
        label="Filter by colour"
        allLabel="All colours"
        value="red"
        options={labelledOptions(colours, colourLabels)}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole("combobox", { name: "Filter by colour" });
    expect(select.id).toBe("colour");
    fireEvent.change(select, { target: { value: "blue" } });
    fireEvent.change(select, { target: { value: "" } });
    expect(onChange.mock.calls).toEqual([["blue"], [""]]);
  });
});
