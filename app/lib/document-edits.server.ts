// The finished page is React's output with a few small edits (the early-submit guard, the deferred
// scripts, the inlined stylesheet). Made as string replacements, each edit copied the whole document
// (125 KB for a course page, 217 KB once the stylesheet is in), it was decoded from UTF-8 first and
// encoded again last: about 2 ms of a 15 ms render, profiled (decision 0070). Here the edits are found in
// the decoded text, which only reads it, and applied to React's bytes in one copy: the untouched stretches
// are views into those bytes, and the stylesheet goes in as bytes read once.

/** Replace the text from `from` to `to` (UTF-16 offsets into the decoded page) with `insert`. */
export type DocumentEdit = {
  from: number;
  to: number;
  insert: readonly (string | Uint8Array<ArrayBuffer>)[];
};

const utf8 = new TextEncoder();

/**
 * `bytes` (a UTF-8 document) with `edits` applied; `text` is `bytes` decoded. Edits apply in the order of
 * `from` (inserts at one place in the order given); one that overlaps an earlier edit is skipped, so a
 * surprising page is left as React made it rather than broken.
 */
export function applyDocumentEdits(
  bytes: Uint8Array<ArrayBuffer>,
  text: string,
  edits: readonly DocumentEdit[],
): Uint8Array<ArrayBuffer> {
  if (edits.length === 0) return bytes;
  const ordered = edits.map((edit, index) => ({ edit, index }));
  ordered.sort((a, b) => a.edit.from - b.edit.from || a.index - b.index);
  // Text offsets become byte offsets by measuring the text between consecutive edits: one pass in all,
  // and none for an ASCII page, whose offsets are the same.
  const ascii = text.length === bytes.byteLength;
  let textAt = 0;
  let byteAt = 0;
  const byteOffset = (offset: number) => {
    if (ascii) return offset;
    byteAt += Buffer.byteLength(text.slice(textAt, offset), "utf8");
    textAt = offset;
    return byteAt;
  };
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let copiedTo = 0; // text offset up to which the page is accounted for
  let copiedToByte = 0;
  for (const { edit } of ordered) {
    if (edit.from < copiedTo || edit.to < edit.from || edit.to > text.length) continue;
    const from = byteOffset(edit.from);
    const to = byteOffset(edit.to);
    if (from > copiedToByte) parts.push(bytes.subarray(copiedToByte, from));
    for (const piece of edit.insert) parts.push(typeof piece === "string" ? utf8.encode(piece) : piece);
    copiedTo = edit.to;
    copiedToByte = to;
  }
  if (copiedToByte < bytes.byteLength) parts.push(bytes.subarray(copiedToByte));
  return Buffer.concat(parts);
}

/** Every match of the global `pattern` in `text` (a regular expression only reads the text). */
export function matchesIn(text: string, pattern: RegExp): RegExpExecArray[] {
  if (!pattern.global) throw new Error("matchesIn needs a global pattern");
  return [...text.matchAll(pattern)] as RegExpExecArray[];
}

/** An edit that replaces `match` with `insert`. */
export function replacing(
  match: RegExpExecArray,
  ...insert: (string | Uint8Array<ArrayBuffer>)[]
): DocumentEdit {
  return { from: match.index, to: match.index + match[0].length, insert };
}

/** The page as text with `edits` applied (tests, and callers that hold text rather than bytes). */
export function editedText(text: string, edits: readonly DocumentEdit[]): string {
  return new TextDecoder().decode(applyDocumentEdits(Buffer.from(text), text, edits));
}
