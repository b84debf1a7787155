import { describe, expect, test } from "vitest";
import { cn } from "./cn.ts";

describe("cn", () => {
  test("joins conditional classes", () => {
    expect(cn("a", false && "b", null, undefined, ["c", { d: true, e: false }])).toBe("a c d");
  });

  test("a later utility of the same kind wins", () => {
    expect(cn("px-3 py-2", "px-6")).toBe("py-2 px-6");
    expect(cn("h-10 text-sm", "h-8 text-xs")).toBe("h-8 text-xs");
    expect(cn("bg-indigo-600 text-white", "bg-white")).toBe("text-white bg-white");
    expect(cn("rounded-md", "rounded-full")).toBe("rounded-full");
    expect(cn("inline-flex", "hidden")).toBe("hidden");
    expect(cn("border border-slate-300", "border-2 border-red-500")).toBe("border-2 border-red-500");
    expect(cn("font-medium", "font-semibold")).toBe("font-semibold");
  });

  test("different kinds sharing a prefix are both kept", () => {
    expect(cn("text-sm text-slate-700 text-center")).toBe("text-sm text-slate-700 text-center");
    expect(cn("border border-slate-200")).toBe("border border-slate-200");
    expect(cn("bg-gradient-to-b bg-indigo-50")).toBe("bg-gradient-to-b bg-indigo-50");
    expect(cn("font-bold font-mono")).toBe("font-bold font-mono");
  });

  test("variants scope the override", () => {
    expect(cn("px-3 md:px-6 hover:bg-slate-100", "md:px-8")).toBe("px-3 hover:bg-slate-100 md:px-8");
    expect(cn("data-[state=open]:bg-slate-100", "bg-white")).toBe("data-[state=open]:bg-slate-100 bg-white");
  });

  test("unknown classes are kept, duplicates of them once", () => {
    expect(cn("group peer", "group")).toBe("peer group");
    expect(cn("[&_svg]:size-4 animate-spin")).toBe("[&_svg]:size-4 animate-spin");
  });
});
