import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { decodeStatusList, encodeStatusList, statusBitAt, statusBitstring } from "./status-list-bitstring.ts";
import { statusListSize } from "./status-list-index.ts";

describe("statusBitstring", () => {
  it("counts entries from the left: index 0 is the first byte's most significant bit", () => {
    expect([...statusBitstring([0], 16)]).toEqual([0b1000_0000, 0]);
    expect([...statusBitstring([7], 16)]).toEqual([0b0000_0001, 0]);
    expect([...statusBitstring([8], 16)]).toEqual([0, 0b1000_0000]);
    expect([...statusBitstring([1, 3, 14], 16)]).toEqual([0b0101_0000, 0b0000_0010]);
  });

  it("reads back what it set, and nothing else", () => {
    const set = [0, 5, 8, 4095, statusListSize - 1];
    const bits = statusBitstring(set, statusListSize);
    expect(bits.length).toBe(16_384);
    for (const index of set) expect(statusBitAt(bits, index)).toBe(1);
    for (const index of [1, 4, 6, 7, 9, 4094, 4096, statusListSize - 2])
      expect(statusBitAt(bits, index)).toBe(0);
  });

  it("refuses an index outside the list, and a size that is not whole bytes", () => {
    expect(() => statusBitstring([16], 16)).toThrow(RangeError);
    expect(() => statusBitstring([-1], 16)).toThrow(RangeError);
    expect(() => statusBitstring([1.5], 16)).toThrow(RangeError);
    expect(() => statusBitstring([], 12)).toThrow(RangeError);
    expect(() => statusBitAt(new Uint8Array(2), 16)).toThrow(RangeError);
  });
});

describe("encodeStatusList", () => {
  it("is multibase base64url (u, no padding) of the GZIP-compressed bitstring", () => {
    const bits = statusBitstring([3, 131_000], statusListSize);
    const encoded = encodeStatusList(bits);
    expect(encoded.startsWith("u")).toBe(true);
    expect(encoded.slice(1)).toMatch(/^[A-Za-z0-9_-]+$/);
    const gzip = Buffer.from(encoded.slice(1), "base64url");
    expect([gzip[0], gzip[1]]).toEqual([0x1f, 0x8b]); // GZIP's magic number, RFC 1952
    expect(gunzipSync(gzip).equals(bits)).toBe(true);
  });

  it("round-trips through the expansion a verifier runs", () => {
    const bits = statusBitstring([0, 42, 99_999], statusListSize);
    const decoded = decodeStatusList(encodeStatusList(bits));
    expect(decoded.equals(bits)).toBe(true);
    expect(statusBitAt(decoded, 42)).toBe(1);
    expect(statusBitAt(decoded, 43)).toBe(0);
  });

  it("is the same string for the same bits, and short for a sparse list", () => {
    const bits = statusBitstring([17], statusListSize);
    expect(encodeStatusList(bits)).toBe(encodeStatusList(statusBitstring([17], statusListSize)));
    expect(encodeStatusList(bits).length).toBeLessThan(200);
  });

  it("refuses a list without the multibase prefix", () => {
    expect(() => decodeStatusList(encodeStatusList(new Uint8Array(2)).slice(1))).toThrow(/prefix/);
  });
});
