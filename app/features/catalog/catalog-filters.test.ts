import { describe, expect, it } from "vitest";
import { catalogQueryString, hasActiveFilters, readCatalogFilters } from "./catalog-filters.ts";

describe("readCatalogFilters", () => {
  it("reads valid values and defaults the sort", () => {
    expect(readCatalogFilters(new URLSearchParams("level=advanced&format=hybrid&sort=price-asc"))).toEqual({
      level: "advanced",
      format: "hybrid",
      sort: "price-asc",
    });
    expect(readCatalogFilters(new URLSearchParams(""))).toEqual({ level: "", format: "", sort: "featured" });
  });

  it("drops values the API would refuse instead of failing the page", () => {
    expect(readCatalogFilters(new URLSearchParams("level=expert&format=&sort=cheapest"))).toEqual({
      level: "",
      format: "",
      sort: "featured",
    });
  });
});

describe("catalogQueryString", () => {
  it("keeps only what differs from the defaults", () => {
    expect(catalogQueryString({ level: "", format: "", sort: "featured" })).toBe("");
    expect(catalogQueryString({ level: "beginner", format: "", sort: "featured" })).toBe("?level=beginner");
    expect(catalogQueryString({ level: "", format: "live_online", sort: "rating" })).toBe(
      "?format=live_online&sort=rating",
    );
  });

  it("knows when a filter narrows the list", () => {
    expect(hasActiveFilters({ level: "", format: "", sort: "price-desc" })).toBe(false);
    expect(hasActiveFilters({ level: "", format: "hybrid", sort: "featured" })).toBe(true);
  });
});
