// A minimal PDF 1.4 writer for one text page (the receipt). No PDF library is installed, and a receipt
// needs only positioned text and rules in the standard 14 fonts, which every viewer has built in: no font
// embedding, no compression, so the file stays a few kilobytes and its text is readable in tests.

export type PdfFont = "regular" | "bold";

/** A4 in PostScript points. */
export const a4 = { width: 595.28, height: 841.89 } as const;

const fontResource: Record<PdfFont, string> = { regular: "F1", bold: "F2" };

// Advance widths (1/1000 em) of ASCII 32..126 from Adobe's AFM files of Helvetica and Helvetica-Bold,
// for right alignment and line wrapping. Other characters use averageWidth (close enough for layout).
const helveticaWidths = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const helveticaBoldWidths = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278,
  556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584,
  556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
  333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
const averageWidth = 556;

// WinAnsiEncoding (PDF 32000 Annex D) = Windows-1252: Latin-1 plus these in 0x80..0x9F.
const winAnsiExtras: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  ƒ: 0x83,
  "„": 0x84,
  "…": 0x85,
  "†": 0x86,
  "‡": 0x87,
  ˆ: 0x88,
  "‰": 0x89,
  Š: 0x8a,
  "‹": 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "˜": 0x98,
  "™": 0x99,
  š: 0x9a,
  "›": 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

const question = 0x3f;

/**
 * The WinAnsi bytes of a text. Characters the standard fonts cannot show (Cyrillic, CJK, emoji, controls)
 * become "?", one per code point, so a buyer's name in any script never breaks the receipt.
 */
export function toWinAnsi(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? question;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(winAnsiExtras[char] ?? question);
  }
  return bytes;
}

/**
 * A PDF literal string: ( ) and \ escaped, everything outside printable ASCII as an octal escape, so the
 * file itself stays 7-bit and its byte offsets equal its character offsets.
 */
export function pdfString(text: string): string {
  let out = "(";
  for (const byte of toWinAnsi(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, "0")}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

/** The width of a text in points, as the viewer will lay it out. */
export function textWidth(text: string, font: PdfFont, size: number): number {
  const widths = font === "bold" ? helveticaBoldWidths : helveticaWidths;
  let units = 0;
  for (const byte of toWinAnsi(text)) units += widths[byte - 0x20] ?? averageWidth;
  return (units * size) / 1000;
}

/** Splits a text into lines no wider than maxWidth, at spaces (a single over-long word is cut). */
export function wrapText(text: string, font: PdfFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, font, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (textWidth(rest, font, size) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && textWidth(rest.slice(0, cut), font, size) > maxWidth) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

const num = (value: number) => String(Math.round(value * 100) / 100);

type Gray = number;

/** Drawing operations of one page, in PDF user space (origin bottom-left, points). */
export class PdfPage {
  private readonly ops: string[] = [];

  text(
    value: string,
    x: number,
    y: number,
    options: { font?: PdfFont; size?: number; gray?: Gray; align?: "left" | "right" | "center" } = {},
  ): void {
    const font = options.font ?? "regular";
    const size = options.size ?? 10;
    const width = textWidth(value, font, size);
    const left = options.align === "right" ? x - width : options.align === "center" ? x - width / 2 : x;
    this.ops.push(
      `BT /${fontResource[font]} ${num(size)} Tf ${num(options.gray ?? 0)} g ${num(left)} ${num(y)} Td ${pdfString(value)} Tj ET`,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, options: { width?: number; gray?: Gray } = {}): void {
    this.ops.push(
      `${num(options.gray ?? 0)} G ${num(options.width ?? 0.5)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`,
    );
  }

  rect(x: number, y: number, width: number, height: number, gray: Gray): void {
    this.ops.push(`${num(gray)} g ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f`);
  }

  content(): string {
    return `${this.ops.join("\n")}\n`;
  }
}

/**
 * Serialises one page into a complete PDF: catalog, page tree, the page, its two fonts, its content
 * stream and an info dictionary, with a cross-reference table whose offsets are the objects' byte offsets.
 */
export function writePdf(page: PdfPage, info: { title: string; author: string }): Buffer {
  const content = page.content();
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(a4.width)} ${num(a4.height)}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> /ProcSet [/PDF /Text] >> /Contents 6 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
    `<< /Title ${pdfString(info.title)} /Author ${pdfString(info.author)} /Producer (AI Labs) >>`,
  ];
  // Everything above is 7-bit ASCII (pdfString escapes the rest), so string length = byte length.
  // The second header line is the customary binary marker: octets >= 128 tell transfer tools it's binary.
  const header = Buffer.concat([
    Buffer.from("%PDF-1.4\n%", "latin1"),
    Buffer.from([0xe2, 0xe3, 0xcf, 0xd3, 0x0a]),
  ]);
  const chunks: Buffer[] = [header];
  const offsets: number[] = [];
  let position = header.length;
  objects.forEach((body, index) => {
    offsets.push(position);
    const chunk = Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, "latin1");
    chunks.push(chunk);
    position += chunk.length;
  });
  const xrefStart = position;
  // Each entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, flag, space, LF.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  const trailer =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefStart}\n%%EOF\n`;
  chunks.push(Buffer.from(trailer, "latin1"));
  return Buffer.concat(chunks);
}
