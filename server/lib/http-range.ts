// The HTTP Range header (RFC 9110 section 14.2) for one byte range: what video players send to seek. Several
// ranges at once would need a multipart/byteranges body that no player asks for, so they are ignored and the
// whole file is served (the RFC lets a server ignore Range). If-Range, when sent, is the caller's to check first.

export type RangeRequest =
  /** Answer 206 with these bytes (both inclusive, end already within the file) and contentRange(). */
  | { kind: "range"; start: number; end: number }
  /** Answer 416 with the Content-Range of unsatisfiableContentRange(size). */
  | { kind: "unsatisfiable" }
  /** No header, or one we do not act on: answer 200 with the whole file. */
  | { kind: "ignore" };

const ignore: RangeRequest = { kind: "ignore" };
const unsatisfiable: RangeRequest = { kind: "unsatisfiable" };
const digits = /^\d+$/;

/** Reads a Range header against a file of `size` bytes. */
export function parseRangeHeader(header: string | undefined, size: number): RangeRequest {
  if (!header) return ignore;
  const match = /^\s*bytes\s*=(.*)$/i.exec(header);
  if (!match) return ignore; // another unit, or not a range at all
  const specs = (match[1] ?? "").split(",");
  if (specs.length !== 1) return ignore;
  const spec = (specs[0] ?? "").trim();
  const dash = spec.indexOf("-");
  if (dash === -1) return ignore;
  const first = spec.slice(0, dash).trim();
  const last = spec.slice(dash + 1).trim();

  if (first === "") {
    // bytes=-N: the last N bytes; the whole file when N is larger; nothing to send when N is 0 or the file is empty.
    if (!digits.test(last)) return ignore;
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return unsatisfiable;
    return { kind: "range", start: Math.max(0, size - suffix), end: size - 1 };
  }

  if (!digits.test(first) || (last !== "" && !digits.test(last))) return ignore;
  const start = Number(first);
  const end = last === "" ? Number.POSITIVE_INFINITY : Number(last);
  if (end < start) return ignore; // invalid, not unsatisfiable (RFC 9110 section 14.1.1)
  if (start >= size) return unsatisfiable;
  return { kind: "range", start, end: Math.min(end, size - 1) };
}

/** The Content-Range header of a 206: `bytes 0-99/1000`. */
export function contentRange(range: { start: number; end: number }, size: number): string {
  return `bytes ${range.start}-${range.end}/${size}`;
}

// The Content-Range header of a 416, e.g. "bytes */1000": the client learns the size and can ask again.
export function unsatisfiableContentRange(size: number): string {
  return `bytes */${size}`;
}
