import { describe, expect, it } from "vitest";
import { parseSpaceKey } from "./space-key.ts";

describe("parseSpaceKey", () => {
  it("reads the three kinds of space", () => {
    expect(parseSpaceKey("general")).toEqual({ kind: "general" });
    expect(parseSpaceKey("course:ai-engineers")).toEqual({ kind: "course", slug: "ai-engineers" });
    expect(parseSpaceKey("batch:0B6C2B0E-1F7A-4C39-9D3E-2A4B5C6D7E8F")).toEqual({
      kind: "batch",
      batchId: "0b6c2b0e-1f7a-4c39-9d3e-2a4b5c6d7e8f",
    });
  });

  it.each(["", "General", "course:", "course:Bad Slug", "course:a:b", "batch:42", "batch:", "space:x", ":"])(
    "names no space: %j",
    (key) => {
      expect(parseSpaceKey(key)).toBeNull();
    },
  );
});
