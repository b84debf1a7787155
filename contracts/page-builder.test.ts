import { describe, expect, it } from "vitest";
import { isSafeHref, isSafeImageSrc, pageDocumentSchema, pagePathSchema } from "./page-builder.ts";

describe("page builder schema", () => {
  it("accepts site paths and http(s) links only", () => {
    for (const ok of ["/courses/ai-engineers", "/", "https://example.com/x?y=1", "http://example.com"])
      expect(isSafeHref(ok), ok).toBe(true);
    for (const bad of [
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,x",
      "mailto:a@b.c",
      "https://user:pw@example.com",
      "/a b",
      "ftp://x.y",
    ])
      expect(isSafeHref(bad), bad).toBe(false);
  });

  it("accepts https images and files of this site only", () => {
    for (const ok of ["https://cdn.example.com/a.png", "/media/uploads/a.webp", "/images/logo.svg"])
      expect(isSafeImageSrc(ok), ok).toBe(true);
    for (const bad of [
      "http://example.com/a.png",
      "/media/../secret",
      "/etc/passwd",
      "data:image/png;base64,AAAA",
      "javascript:x",
    ])
      expect(isSafeImageSrc(bad), bad).toBe(false);
  });

  it("normalises paths and refuses malformed ones", () => {
    expect(pagePathSchema.parse(" /AI-For-Managers ")).toBe("/ai-for-managers");
    for (const bad of ["/a/", "/a--b", "a", "/a_b", "/é"])
      expect(pagePathSchema.safeParse(bad).success, bad).toBe(false);
  });

  it("fills defaults and names the block and field of a problem", () => {
    const parsed = pageDocumentSchema.parse({
      content: [{ type: "Hero", props: { id: "h", heading: "Hi" } }],
    });
    expect(parsed.content[0]).toEqual({
      type: "Hero",
      props: { id: "h", heading: "Hi", subheading: "", buttonLabel: "", buttonHref: "", tone: "light" },
    });
    const bad = pageDocumentSchema.safeParse({
      content: [
        { type: "Hero", props: { id: "h", heading: "Hi" } },
        {
          type: "CallToAction",
          props: { id: "c", heading: "Go", buttonLabel: "Go", buttonHref: "javascript:x" },
        },
      ],
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(["content", 1, "props", "buttonHref"]);
  });
});
