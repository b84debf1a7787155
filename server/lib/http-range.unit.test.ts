import { describe, expect, it } from "vitest";
import { contentRange, parseRangeHeader, unsatisfiableContentRange } from "./http-range.ts";

const size = 1000;

describe("parseRangeHeader", () => {
  it.each([
    ["bytes=0-99", 0, 99],
    ["bytes=0-0", 0, 0],
    ["bytes=999-999", 999, 999],
    ["bytes=100-", 100, 999],
    ["bytes=0-", 0, 999],
    ["bytes=-500", 500, 999],
    ["bytes=-1", 999, 999],
    // An end past the file, or a suffix longer than it, is cut to the file (RFC 9110 section 14.1.2).
    ["bytes=500-5000", 500, 999],
    ["bytes=-5000", 0, 999],
    ["bytes=0-99999999999999999999999", 0, 999],
    // The unit is case-insensitive, and whitespace around the range is tolerated.
    ["Bytes=10-19", 10, 19],
    [" bytes = 10-19 ", 10, 19],
    ["bytes=10 - 19", 10, 19],
  ])("reads %j as bytes %i-%i", (header, start, end) => {
    expect(parseRangeHeader(header, size)).toEqual({ kind: "range", start, end });
  });

  it.each([
    ["bytes=1000-", size],
    ["bytes=1000-1999", size],
    ["bytes=5000-6000", size],
    ["bytes=99999999999999999999999-", size],
    ["bytes=-0", size],
    // Nothing in an empty file can be asked for.
    ["bytes=0-", 0],
    ["bytes=0-0", 0],
    ["bytes=-10", 0],
  ])("finds %j unsatisfiable in a %i-byte file", (header, fileSize) => {
    expect(parseRangeHeader(header, fileSize)).toEqual({ kind: "unsatisfiable" });
  });

  it.each([
    [undefined],
    [""],
    ["bytes="],
    ["bytes=-"],
    ["bytes=abc"],
    ["bytes=10"],
    ["bytes=a-b"],
    ["bytes=1-b"],
    ["bytes=-b"],
    ["bytes=+1-5"],
    ["bytes=1.5-9"],
    ["bytes=0x10-20"],
    ["bytes=-1-5"],
    ["bytes=1-2-3"],
    // An end before its start is invalid, which means ignored, not unsatisfiable.
    ["bytes=99-0"],
    // Several ranges would need multipart/byteranges: served whole instead.
    ["bytes=0-9,20-29"],
    ["bytes=0-9, -5"],
    ["bytes=0-9,"],
    // Another unit, or no unit.
    ["items=0-9"],
    ["0-9"],
    ["bytes 0-9"],
  ])("ignores %j (the whole file is served)", (header) => {
    expect(parseRangeHeader(header, size)).toEqual({ kind: "ignore" });
  });

  it("serves a whole file asked for by a range that covers it as a 206 of every byte", () => {
    // Players open with bytes=0-; answering 206 tells them that seeking will work.
    expect(parseRangeHeader("bytes=0-", 1)).toEqual({ kind: "range", start: 0, end: 0 });
  });
});

describe("Content-Range headers", () => {
  it("describes a 206 and a 416", () => {
    expect(contentRange({ start: 0, end: 99 }, size)).toBe("bytes 0-99/1000");
    expect(unsatisfiableContentRange(size)).toBe("bytes */1000");
  });
});
