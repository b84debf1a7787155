import { describe, expect, it } from "vitest";
import { moveAt, removeAt, replaceAt } from "./list-edits.ts";

// The editors only offer moves that stay inside the list (their buttons are disabled at the ends), so the
// edges are checked here, once for both editors.
describe("list edits", () => {
  const list: readonly string[] = ["a", "b", "c"];

  it("move one place up or down, and leave the list as it is at either end or out of range", () => {
    expect(moveAt(list, 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveAt(list, 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveAt(list, 0, -1)).toEqual(list);
    expect(moveAt(list, 2, 1)).toEqual(list);
    expect(moveAt(list, 5, -1)).toEqual(list);
  });

  it("replace and remove by index without touching the list they were given", () => {
    const given = [...list];
    expect(replaceAt(given, 2, (item) => item.toUpperCase())).toEqual(["a", "b", "C"]);
    expect(removeAt(given, 0)).toEqual(["b", "c"]);
    expect(moveAt(given, 0, 1)).not.toBe(given);
    expect(given).toEqual(list);
  });
});
