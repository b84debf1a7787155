import { constants, crc32, deflateRawSync } from "node:zlib";
import { crc32Combine, crc32ShiftFor } from "./crc32-combine.ts";

/**
 * A document compressed once, with holes where a per-response value goes (the CSP nonce of a cached page,
 * decision 0015). Each fixed part is deflated on its own and ends on a full flush, so it is byte-aligned
 * and nothing after it refers back into it; the value between two parts is written as a stored (raw)
 * deflate block. Filling the holes is a copy and a few CRC combinations, about a hundredth of compressing the page again.
 */
export type SlottedGzip = {
  /** The fixed parts deflated; the last one carries the final block. */
  readonly deflated: readonly Buffer[];
  /** CRC-32 of each fixed part and the operator that shifts a CRC past it (lib/crc32-combine.ts). */
  readonly crcs: readonly number[];
  readonly shifts: readonly number[];
  readonly rawLength: number;
};

// ID1 ID2, CM=deflate, no flags, no mtime, no extra flags, OS unknown (RFC 1952).
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// A stored block holds at most 65,535 bytes; a nonce is 24.
const maxFill = 0xffff;

/** `parts` are the document split at the holes: `parts.join(fill)` is what the client decodes. */
export function prepareSlottedGzip(parts: readonly string[]): SlottedGzip {
  if (parts.length === 0) throw new Error("prepareSlottedGzip needs at least one part");
  const raw = parts.map((part) => Buffer.from(part, "utf8"));
  const last = raw.length - 1;
  const deflated = raw.map((buffer, index) =>
    deflateRawSync(buffer, {
      level: constants.Z_BEST_COMPRESSION,
      // Full flush: byte-aligned end and a fresh window, so the next part never copies from this one.
      finishFlush: index === last ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
    }),
  );
  return {
    deflated,
    crcs: raw.map((buffer) => crc32(buffer)),
    shifts: raw.map((buffer) => crc32ShiftFor(buffer.length)),
    rawLength: raw.reduce((sum, buffer) => sum + buffer.length, 0),
  };
}

/** The gzip member of `parts.join(fill)`. */
export function fillSlottedGzip(prepared: SlottedGzip, fill: string): Buffer {
  const value = Buffer.from(fill, "utf8");
  if (value.length > maxFill) throw new Error("fillSlottedGzip: the fill does not fit a stored block");
  // Stored block: BFINAL=0 and BTYPE=00 pad to a byte, then LEN and its one's complement (RFC 1951 3.2.4).
  const storedHeader = Buffer.alloc(5);
  storedHeader.writeUInt16LE(value.length, 1);
  storedHeader.writeUInt16LE(~value.length & 0xffff, 3);

  const valueCrc = crc32(value);
  const valueShift = crc32ShiftFor(value.length);

  const pieces: Buffer[] = [gzipHeader];
  let crc = prepared.crcs[0]!;
  const last = prepared.deflated.length - 1;
  for (let index = 0; index <= last; index++) {
    pieces.push(prepared.deflated[index]!);
    if (index > 0) crc = crc32Combine(crc, prepared.crcs[index]!, prepared.shifts[index]!);
    if (index < last) {
      pieces.push(storedHeader, value);
      crc = crc32Combine(crc, valueCrc, valueShift);
    }
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((prepared.rawLength + last * value.length) % 2 ** 32, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}
