import { describe, expect, it } from "vitest";
import { courseProgress } from "./progress-math.ts";

describe("courseProgress", () => {
  it("is the rounded share of required lessons done", () => {
    expect(courseProgress(1, 3).percent).toBe(33);
    expect(courseProgress(2, 3).percent).toBe(67);
    expect(courseProgress(5, 8).percent).toBe(63);
  });

  it("shows 100 only when every required lesson is done", () => {
    expect(courseProgress(199, 200).percent).toBe(99);
    expect(courseProgress(200, 200).percent).toBe(100);
  });

  it("is 0 for a course with no required lessons, and never leaves 0..100", () => {
    expect(courseProgress(0, 0)).toEqual({ percent: 0, completedRequired: 0, totalRequired: 0 });
    expect(courseProgress(5, 3).percent).toBe(100);
    expect(courseProgress(-1, 3).percent).toBe(0);
  });
});
