import { describe, expect, it } from "vitest";
import { orderIssues, pathMessagesOf, valueAt } from "./slot-issues.ts";

// The editors' tests check their own slots; these are the shared rules' edges that neither editor's
// fields reach (a name missing from the rank, a path through a value that is not an object).
describe("slot issues", () => {
  const slotOf = (path: string) => path.replace(/\.id$/, ".title");
  const rank = { title: 0, items: 1 };

  it("keep the first message of a slot and put a group before its items, unknown names last", () => {
    const issues = orderIssues(
      [
        { path: "unknown", message: "last" },
        { path: "items.1.title", message: "second item" },
        { path: "items.0.id", message: "first item" },
        { path: "items.0.title", message: "not kept" },
        { path: "items", message: "the list" },
        { path: "title", message: "first" },
      ],
      slotOf,
      rank,
    );
    expect(issues).toEqual([
      { slot: "title", message: "first" },
      { slot: "items", message: "the list" },
      { slot: "items.0.title", message: "first item" },
      { slot: "items.1.title", message: "second item" },
      { slot: "unknown", message: "last" },
    ]);
  });

  it("write a schema's issue paths as the API's field paths", () => {
    expect(pathMessagesOf([{ path: ["settings", "rubric", 1, "title"], message: "m" }])).toEqual([
      { path: "settings.rubric.1.title", message: "m" },
    ]);
  });

  it("read a value at a slot, and nothing through a value that is not an object", () => {
    const body = { settings: { rubric: [{ title: "Code" }], points: 10 } };
    expect(valueAt(body, "settings.rubric.0.title")).toBe("Code");
    expect(valueAt(body, "settings.points.value")).toBeUndefined();
    expect(valueAt(null, "settings")).toBeUndefined();
  });
});
