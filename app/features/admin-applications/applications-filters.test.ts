import { describe, expect, it } from "vitest";
import {
  applicationsQuery,
  boardQuery,
  filtersToParams,
  readFilters,
  readView,
} from "./applications-filters.ts";

describe("the pipeline's URL", () => {
  it("reads valid filters and drops bad ones", () => {
    const params = new URLSearchParams(
      "view=board&q=%20amara%20&status=in_review&batch=nope&experience=data_or_ml&from=2026-01-01&to=2026-13-40&page=3",
    );
    expect(readView(params)).toBe("board");
    expect(readFilters(params)).toEqual({
      q: "amara",
      status: "in_review",
      batch: "",
      experience: "data_or_ml",
      from: "2026-01-01",
      to: "",
      page: 3,
    });
    expect(readView(new URLSearchParams("view=grid"))).toBe("list");
  });

  it("writes short addresses and queries without empty filters", () => {
    const filters = readFilters(new URLSearchParams("status=accepted&page=2"));
    expect(filtersToParams("list", filters).toString()).toBe("status=accepted&page=2");
    expect(filtersToParams("board", { ...filters, page: 1 }).toString()).toBe("view=board&status=accepted");
    expect(applicationsQuery(filters)).toMatchObject({ status: "accepted", page: 2, q: undefined });
    // The board's columns are the statuses: it reads every one.
    expect(boardQuery(filters)).not.toHaveProperty("status");
  });
});
