import { describe, expect, it } from "vitest";
import {
  sampleExe,
  sampleNotebook,
  samplePdf,
  sampleZip,
} from "../../../tests/support/sample-submission-files.ts";
import { probeBuffer, submissionFileKind } from "./sniff-submission-file.ts";

const kindOf = (bytes: Buffer) => submissionFileKind(probeBuffer(bytes));

describe("submissionFileKind", () => {
  it("knows the three kinds by their bytes", async () => {
    expect(await kindOf(samplePdf())).toBe("pdf");
    expect(await kindOf(sampleZip({ "a.py": "print(1)\n", "data/b.csv": "x,y\n1,2\n" }))).toBe("zip");
    expect(await kindOf(sampleNotebook())).toBe("ipynb");
  });

  it("accepts an empty archive and a notebook with a byte-order mark", async () => {
    expect(await kindOf(sampleZip({}))).toBe("zip");
    expect(await kindOf(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), sampleNotebook()]))).toBe("ipynb");
  });

  it("accepts an archive with a comment after its end record", async () => {
    const zip = sampleZip();
    const comment = Buffer.from("made by a test");
    zip.writeUInt16LE(comment.length, zip.length - 2);
    expect(await kindOf(Buffer.concat([zip, comment]))).toBe("zip");
  });

  it("refuses an executable, an empty file and plain text", async () => {
    expect(await kindOf(sampleExe())).toBeNull();
    expect(await kindOf(Buffer.alloc(0))).toBeNull();
    expect(await kindOf(Buffer.from("just some notes\n"))).toBeNull();
  });

  it("refuses a PDF cut off before its end marker", async () => {
    const pdf = samplePdf(4000);
    expect(await kindOf(pdf.subarray(0, pdf.length - 200))).toBeNull();
  });

  it("refuses an archive whose central directory does not hold together", async () => {
    const zip = sampleZip({ "a.txt": "alpha", "b.txt": "beta" });
    // Cut in the middle: the end record is gone.
    expect(await kindOf(zip.subarray(0, zip.length - 30))).toBeNull();
    // The end record claims three entries where the directory holds two.
    const miscounted = Buffer.from(zip);
    miscounted.writeUInt16LE(3, miscounted.length - 12);
    expect(await kindOf(miscounted)).toBeNull();
    // The directory's offset points into the file data.
    const misplaced = Buffer.from(zip);
    misplaced.writeUInt32LE(4, misplaced.length - 6);
    expect(await kindOf(misplaced)).toBeNull();
    // Only the local header's signature, nothing else of an archive.
    expect(await kindOf(Buffer.concat([Buffer.from("PK\x03\x04", "latin1"), Buffer.alloc(100)]))).toBeNull();
  });

  it("refuses JSON that is not a notebook and a notebook that is not valid JSON", async () => {
    expect(await kindOf(Buffer.from(JSON.stringify({ cells: "none", nbformat: 4 })))).toBeNull();
    expect(await kindOf(Buffer.from(JSON.stringify({ cells: [], nbformat: "4" })))).toBeNull();
    expect(await kindOf(Buffer.from(JSON.stringify([{ cells: [], nbformat: 4 }])))).toBeNull();
    expect(await kindOf(sampleNotebook().subarray(0, 40))).toBeNull();
    expect(await kindOf(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]))).toBeNull();
  });
});
