import { Transform, type TransformCallback } from "node:stream";
import { FileSizeMismatchError } from "./file-storage.ts";

/**
 * A pass-through that counts the bytes of an upload and, when the expected size is known, fails the stream as
 * soon as the body is longer, or at its end when it is shorter. Failing the stream (rather than checking after
 * the write) is what keeps a wrong-length body from ever replacing a stored file: the disk write and the S3
 * upload both abort on a stream error.
 */
export class ByteCounter extends Transform {
  bytes = 0;
  readonly #expected: number | undefined;

  constructor(expected?: number) {
    super();
    this.#expected = expected;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.#expected !== undefined && this.bytes > this.#expected) {
      callback(this.#mismatch("more"));
      return;
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.#expected !== undefined && this.bytes !== this.#expected) {
      callback(this.#mismatch("fewer"));
      return;
    }
    callback();
  }

  #mismatch(which: "more" | "fewer"): FileSizeMismatchError {
    return new FileSizeMismatchError(
      `The body has ${which} bytes than the ${this.#expected} announced (${this.bytes} so far); nothing was stored`,
    );
  }
}
