import { describe, expect, it } from "vitest";
import { type CourseOrder, moveLesson, moveModule } from "./move-in-order.ts";

const order: CourseOrder = [
  { id: "m1", lessonIds: ["a", "b"] },
  { id: "m2", lessonIds: [] },
  { id: "m3", lessonIds: ["c"] },
];

describe("moving within a course", () => {
  it("swaps modules and stops at the ends", () => {
    expect(moveModule(order, "m2", -1).map((m) => m.id)).toEqual(["m2", "m1", "m3"]);
    expect(moveModule(order, "m1", -1)).toBe(order);
    expect(moveModule(order, "m3", 1)).toBe(order);
  });

  it("moves a lesson inside its module, then across into the neighbouring one, even an empty one", () => {
    expect(moveLesson(order, "b", -1)[0]!.lessonIds).toEqual(["b", "a"]);
    const down = moveLesson(order, "b", 1);
    expect(down.map((m) => m.lessonIds)).toEqual([["a"], ["b"], ["c"]]);
    const up = moveLesson(order, "c", -1);
    expect(up.map((m) => m.lessonIds)).toEqual([["a", "b"], ["c"], []]);
    expect(moveLesson(order, "a", -1)).toBe(order);
    expect(moveLesson(order, "c", 1)).toBe(order);
  });

  it("leaves the input untouched", () => {
    moveLesson(order, "a", 1);
    expect(order[0]!.lessonIds).toEqual(["a", "b"]);
  });
});
