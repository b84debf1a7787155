import fontkit from "@pdf-lib/fontkit";
import {
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setCharacterSpacing,
} from "pdf-lib";
import { type CertificateFontFiles, certificateFonts } from "./certificate-fonts.ts";
import { qrModules } from "./qr-modules.ts";

// The certificate as a PDF (issue 16): A4 landscape, the school's mark, the recipient, the course, the date,
// the instructors, the code and a QR code of the public verification page. Deterministic: the same
// certificate gives the same bytes (fonts subset under fixed names, metadata dates from the issue date), so
// a reviewed reference image holds and a download never changes under the reader.

export type CertificatePdfInput = {
  code: string;
  recipientName: string;
  courseTitle: string;
  instructorNames: string[];
  /** The issue date as printed: YYYY-MM-DD. */
  issuedOn: string;
  issuedAt: Date;
  verificationUrl: string;
  issuerName: string;
};

const page = { width: 841.89, height: 595.28 };
const colors = {
  brand: rgb(0x43 / 255, 0x38 / 255, 0xca / 255),
  brandSoft: rgb(0xc7 / 255, 0xd2 / 255, 0xfe / 255),
  ink: rgb(0x0f / 255, 0x17 / 255, 0x2a / 255),
  deep: rgb(0x1e / 255, 0x1b / 255, 0x4b / 255),
  muted: rgb(0x47 / 255, 0x55 / 255, 0x69 / 255),
  rule: rgb(0xcb / 255, 0xd5 / 255, 0xe1 / 255),
  white: rgb(1, 1, 1),
};
/** Baselines from the foot of the page, top to bottom. */
const layout = { mark: 486, heading: 436, certifies: 396, name: 344, completed: 300, course: 262 };
const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "March 31, 2026". */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return `${months[month - 1]} ${day}, ${year}`;
}

type Fonts = Record<keyof CertificateFontFiles, PDFFont>;

async function embedFonts(pdf: PDFDocument, files: CertificateFontFiles): Promise<Fonts> {
  pdf.registerFontkit(fontkit);
  // A fixed subset tag instead of pdf-lib's random one: the bytes stay the same from one download to the next.
  const embed = (bytes: Uint8Array, name: string) =>
    pdf.embedFont(bytes, { subset: true, customName: `AILCRT+${name}` });
  return {
    regular: await embed(files.regular, "IBMPlexSans-Regular"),
    medium: await embed(files.medium, "IBMPlexSans-Medium"),
    semiBold: await embed(files.semiBold, "IBMPlexSans-SemiBold"),
    bold: await embed(files.bold, "IBMPlexSans-Bold"),
    display: await embed(files.display, "PlayfairDisplay-Bold"),
  };
}

type TextStyle = { font: PDFFont; size: number; color: ReturnType<typeof rgb>; tracking?: number };

function widthOf(text: string, style: TextStyle): number {
  return (
    style.font.widthOfTextAtSize(text, style.size) + (style.tracking ?? 0) * Math.max(0, text.length - 1)
  );
}

function drawTracked(target: PDFPage, text: string, x: number, y: number, style: TextStyle): void {
  // Letter spacing as the PDF's own character spacing (Tc), so the text still copies and searches as words.
  if (style.tracking) target.pushOperators(pushGraphicsState(), setCharacterSpacing(style.tracking));
  target.drawText(text, { x, y, font: style.font, size: style.size, color: style.color });
  if (style.tracking) target.pushOperators(popGraphicsState());
}

function drawCentered(target: PDFPage, text: string, centerX: number, y: number, style: TextStyle): void {
  drawTracked(target, text, centerX - widthOf(text, style) / 2, y, style);
}

/** The largest size up to `size` at which `text` fits `maxWidth`, never under `minSize`. */
function fittedSize(text: string, font: PDFFont, size: number, minSize: number, maxWidth: number): number {
  const width = font.widthOfTextAtSize(text, size);
  return width <= maxWidth ? size : Math.max(minSize, Math.floor((size * maxWidth) / width));
}

/** Words into at most `maxLines` lines of `maxWidth`; the last line is cut with an ellipsis if need be. */
function wrap(text: string, style: TextStyle, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate, style) <= maxWidth || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]} ${lines.slice(maxLines).join(" ")}`;
  while (last.length > 1 && widthOf(`${last}…`, style) > maxWidth) last = last.slice(0, -1).trimEnd();
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

function drawFrame(target: PDFPage): void {
  target.drawRectangle({ x: 0, y: 0, width: page.width, height: page.height, color: colors.white });
  target.drawRectangle({
    x: 22,
    y: 22,
    width: page.width - 44,
    height: page.height - 44,
    borderColor: colors.brand,
    borderWidth: 2.5,
  });
  target.drawRectangle({
    x: 31,
    y: 31,
    width: page.width - 62,
    height: page.height - 62,
    borderColor: colors.brandSoft,
    borderWidth: 0.75,
  });
}

/** The mark of public/favicon.svg: an indigo rounded square with a white A, `size` points wide. */
function drawMark(target: PDFPage, x: number, y: number, size: number): void {
  const scale = size / 64;
  const rounded =
    "M14 0H50C57.732 0 64 6.268 64 14V50C64 57.732 57.732 64 50 64H14C6.268 64 0 57.732 0 50V14C0 6.268 6.268 0 14 0Z";
  target.drawSvgPath(rounded, { x, y: y + size, scale, color: colors.brand });
  target.drawSvgPath("M18 46 30 16h4l12 30h-6l-3-8H27l-3 8zm11-13h8l-4-11z", {
    x,
    y: y + size,
    scale,
    color: colors.white,
  });
}

function drawQr(target: PDFPage, text: string, x: number, y: number, size: number): void {
  const modules = qrModules(text);
  const cell = size / modules.length;
  for (const [row, cells] of modules.entries()) {
    // One rectangle per run of dark modules: fewer operators, no hairline seams between cells.
    let start = -1;
    for (let col = 0; col <= cells.length; col += 1) {
      const dark = col < cells.length && cells[col];
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        target.drawRectangle({
          x: x + start * cell,
          y: y + size - (row + 1) * cell,
          width: (col - start) * cell,
          height: cell,
          color: colors.ink,
        });
        start = -1;
      }
    }
  }
}

/** A value over a rule over its label: the certificate's signature-line style. */
function drawField(
  target: PDFPage,
  fonts: Fonts,
  field: { label: string; lines: string[]; centerX: number; width: number },
): void {
  const ruleY = 128;
  const value: TextStyle = { font: fonts.medium, size: 12, color: colors.ink };
  for (const [index, line] of field.lines.entries()) {
    drawCentered(target, line, field.centerX, ruleY + 10 + (field.lines.length - 1 - index) * 16, value);
  }
  target.drawLine({
    start: { x: field.centerX - field.width / 2, y: ruleY },
    end: { x: field.centerX + field.width / 2, y: ruleY },
    thickness: 0.75,
    color: colors.rule,
  });
  drawCentered(target, field.label, field.centerX, ruleY - 16, {
    font: fonts.semiBold,
    size: 7.5,
    color: colors.muted,
    tracking: 1.4,
  });
}

export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedFonts(pdf, await certificateFonts());
  const target = pdf.addPage([page.width, page.height]);
  const center = page.width / 2;

  drawFrame(target);

  // The school: mark and name, centred as one group.
  const wordmark: TextStyle = { font: fonts.bold, size: 17, color: colors.deep };
  const markSize = 26;
  const groupWidth = markSize + 9 + widthOf(input.issuerName, wordmark);
  const groupX = center - groupWidth / 2;
  drawMark(target, groupX, layout.mark, markSize);
  drawTracked(target, input.issuerName, groupX + markSize + 9, layout.mark + 7, wordmark);

  drawCentered(target, "CERTIFICATE OF COMPLETION", center, layout.heading, {
    font: fonts.semiBold,
    size: 13,
    color: colors.brand,
    tracking: 3.2,
  });
  const lead: TextStyle = { font: fonts.regular, size: 12, color: colors.muted };
  drawCentered(target, "This certifies that", center, layout.certifies, lead);

  const nameSize = fittedSize(input.recipientName, fonts.display, 40, 22, 640);
  drawCentered(target, input.recipientName, center, layout.name, {
    font: fonts.display,
    size: nameSize,
    color: colors.ink,
  });
  target.drawLine({
    start: { x: center - 170, y: layout.name - 16 },
    end: { x: center + 170, y: layout.name - 16 },
    thickness: 0.75,
    color: colors.brandSoft,
  });

  drawCentered(target, "has successfully completed the course", center, layout.completed, lead);
  const courseStyle: TextStyle = { font: fonts.semiBold, size: 22, color: colors.deep };
  const courseLines = wrap(input.courseTitle, courseStyle, 600, 2);
  for (const [index, line] of courseLines.entries())
    drawCentered(target, line, center, layout.course - index * 28, courseStyle);

  // Date, instructors and code on signature lines; the QR code of the verification page at the right.
  const instructors =
    input.instructorNames.length > 0 ? input.instructorNames : [`${input.issuerName} faculty`];
  drawField(target, fonts, {
    label: "DATE OF ISSUE",
    lines: [longDate(input.issuedOn)],
    centerX: 165,
    width: 160,
  });
  drawField(target, fonts, {
    label: instructors.length > 1 ? "INSTRUCTORS" : "INSTRUCTOR",
    lines: wrap(instructors.join(", "), { font: fonts.medium, size: 12, color: colors.ink }, 215, 2),
    centerX: 380,
    width: 220,
  });
  drawField(target, fonts, { label: "CERTIFICATE CODE", lines: [input.code], centerX: 590, width: 150 });

  const qrSize = 74;
  const qrX = page.width - 85 - qrSize;
  drawQr(target, input.verificationUrl, qrX, 104, qrSize);
  drawCentered(target, "Scan to verify", qrX + qrSize / 2, 90, {
    font: fonts.regular,
    size: 7.5,
    color: colors.muted,
  });

  const footer: TextStyle = { font: fonts.regular, size: 8, color: colors.muted };
  drawCentered(target, `Verify this certificate at ${input.verificationUrl}`, center, 50, footer);

  // Metadata from the certificate itself, never the clock: the same certificate, the same bytes.
  pdf.setTitle(`${input.courseTitle}: certificate of completion for ${input.recipientName}`);
  pdf.setAuthor(input.issuerName);
  pdf.setSubject(`Certificate ${input.code}. Verify at ${input.verificationUrl}`);
  pdf.setKeywords(["certificate", input.code]);
  pdf.setCreator(input.issuerName);
  pdf.setProducer(input.issuerName);
  pdf.setLanguage("en");
  pdf.setCreationDate(input.issuedAt);
  pdf.setModificationDate(input.issuedAt);
  return pdf.save();
}
