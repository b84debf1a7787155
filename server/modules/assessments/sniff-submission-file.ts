import { open } from "node:fs/promises";
import type { AssignmentFileKind } from "#contracts/assignment-text.ts";

// What a submitted file is, decided by its bytes, never by its name or the type the browser claims (issue
// 16): a PDF by its header and end-of-file marker, a ZIP archive by its local header and a central directory
// that holds together, a Jupyter notebook by being JSON with a `cells` array and a numeric `nbformat`.
// Anything else is refused, so an executable renamed .pdf never reaches a grader.

/** Reads a stored file by position, so a 25 MB upload is never read whole unless it may be a notebook. */
export type FileProbe = {
  size: number;
  read(position: number, length: number): Promise<Buffer>;
};

const pdfHeader = Buffer.from("%PDF-", "latin1");
const pdfEnd = Buffer.from("%%EOF", "latin1");
/** PDF readers look for %%EOF within the last 1,024 bytes (trailing line ends, a little junk). */
const pdfEndWindow = 1024;

const localHeader = 0x04034b50;
const centralHeader = 0x02014b50;
const endOfCentral = 0x06054b50;
const zip64Locator = 0x07064b50;
const zip64End = 0x06064b50;
const endOfCentralSize = 22;
const maxCommentSize = 0xffff;

async function isPdf(file: FileProbe, head: Buffer): Promise<boolean> {
  if (!head.subarray(0, pdfHeader.length).equals(pdfHeader)) return false;
  const window = Math.min(file.size, pdfEndWindow);
  const tail = await file.read(file.size - window, window);
  return tail.includes(pdfEnd);
}

/** Where the central directory is and how many entries it holds, from the end records; null if absent or broken. */
async function centralDirectory(
  file: FileProbe,
): Promise<{ offset: number; size: number; entries: number; endAt: number } | null> {
  const window = Math.min(file.size, endOfCentralSize + maxCommentSize);
  const start = file.size - window;
  const tail = await file.read(start, window);
  // The end record sits at the very end, followed only by its comment: the last signature whose comment
  // length reaches exactly to the end of the file.
  for (let at = tail.length - endOfCentralSize; at >= 0; at--) {
    if (tail.readUInt32LE(at) !== endOfCentral) continue;
    if (at + endOfCentralSize + tail.readUInt16LE(at + 20) !== tail.length) continue;
    const disk = tail.readUInt16LE(at + 4);
    const centralDisk = tail.readUInt16LE(at + 6);
    let entries = tail.readUInt16LE(at + 10);
    let size = tail.readUInt32LE(at + 12);
    let offset = tail.readUInt32LE(at + 16);
    const endAt = start + at;
    if (disk !== 0 || centralDisk !== 0) return null; // split archives are not one file
    if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
      // ZIP64: a locator just before the end record points to the ZIP64 end record with the real figures.
      if (at < 20 || tail.readUInt32LE(at - 20) !== zip64Locator) return null;
      const recordAt = Number(tail.readBigUInt64LE(at - 20 + 8));
      if (recordAt + 56 > endAt) return null;
      const record = await file.read(recordAt, 56);
      if (record.readUInt32LE(0) !== zip64End) return null;
      entries = Number(record.readBigUInt64LE(32));
      size = Number(record.readBigUInt64LE(40));
      offset = Number(record.readBigUInt64LE(48));
      return offset + size <= recordAt ? { offset, size, entries, endAt: recordAt } : null;
    }
    return offset + size <= endAt ? { offset, size, entries, endAt } : null;
  }
  return null;
}

async function isZip(file: FileProbe, head: Buffer): Promise<boolean> {
  if (head.length < 4) return false;
  const signature = head.readUInt32LE(0);
  if (signature !== localHeader && signature !== endOfCentral) return false;
  const directory = await centralDirectory(file);
  if (!directory) return false;
  if (directory.entries === 0) return directory.size === 0;
  if (signature !== localHeader) return false;
  // Every entry of the directory, one after the other, filling it exactly: cheap (the directory of a 25 MB
  // archive is a few kilobytes) and it refuses a truncated or spliced upload.
  const central = await file.read(directory.offset, directory.size);
  let at = 0;
  for (let entry = 0; entry < directory.entries; entry++) {
    if (at + 46 > central.length || central.readUInt32LE(at) !== centralHeader) return false;
    const localAt = central.readUInt32LE(at + 42);
    if (localAt !== 0xffffffff && localAt >= directory.offset) return false;
    at += 46 + central.readUInt16LE(at + 28) + central.readUInt16LE(at + 30) + central.readUInt16LE(at + 32);
  }
  return at === central.length;
}

/** A Jupyter notebook: UTF-8 JSON (a byte-order mark allowed) whose top object has `cells` and `nbformat`. */
async function isNotebook(file: FileProbe, head: Buffer): Promise<boolean> {
  const start = head.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])) ? 3 : 0;
  const first = head.subarray(start).toString("latin1").trimStart()[0];
  if (first !== "{") return false;
  const whole = await file.read(0, file.size);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(whole);
  } catch {
    return false;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return false;
  const notebook = parsed as { cells?: unknown; nbformat?: unknown };
  return (
    Array.isArray(notebook.cells) &&
    typeof notebook.nbformat === "number" &&
    Number.isFinite(notebook.nbformat)
  );
}

/** The kind the content shows, or null when it is none of the three (an empty file included). */
export async function submissionFileKind(file: FileProbe): Promise<AssignmentFileKind | null> {
  if (file.size === 0) return null;
  const head = await file.read(0, Math.min(file.size, 64));
  if (await isPdf(file, head)) return "pdf";
  if (await isZip(file, head)) return "zip";
  if (await isNotebook(file, head)) return "ipynb";
  return null;
}

/** A probe over a file on disk (a staged upload). */
export async function probeFile<T>(path: string, use: (probe: FileProbe) => Promise<T>): Promise<T> {
  const handle = await open(path, "r");
  try {
    const { size } = await handle.stat();
    return await use({
      size,
      async read(position, length) {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
        let filled = 0;
        while (filled < buffer.length) {
          const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, position + filled);
          if (bytesRead === 0) break;
          filled += bytesRead;
        }
        return buffer.subarray(0, filled);
      },
    });
  } finally {
    await handle.close();
  }
}

/** A probe over bytes in memory (tests). */
export function probeBuffer(bytes: Buffer): FileProbe {
  return {
    size: bytes.length,
    read: async (position, length) => bytes.subarray(position, position + length),
  };
}
