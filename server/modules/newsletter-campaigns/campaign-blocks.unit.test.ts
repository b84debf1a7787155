import { describe, expect, it } from "vitest";
import { coursesOf, parseCampaignBody, safeUrl } from "./campaign-blocks.ts";

describe("parseCampaignBody", () => {
  it("splits Markdown around blocks on their own lines", () => {
    const parsed = parseCampaignBody(
      "# Title\n\nText\n[[button: Enroll now | https://ailabs.test/x]]\nMore\n[[image: https://ailabs.test/a.png | A chart]]\n[[course: ai-engineers]]\n[[COURSE: ai-engineers]]",
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.blocks).toEqual([
      { kind: "markdown", text: "# Title\n\nText" },
      { kind: "button", label: "Enroll now", url: "https://ailabs.test/x" },
      { kind: "markdown", text: "More" },
      { kind: "image", url: "https://ailabs.test/a.png", alt: "A chart" },
      { kind: "course", slug: "ai-engineers" },
      { kind: "course", slug: "ai-engineers" },
    ]);
    expect(coursesOf(parsed.blocks)).toEqual(["ai-engineers"]);
  });

  it("names the line of each bad block", () => {
    const parsed = parseCampaignBody(
      [
        "ok",
        "[[button: Click | javascript:alert(1)]]",
        "[[button:  | https://a.test]]",
        "[[image: data:image/png;base64,AAAA | x]]",
        "[[image: https://a.test/a.png]]",
        "[[course: ../etc/passwd]]",
        "[[video: https://a.test]]",
      ].join("\n"),
    );
    expect(parsed.problems).toEqual([
      'Line 2: a button needs an http or https address after "|".',
      "Line 3: a button needs a label of 1 to 80 characters.",
      "Line 4: an image needs an http or https address.",
      'Line 5: an image needs its alt text after "|".',
      "Line 6: a course block needs the course's address, such as ai-engineers.",
      'Line 7: unknown block "video". Use button, image or course.',
    ]);
  });

  it("leaves blocks inside code fences and inline as text", () => {
    const parsed = parseCampaignBody("```\n[[button: X | https://a.test]]\n```\nSay [[course: x]] inline");
    expect(parsed.blocks).toHaveLength(1);
    expect(parsed.blocks[0]?.kind).toBe("markdown");
  });

  it("accepts only absolute http(s) addresses without credentials", () => {
    expect(safeUrl("https://a.test/x?y=1")).toBe("https://a.test/x?y=1");
    for (const bad of [
      "javascript:alert(1)",
      "/relative",
      "https://user:pw@a.test/",
      "vbscript:x",
      "data:,x",
    ])
      expect(safeUrl(bad)).toBeNull();
  });
});
