// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { readPdf, renderPdfPage } from "../../../tests/support/pdf-render.ts";
import { longDate, renderCertificatePdf } from "./certificate-pdf.ts";

// The certificate as a reader sees it: rendered to PNG by PDF.js and compared with a reference image a person
// reviewed (tests/fixtures/certificate-reference.png). A layout change fails here; when it is meant, look at
// the new picture (the failure names it) and replace the reference with UPDATE_CERTIFICATE_REFERENCE=1.

const reference = path.join(import.meta.dirname, "../../../tests/fixtures/certificate-reference.png");
const input = {
  code: "7K3M-9QXH-2WPA-4RZD",
  recipientName: "Maya Chen",
  courseTitle: "AI Engineering: Building LLM Applications",
  instructorNames: ["Leo Park", "Ada Stone"],
  issuedOn: "2026-03-31",
  issuedAt: new Date("2026-03-31T18:45:12Z"),
  verificationUrl: "https://ailabs.academy/certificates/7K3M-9QXH-2WPA-4RZD",
  issuerName: "AI Labs",
};

describe("renderCertificatePdf", () => {
  it("looks like the reviewed reference image", async () => {
    const { png } = await renderPdfPage(await renderCertificatePdf(input), { scale: 1.5 });
    if (process.env.UPDATE_CERTIFICATE_REFERENCE === "1") writeFileSync(reference, png);
    const expected = PNG.sync.read(readFileSync(reference));
    const actual = PNG.sync.read(png);
    expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
    const diff = new PNG({ width: actual.width, height: actual.height });
    const differing = pixelmatch(actual.data, expected.data, diff.data, actual.width, actual.height, {
      threshold: 0.1,
    });
    // Anti-aliasing may differ by a few pixels between platforms' Skia builds; a moved or missing line is
    // thousands.
    const allowed = Math.round(actual.width * actual.height * 0.001);
    if (differing > allowed) {
      const dir = mkdtempSync(path.join(os.tmpdir(), "certificate-"));
      writeFileSync(path.join(dir, "actual.png"), png);
      writeFileSync(path.join(dir, "diff.png"), PNG.sync.write(diff));
      expect.fail(`${differing} pixels differ (at most ${allowed}): see ${dir}/actual.png and diff.png`);
    }
  });

  it("is the same bytes every time (no clock, no random font tags)", async () => {
    const [first, second] = [await renderCertificatePdf(input), await renderCertificatePdf(input)];
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it("is one A4 landscape page with its facts as text and in its metadata", async () => {
    const pdf = await readPdf(await renderCertificatePdf(input));
    expect(pdf.pages).toBe(1);
    expect([Math.round(pdf.width), Math.round(pdf.height)]).toEqual([842, 595]);
    const text = pdf.text.replace(/\s+/g, " ");
    for (const fact of [
      "Maya Chen",
      input.courseTitle,
      "March 31, 2026",
      "Leo Park, Ada Stone",
      input.code,
    ]) {
      expect(text).toContain(fact);
    }
    expect(pdf.info).toMatchObject({ Author: "AI Labs", Language: "en" });
  });

  it("keeps a long name and course title on the page", async () => {
    const pdf = await readPdf(
      await renderCertificatePdf({
        ...input,
        recipientName: "Maximilian Alexander Fitzgerald-Montgomery III",
        courseTitle:
          "Machine Learning Engineering for Production: From Notebooks to Reliable Systems at Scale with MLOps",
        instructorNames: [],
      }),
    );
    const text = pdf.text.replace(/\s+/g, " ");
    expect(text).toContain("Maximilian Alexander Fitzgerald-Montgomery III");
    expect(text).toContain("Reliable Systems at Scale with MLOps");
    expect(text).toContain("AI Labs faculty");
  });
});

describe("longDate", () => {
  it("spells the month out", () => {
    expect(longDate("2026-03-31")).toBe("March 31, 2026");
    expect(longDate("2027-01-09")).toBe("January 9, 2027");
  });
});
