// Google cuts titles by pixel width, not characters: about 580 px of 20 px Arial on desktop. These are
// Arial's advance widths in thousandths of an em (the same metrics as Helvetica), for printable ASCII.
const arialWidths: Record<string, number> = {
  " ": 278,
  "!": 278,
  '"': 355,
  "#": 556,
  $: 556,
  "%": 889,
  "&": 667,
  "'": 191,
  "(": 333,
  ")": 333,
  "*": 389,
  "+": 584,
  ",": 278,
  "-": 333,
  ".": 278,
  "/": 278,
  ":": 278,
  ";": 278,
  "<": 584,
  "=": 584,
  ">": 584,
  "?": 556,
  "@": 1015,
  "[": 278,
  "\\": 278,
  "]": 278,
  "^": 469,
  _: 556,
  "`": 333,
  "{": 334,
  "|": 260,
  "}": 334,
  "~": 584,
  A: 667,
  B: 667,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 500,
  K: 667,
  L: 556,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  a: 556,
  b: 556,
  c: 500,
  d: 556,
  e: 556,
  f: 278,
  g: 556,
  h: 556,
  i: 222,
  j: 222,
  k: 500,
  l: 222,
  m: 833,
  n: 556,
  o: 556,
  p: 556,
  q: 556,
  r: 333,
  s: 500,
  t: 278,
  u: 556,
  v: 500,
  w: 722,
  x: 500,
  y: 500,
  z: 500,
};
for (const digit of "0123456789") arialWidths[digit] = 556;

/** Wide scripts (CJK, emoji) take a full em; other letters an average lower-case width. */
function unitsOf(char: string): number {
  const known = arialWidths[char];
  if (known !== undefined) return known;
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x2e80) return 1000;
  return 556;
}

export const titleWidthLimitPx = 580;
export const titleCharLimit = 60;
export const descriptionRange = { min: 70, max: 160 } as const;

/** Estimated rendered width of `text` in Arial at `fontSizePx` (Google's desktop title is 20 px). */
export function textWidthPx(text: string, fontSizePx = 20): number {
  let units = 0;
  for (const char of text) units += unitsOf(char);
  return Math.round((units * fontSizePx) / 1000);
}

/** The longest prefix that fits `maxPx`, with an ellipsis when cut, as a search result shows it. */
export function truncateToWidth(text: string, maxPx = titleWidthLimitPx, fontSizePx = 20): string {
  if (textWidthPx(text, fontSizePx) <= maxPx) return text;
  const budget = maxPx - textWidthPx("...", fontSizePx);
  let out = "";
  for (const char of text) {
    if (textWidthPx(out + char, fontSizePx) > budget) break;
    out += char;
  }
  return `${out.trimEnd()}...`;
}
