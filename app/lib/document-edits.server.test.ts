import { describe, expect, test } from "vitest";
import { applyDocumentEdits, editedText, matchesIn, replacing } from "./document-edits.server.ts";

const bytesOf = (text: string) => Buffer.from(text);
const textOf = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("applyDocumentEdits", () => {
  test("applies edits found in the text to the bytes, past characters of two, three and four bytes", () => {
    const page = "<p>Café — naïve 🎓</p><b>x</b><i>€</i>";
    const edits = [
      ...matchesIn(page, /<b>x<\/b>/g).map((match) => replacing(match, "<b>ÿ✓</b>")),
      ...matchesIn(page, /<i>/g).map((match) => replacing(match, "<em>")),
    ];
    expect(textOf(applyDocumentEdits(bytesOf(page), page, edits))).toBe(
      "<p>Café — naïve 🎓</p><b>ÿ✓</b><em>€</i>",
    );
  });

  test("on an ASCII page the offsets are used as they are", () => {
    const page = "<head></head><body>plain</body>";
    const at = page.indexOf("</head>");
    expect(editedText(page, [{ from: at, to: at, insert: ["<meta/>"] }])).toBe(
      "<head><meta/></head><body>plain</body>",
    );
  });

  test("inserts bytes as they are, and several inserts at one place in the order given", () => {
    const page = "<head></head>";
    const css = new TextEncoder().encode("a::after{content:'→'}");
    const edits = [
      { from: 6, to: 6, insert: ["<style>", css, "</style>"] },
      { from: 6, to: 6, insert: ["<script></script>"] },
    ];
    expect(editedText(page, edits)).toBe(
      "<head><style>a::after{content:'→'}</style><script></script></head>",
    );
  });

  test("edits given out of order apply in the page's order; one overlapping an earlier edit is skipped", () => {
    const page = "0123456789";
    const edits = [
      { from: 6, to: 8, insert: ["B"] },
      { from: 1, to: 3, insert: ["A"] },
      { from: 2, to: 5, insert: ["overlaps A"] },
      { from: 9, to: 12, insert: ["past the end"] },
    ];
    expect(editedText(page, edits)).toBe("0A345B89");
  });

  test("no edits: React's bytes as they are", () => {
    const bytes = bytesOf("<html>ü</html>");
    expect(applyDocumentEdits(bytes, "<html>ü</html>", [])).toBe(bytes);
  });

  test("matchesIn takes only a global pattern (matchAll needs one)", () => {
    expect(() => matchesIn("a", /a/)).toThrow(/global/);
  });
});
