import { describe, expect, it } from "vitest";
import { textWidthPx, titleWidthLimitPx, truncateToWidth } from "./seo-title-width.ts";

describe("textWidthPx (Arial 20 px)", () => {
  it("adds the advance widths of each character", () => {
    // W 944 + i 222 = 1166 thousandths of an em at 20 px.
    expect(textWidthPx("Wi")).toBe(23);
    expect(textWidthPx("")).toBe(0);
    expect(textWidthPx("0123456789")).toBe(111);
  });

  it("makes narrow letters narrower than wide ones of the same count", () => {
    expect(textWidthPx("iiiiiiiiii")).toBeLessThan(textWidthPx("WWWWWWWWWW"));
    expect(textWidthPx("WWWWWWWWWW")).toBe(189);
  });

  it("scales with the font size", () => {
    expect(textWidthPx("Deep Learning", 10)).toBe(Math.round(textWidthPx("Deep Learning", 20) / 2));
  });

  it("gives wide scripts a full em and other letters an average width", () => {
    expect(textWidthPx("学")).toBe(20);
    expect(textWidthPx("é")).toBe(11);
  });

  it("measures a real title under the limit and a long one over it", () => {
    expect(textWidthPx("Deep Learning Certification | AI Labs")).toBeLessThan(titleWidthLimitPx);
    const long = "Machine Learning Certification: Linear Models, Gradient Boosting and Deployment | AI Labs";
    expect(textWidthPx(long)).toBeGreaterThan(titleWidthLimitPx);
  });
});

describe("truncateToWidth", () => {
  it("keeps a title that fits", () => {
    expect(truncateToWidth("Deep Learning | AI Labs")).toBe("Deep Learning | AI Labs");
  });

  it("cuts a long title with an ellipsis within the width", () => {
    const cut = truncateToWidth("W".repeat(60));
    expect(cut.endsWith("...")).toBe(true);
    expect(textWidthPx(cut)).toBeLessThanOrEqual(titleWidthLimitPx);
  });
});
