import { describe, expect, it } from "vitest";
import {
  emailTrackingQuery,
  filtersToParams,
  readFilters,
  readSelectedMail,
} from "./email-tracking-filters.ts";

describe("Email Tracking's URL", () => {
  it("reads good values and drops bad ones", () => {
    const params = new URLSearchParams(
      "q=%20ada%20&kind=password-reset&status=retrying&from=2026-01-02&to=2026-13-40&page=3&mail=nope",
    );
    expect(readFilters(params)).toEqual({
      q: "ada",
      kind: "password-reset",
      status: "retrying",
      from: "2026-01-02",
      to: "",
      page: 3,
    });
    expect(readFilters(new URLSearchParams("status=lost&kind=<script>&page=-1"))).toMatchObject({
      status: "",
      kind: "",
      page: 1,
    });
    expect(readSelectedMail(params)).toBeNull();
  });

  it("writes only what is set, and the query leaves empty filters out", () => {
    const filters = { q: "ada", kind: "", status: "failed" as const, from: "", to: "", page: 1 };
    expect(filtersToParams(filters, "0b9f6a2e-5d7c-4c1e-9a33-2f1d7c3b8e10").toString()).toBe(
      "q=ada&status=failed&mail=0b9f6a2e-5d7c-4c1e-9a33-2f1d7c3b8e10",
    );
    expect(emailTrackingQuery(filters)).toEqual({
      q: "ada",
      kind: undefined,
      status: "failed",
      from: undefined,
      to: undefined,
      page: 1,
      pageSize: 25,
    });
  });
});
