import { describe, expect, test } from "vitest";
import { diffCounts, diffDocuments } from "./document-diff.ts";

// The version view's diff (issue 21): blocks matched by their Puck id, in the draft's order, with each
// removed block where it stood in the version.

const hero = (heading: string) => ({
  type: "Hero",
  props: { id: "Hero-1", heading, subheading: "", buttonLabel: "", buttonHref: "", tone: "light" },
});
const text = (id: string, markdown: string) => ({ type: "RichText", props: { id, markdown } });
const faq = {
  type: "Faq",
  props: { id: "Faq-1", heading: "Questions", items: [{ question: "Q?", answer: "A." }] },
};

const brief = (entries: ReturnType<typeof diffDocuments>) =>
  entries.map((entry) => [entry.id, entry.status, entry.changedFields.join(",")]);

describe("diffDocuments", () => {
  test("the same blocks are all 'same'", () => {
    const doc = [hero("Hi"), text("T1", "One")];
    expect(brief(diffDocuments(doc, structuredClone(doc)))).toEqual([
      ["Hero-1", "same", ""],
      ["T1", "same", ""],
    ]);
  });

  test("key order inside props does not count as a change", () => {
    const reordered = { type: "Hero", props: { ...hero("Hi").props } };
    const { id, heading, ...rest } = reordered.props;
    reordered.props = { ...rest, heading, id };
    expect(diffDocuments([hero("Hi")], [reordered])[0]?.status).toBe("same");
  });

  test("finds added, removed and changed blocks, with the changed fields", () => {
    const version = [hero("Old heading"), text("T1", "Kept"), text("T2", "Going away"), faq];
    const draft = [
      hero("New heading"),
      text("T1", "Kept"),
      { ...faq, props: { ...faq.props, items: [] } },
      text("T3", "New"),
    ];
    const entries = diffDocuments(version, draft);
    expect(brief(entries)).toEqual([
      ["Hero-1", "changed", "heading"],
      ["T1", "same", ""],
      ["T2", "removed", ""],
      ["Faq-1", "changed", "items"],
      ["T3", "added", ""],
    ]);
    expect(diffCounts(entries)).toEqual({ added: 1, removed: 1, changed: 2 });
    // A removed block is summed up from the version, the others from the draft.
    expect(entries.find((entry) => entry.id === "T2")?.summary).toBe("Going away");
    expect(entries[0]?.summary).toBe("New heading");
    expect(entries[0]?.label).toBe("Hero");
  });

  test("blocks removed before any kept one come first", () => {
    expect(brief(diffDocuments([text("T0", "First"), text("T1", "Kept")], [text("T1", "Kept")]))).toEqual([
      ["T0", "removed", ""],
      ["T1", "same", ""],
    ]);
  });

  test("an emptied draft lists every block as removed; an empty version, every block as added", () => {
    const doc = [hero("Hi"), text("T1", "One")];
    expect(diffDocuments(doc, []).map((entry) => entry.status)).toEqual(["removed", "removed"]);
    expect(diffDocuments([], doc).map((entry) => entry.status)).toEqual(["added", "added"]);
  });

  test("a block that became another kind is changed, 'type' first", () => {
    const entries = diffDocuments(
      [text("X", "Words")],
      [{ type: "Columns", props: { id: "X", left: "Words", right: "" } }],
    );
    expect(entries[0]?.status).toBe("changed");
    expect(entries[0]?.changedFields[0]).toBe("type");
  });

  test("reads malformed blocks of an old version without throwing", () => {
    const entries = diffDocuments([null, { type: "Gone", props: "x" }, 3], [hero("Hi")]);
    expect(entries.map((entry) => entry.status)).toEqual(["removed", "removed", "removed", "added"]);
    expect(entries[1]?.label).toBe("Unknown block (Gone)");
  });
});
