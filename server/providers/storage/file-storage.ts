// The seam between lesson files (videos up to 2 GB, captions, resources) and where their bytes live
// (ARCHITECTURE.md section 3, rule 5): local disk under DATA_DIR/files by default, an S3-compatible bucket
// with STORAGE_URL (create-file-storage.ts). Bodies are streamed both ways: nothing holds a whole file in memory.
import type { Readable } from "node:stream";

/** What is known about a stored file without reading it. */
export type StoredFile = {
  size: number;
  contentType: string;
  /** Quoted, as sent in an ETag header; changes whenever the bytes are replaced. */
  etag: string;
  updatedAt: Date;
};

/** Bytes start..end, both inclusive (as in HTTP's `Range: bytes=start-end`); end is clamped to the last byte. */
export type ByteRange = { start: number; end: number };

export type PutOptions = {
  contentType: string;
  /** The size the caller was told (a Content-Length): a body of any other length is refused and nothing is stored. */
  size?: number;
};

export interface FileStorage {
  readonly kind: "disk" | "s3";
  /**
   * Stores the body under the key, replacing what was there only once the whole body has arrived (a failed or
   * short upload leaves the previous file in place). Rejects with FileSizeMismatchError when `size` is given
   * and the body has another length.
   */
  put(key: string, body: Readable | Buffer, options: PutOptions): Promise<{ size: number }>;
  /** null when nothing is stored under the key. */
  stat(key: string): Promise<StoredFile | null>;
  /**
   * The file's bytes, or those of one range. Rejects with FileNotFoundError when the key is missing and with
   * RangeNotSatisfiableError when the range starts past the last byte (parse the header with
   * server/lib/http-range.ts first, and this does not happen short of a concurrent overwrite).
   */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the file; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** A URL the browser can fetch the file from directly, valid that long; null where there is none (disk). */
  signedUrl(key: string, expiresInSeconds: number): Promise<string | null>;
  /**
   * Removes what puts interrupted by a crash left behind, last touched before `before`; answers how many
   * it removed. Disk: files in its `tmp/`. S3: nothing (a failed upload aborts its multipart upload; a
   * crashed one is for the bucket's lifecycle rule, as S3 advises).
   */
  sweepInterrupted(before: Date): Promise<number>;
  /** Releases the connections (S3) at shut-down; nothing to do on disk. */
  close(): void;
}

export class InvalidFileKeyError extends Error {
  override name = "InvalidFileKeyError";
}

export class FileNotFoundError extends Error {
  override name = "FileNotFoundError";
  constructor(key: string) {
    super(`No file is stored under ${JSON.stringify(key)}`);
  }
}

export class RangeNotSatisfiableError extends Error {
  override name = "RangeNotSatisfiableError";
}

export class FileSizeMismatchError extends Error {
  override name = "FileSizeMismatchError";
}

const maxKeyLength = 1024; // S3's limit, in UTF-8 bytes; our keys are far shorter.
const maxSegmentLength = 200; // a file name on disk is at most 255 bytes, and the sidecar adds ".json"
// Segments of letters, digits, dot, dash and underscore, each starting with a letter or digit: no "." or ".."
// segment, no hidden file, no empty segment ("a//b" is one file on disk but two in S3), nothing to escape.
const keyPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/**
 * Keys are opaque names we generate (`lessons/<uuid>/<uuid>`), never a user's file name; anything that could
 * step outside the storage root on disk is refused, with the reason, before either implementation sees it.
 */
export function assertValidFileKey(key: string): void {
  const refuse = (reason: string): never => {
    throw new InvalidFileKeyError(`Invalid file key ${JSON.stringify(key)}: ${reason}`);
  };
  if (typeof key !== "string" || key.length === 0) refuse("it is empty");
  if (key.includes("\0")) refuse("it contains a NUL character");
  if (key.includes("\\")) refuse("it contains a backslash");
  if (key.startsWith("/")) refuse("it is an absolute path");
  if (key.split("/").includes("..")) refuse('it contains a ".." segment');
  if (Buffer.byteLength(key) > maxKeyLength) refuse(`it is longer than ${maxKeyLength} bytes`);
  if (key.split("/").some((segment) => Buffer.byteLength(segment) > maxSegmentLength))
    refuse(`a segment is longer than ${maxSegmentLength} bytes`);
  if (!keyPattern.test(key))
    refuse(
      "use segments of letters, digits, '.', '-' and '_' separated by single '/', each starting with a letter or digit",
    );
}

/** Checks a range against a file's size and clamps its end to the last byte (RangeNotSatisfiableError otherwise). */
export function clampRange(range: ByteRange, size: number): ByteRange {
  if (!Number.isSafeInteger(range.start) || !Number.isSafeInteger(range.end) || range.start < 0)
    throw new RangeNotSatisfiableError(`Invalid byte range ${range.start}-${range.end}`);
  if (range.end < range.start)
    throw new RangeNotSatisfiableError(`Byte range ${range.start}-${range.end} ends before it starts`);
  if (range.start >= size)
    throw new RangeNotSatisfiableError(
      `Byte range ${range.start}-${range.end} starts past a ${size}-byte file`,
    );
  return { start: range.start, end: Math.min(range.end, size - 1) };
}
