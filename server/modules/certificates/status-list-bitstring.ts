import { gunzipSync, gzipSync } from "node:zlib";

// Bitstring Status List v1.0's encodedList (decision 0041): a bitstring in which entry i is bit i counted from
// the left (the most significant bit of byte 0 is entry 0), GZIP-compressed, then base64url without padding
// behind the multibase prefix "u". Set bits are the revoked certificates' indexes. Pure and deterministic:
// the same indexes give the same string (zlib writes no timestamp when given none).

const multibaseBase64url = "u";

/** The bitstring of `size` entries (a multiple of 8) with the given indexes set. */
export function statusBitstring(setIndexes: Iterable<number>, size: number): Buffer {
  if (size % 8 !== 0) throw new RangeError(`a status list of ${size} entries does not fill whole bytes`);
  const bits = Buffer.alloc(size / 8);
  for (const index of setIndexes) {
    if (!Number.isInteger(index) || index < 0 || index >= size)
      throw new RangeError(`status list index ${index} is outside 0..${size - 1}`);
    bits[index >> 3]! |= 0x80 >> (index & 7);
  }
  return bits;
}

/** Whether entry `index` is set: byte index / 8, bit 7 - index % 8 (left to right). */
export function statusBitAt(bits: Uint8Array, index: number): 0 | 1 {
  const byte = bits[index >> 3];
  if (byte === undefined || index < 0) throw new RangeError(`status list index ${index} is outside the list`);
  return (byte >> (7 - (index & 7))) & 1 ? 1 : 0;
}

export function encodeStatusList(bits: Uint8Array): string {
  return multibaseBase64url + gzipSync(bits).toString("base64url");
}

/** The Bitstring Expansion Algorithm: what a verifier does with encodedList. */
export function decodeStatusList(encodedList: string): Buffer {
  if (!encodedList.startsWith(multibaseBase64url))
    throw new Error("encodedList is not multibase base64url (no 'u' prefix)");
  return gunzipSync(Buffer.from(encodedList.slice(multibaseBase64url.length), "base64url"));
}
