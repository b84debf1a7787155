import { describe, expect, test } from "vitest";
import { listQuery, listSearchParams, readEnumParam, readPageParam } from "./list-params.ts";

const colours = ["red", "blue"] as const;

describe("list params", () => {
  test("an enum param reads as itself when known, as no filter otherwise", () => {
    const params = new URLSearchParams("colour=blue&shade=pink");
    expect(readEnumParam(params, "colour", colours)).toBe("blue");
    expect(readEnumParam(params, "shade", colours)).toBe("");
    expect(readEnumParam(params, "missing", colours)).toBe("");
  });

  test("the page is a whole number from 1 to 100000, anything else is page 1", () => {
    const page = (query: string) => readPageParam(new URLSearchParams(query));
    expect(page("page=3")).toBe(3);
    expect(page("page=100000")).toBe(100_000);
    for (const bad of ["", "page=0", "page=-2", "page=1.5", "page=abc", "page=100001"]) {
      expect(page(bad)).toBe(1);
    }
  });

  test("search params keep the filters' order and leave out empty filters and page 1", () => {
    expect(listSearchParams({ colour: "red", q: "", page: 2, lead: "x" }).toString()).toBe(
      "colour=red&page=2&lead=x",
    );
    expect(listSearchParams({ colour: "", page: 1 }).toString()).toBe("");
  });

  test("the query drops empty filters and ends with the page size", () => {
    const query = listQuery({ q: "", colour: "red", page: 1 }, 20);
    expect(query).toEqual({ q: undefined, colour: "red", page: 1, pageSize: 20 });
    expect(Object.keys(query)).toEqual(["q", "colour", "page", "pageSize"]);
  });
});
