import { describe, expect, it } from "vitest";
import { pdfString, textWidth, toWinAnsi, wrapText } from "./pdf-document.ts";
import type { ReceiptData } from "./receipt-data.ts";
import { renderReceiptPdf } from "./receipt-pdf.ts";

const receipt: ReceiptData = {
  receiptNumber: "R-000123-1",
  orderNumber: "AIL-000123",
  paidAt: new Date("2027-03-05T23:30:00Z"),
  buyer: { name: "Ada Lovelace", email: "ada@example.com" },
  description:
    "Machine Learning Foundations, Weekend batch starting 2027-01-09 (Sat & Sun, 10:00-13:00), with a description long enough to wrap onto a second line",
  planLabel: "Pay in full",
  lines: [
    { label: "List price", amountCents: 249_900 },
    { label: "Early-bird discount", amountCents: -25_000 },
    { label: "Coupon SPRING10", amountCents: -22_490 },
    { label: "Total", amountCents: 202_410 },
  ],
  amountPaidCents: 202_410,
  currency: "USD",
  method: "Visa •••• 4242",
  refundedAmountCents: 0,
  seller: { name: "AI Labs", email: "hello@ailabs.example", website: "https://ailabs.example" },
};

const latin1 = (pdf: Buffer) => pdf.toString("latin1");

/** Reads the cross-reference table the way a viewer does: from startxref, then every entry. */
function readXref(pdf: Buffer) {
  const text = latin1(pdf);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe("xref\n");
  const header = /^xref\n0 (\d+)\n/.exec(text.slice(startxref));
  const count = Number(header?.[1]);
  const entriesStart = startxref + (header?.[0].length ?? 0);
  const entries: { offset: number; kind: string }[] = [];
  for (let index = 0; index < count; index++) {
    const entry = text.slice(entriesStart + index * 20, entriesStart + (index + 1) * 20);
    expect(entry).toMatch(/^\d{10} \d{5} [nf] \n$/);
    entries.push({ offset: Number(entry.slice(0, 10)), kind: entry[17] ?? "" });
  }
  return { text, entries };
}

/** The content stream's bytes, checked against its declared /Length. */
function contentStream(pdf: Buffer): string {
  const text = latin1(pdf);
  const match = /<< \/Length (\d+) >>\nstream\n/.exec(text);
  if (!match) throw new Error("no content stream");
  const start = match.index + match[0].length;
  const length = Number(match[1]);
  expect(text.slice(start + length, start + length + "endstream".length)).toBe("endstream");
  return text.slice(start, start + length);
}

/** Decodes the literal strings shown with Tj, as a PDF reader would (escapes and octal codes). */
function shownTexts(stream: string): string[] {
  const texts: string[] = [];
  for (const match of stream.matchAll(/\(((?:\\.|[^\\()])*)\) Tj/g)) {
    const body = match[1] ?? "";
    texts.push(
      body.replace(/\\([0-7]{1,3}|.)/g, (_all, escaped: string) =>
        /^[0-7]+$/.test(escaped) ? String.fromCharCode(Number.parseInt(escaped, 8)) : escaped,
      ),
    );
  }
  return texts;
}

describe("renderReceiptPdf", () => {
  it("writes a complete PDF whose cross-reference offsets point at its objects", async () => {
    const pdf = await renderReceiptPdf(receipt);
    expect(latin1(pdf.subarray(0, 5))).toBe("%PDF-");
    expect(latin1(pdf).trimEnd().endsWith("%%EOF")).toBe(true);

    const { text, entries } = readXref(pdf);
    expect(entries[0]).toEqual({ offset: 0, kind: "f" });
    expect(entries).toHaveLength(8);
    entries.slice(1).forEach((entry, index) => {
      expect(entry.kind).toBe("n");
      expect(text.slice(entry.offset, entry.offset + 20)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`));
    });
    expect(text).toContain("/Size 8 /Root 1 0 R");
    expect(text).toContain("/BaseFont /Helvetica /Encoding /WinAnsiEncoding");
    expect(text).toContain("/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding");
  });

  it("shows the receipt's facts, money and buyer", async () => {
    const texts = shownTexts(contentStream(await renderReceiptPdf(receipt)));
    expect(texts).toEqual(
      expect.arrayContaining([
        "AI Labs",
        "hello@ailabs.example",
        "https://ailabs.example",
        "Receipt R-000123-1",
        "AIL-000123",
        "March 5, 2027",
        "Ada Lovelace",
        "ada@example.com",
        "Plan: Pay in full",
        "List price",
        "$2,499",
        "-$250",
        "-$224.90",
        "$2,024.10",
        "Amount paid",
        // WinAnsi 0x95 is the bullet.
        "Visa \x95\x95\x95\x95 4242",
        "Thank you for learning with AI Labs.",
      ]),
    );
    expect(texts.join(" ")).toContain("Machine Learning Foundations, Weekend batch");
    expect(texts).not.toContain("Refunded");
  });

  it("adds a Refunded line when money went back", async () => {
    const texts = shownTexts(
      contentStream(await renderReceiptPdf({ ...receipt, refundedAmountCents: 50_000 })),
    );
    expect(texts).toEqual(expect.arrayContaining(["Refunded", "-$500"]));
  });

  it("escapes hostile names and replaces characters the standard fonts lack", async () => {
    const name = 'Robert") Tj (x) \\ (Tables Łukasz 张伟 🙂 Zoë';
    const pdf = await renderReceiptPdf({ ...receipt, buyer: { name, email: "a\\b@example.com" } });
    const stream = contentStream(pdf);
    expect(stream).toContain(String.raw`(Robert"\) Tj \(x\) \\ \(Tables ?ukasz ?? ? Zo\353) Tj`);
    const texts = shownTexts(stream);
    expect(texts).toContain(`${String.raw`Robert") Tj (x) \ (Tables ?ukasz ?? ? Zo`}\xeb`);
    expect(texts).toContain("a\\b@example.com");
    // Still a well-formed file after the hostile input.
    readXref(pdf);
  });
});

describe("pdf-document helpers", () => {
  it("maps text to WinAnsi bytes, one ? per unknown code point", () => {
    expect(toWinAnsi("é€•—")).toEqual([0xe9, 0x80, 0x95, 0x97]);
    expect(toWinAnsi("Ж\n😀")).toEqual([0x3f, 0x3f, 0x3f]);
  });

  it("escapes delimiters and writes non-ASCII bytes as octal", () => {
    expect(pdfString("a(b)c\\d")).toBe(String.raw`(a\(b\)c\\d)`);
    expect(pdfString("café")).toBe(String.raw`(caf\351)`);
  });

  it("measures with the AFM widths and wraps at spaces", () => {
    expect(textWidth("$1,000", "regular", 10)).toBeCloseTo((556 * 5 + 278) / 100);
    expect(textWidth("W", "bold", 10)).toBeCloseTo(9.44);
    const lines = wrapText("aaaa bbbb cccc", "regular", 10, textWidth("aaaa bbbb", "regular", 10));
    expect(lines).toEqual(["aaaa bbbb", "cccc"]);
    expect(wrapText("x".repeat(50), "regular", 10, 50).join("")).toBe("x".repeat(50));
  });
});
