import { describe, expect, test } from "vitest";
import { listQueryOf, readSessionFilters, sessionFiltersToParams } from "./session-filters.ts";

const batch = "b0000000-0000-4000-8000-000000000001";

describe("the Zoom Classes list's URL", () => {
  test("reads a bad value as no filter, never as an error", () => {
    expect(
      readSessionFilters(new URLSearchParams("scope=later&course=Bad Slug&batch=42&status=lost&page=-3")),
    ).toEqual({ scope: "", course: "", batch: "", status: "", page: 1 });
  });

  test("keeps good values, writes only what differs from the default, and asks the API for them", () => {
    const filters = readSessionFilters(
      new URLSearchParams(`scope=past&course=ai-engineering&batch=${batch}&status=held&page=2`),
    );
    expect(filters).toEqual({ scope: "past", course: "ai-engineering", batch, status: "held", page: 2 });
    expect(sessionFiltersToParams({ ...filters, scope: "", page: 1 }).toString()).toBe(
      `course=ai-engineering&batch=${batch}&status=held`,
    );
    expect(listQueryOf(filters)).toEqual({
      scope: "past",
      courseSlug: "ai-engineering",
      batchId: batch,
      status: "held",
      page: 2,
    });
    expect(listQueryOf(readSessionFilters(new URLSearchParams()))).toEqual({
      scope: "upcoming",
      courseSlug: undefined,
      batchId: undefined,
      status: undefined,
      page: 1,
    });
  });
});
