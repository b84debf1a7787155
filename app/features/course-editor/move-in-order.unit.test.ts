import { describe, expect, it } from "vitest";
import { type CourseOrder, moveLesson, moveModule, placeLesson, placeModule } from "./move-in-order.ts";

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

describe("placing a dragged item", () => {
  it("puts a module at an index of the list without it, both ways, clamped", () => {
    expect(placeModule(order, "m1", 2).map((m) => m.id)).toEqual(["m2", "m3", "m1"]);
    expect(placeModule(order, "m3", 0).map((m) => m.id)).toEqual(["m3", "m1", "m2"]);
    expect(placeModule(order, "m2", 99).map((m) => m.id)).toEqual(["m1", "m3", "m2"]);
    expect(placeModule(order, "m2", -4).map((m) => m.id)).toEqual(["m2", "m1", "m3"]);
  });

  it("returns the same order for a module dropped where it was or an unknown one", () => {
    expect(placeModule(order, "m2", 1)).toBe(order);
    expect(placeModule(order, "nope", 0)).toBe(order);
  });

  it("moves a lesson inside its module like an array move", () => {
    const three: CourseOrder = [{ id: "m1", lessonIds: ["a", "b", "c"] }];
    expect(placeLesson(three, "a", "m1", 2)[0]!.lessonIds).toEqual(["b", "c", "a"]);
    expect(placeLesson(three, "c", "m1", 0)[0]!.lessonIds).toEqual(["c", "a", "b"]);
    expect(placeLesson(three, "a", "m1", 1)[0]!.lessonIds).toEqual(["b", "a", "c"]);
  });

  it("moves a lesson into another module at an index, into an empty one, and past the end", () => {
    expect(placeLesson(order, "a", "m3", 0).map((m) => m.lessonIds)).toEqual([["b"], [], ["a", "c"]]);
    expect(placeLesson(order, "a", "m3", 1).map((m) => m.lessonIds)).toEqual([["b"], [], ["c", "a"]]);
    expect(placeLesson(order, "b", "m2", 0).map((m) => m.lessonIds)).toEqual([["a"], ["b"], ["c"]]);
    expect(placeLesson(order, "c", "m1", 10).map((m) => m.lessonIds)).toEqual([["a", "b", "c"], [], []]);
  });

  it("returns the same order for a lesson dropped where it was, or an unknown lesson or module", () => {
    expect(placeLesson(order, "b", "m1", 1)).toBe(order);
    expect(placeLesson(order, "b", "m1", 7)).toBe(order);
    expect(placeLesson(order, "x", "m1", 0)).toBe(order);
    expect(placeLesson(order, "a", "m9", 0)).toBe(order);
  });

  it("leaves the input untouched", () => {
    placeLesson(order, "a", "m2", 0);
    placeModule(order, "m1", 2);
    expect(order.map((m) => [m.id, ...m.lessonIds])).toEqual([["m1", "a", "b"], ["m2"], ["m3", "c"]]);
  });
});
