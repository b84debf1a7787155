// A WebVTT reader for transcripts (issue 14): the cues' times and plain text, nothing to render. Lenient
// where files in the wild differ (CRLF, a BOM, commas in times, hours left out, stray blocks) and strict
// about what comes out: text only, tags removed and character references decoded, so a caller shows it as
// text and never as markup. https://www.w3.org/TR/webvtt1/ is the format.

export type VttCue = {
  /** Seconds from the start of the video. */
  start: number;
  end: number;
  text: string;
};

export type VttLimits = {
  /** Cues read at most. */
  maxCues?: number;
  /** Characters of cue text at most, all cues together. */
  maxTextChars?: number;
};

export type VttParse = {
  /** False when the text does not start with the WEBVTT signature: no cue is read then. */
  valid: boolean;
  cues: VttCue[];
  /** A limit cut the cues short. */
  truncated: boolean;
};

// hh:mm:ss.ttt or mm:ss.ttt; hours may have more digits; a comma (SRT's habit) is taken for the dot.
const timestamp = /^(?:(\d+):)?([0-5]\d):([0-5]\d)[.,](\d{3})$/;

function seconds(value: string): number | undefined {
  const match = timestamp.exec(value);
  if (!match) return undefined;
  const [, hours, minutes, secs, millis] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

/** "00:01.000 --> 00:04.000 align:start position:10%": the times, the settings ignored. */
function timing(line: string): { start: number; end: number } | undefined {
  const match = /^\s*(\S+)[ \t]+-->[ \t]+(\S+)/.exec(line);
  if (!match) return undefined;
  const start = seconds(match[1]!);
  const end = seconds(match[2]!);
  if (start === undefined || end === undefined) return undefined;
  return { start, end: Math.max(start, end) };
}

const namedReferences: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  lrm: "\u200e",
  rlm: "\u200f",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
};

function decodeReferences(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]{2,8});/g, (whole, name: string) => {
    if (name[0] !== "#") return namedReferences[name] ?? whole;
    const code =
      name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    // No NUL, surrogate halves or code points past Unicode: those are the replacement character.
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\ufffd";
    return String.fromCodePoint(code);
  });
}

/** A cue's payload as plain text: tags (<v Speaker>, <i>, <c.loud>, <00:01.000>) out, references decoded. */
export function cueText(payload: string): string {
  const withoutTags = payload.replace(/<[^>]*>?/g, "");
  return (
    decodeReferences(withoutTags)
      // Controls (and what decoding may have produced of them) are not text; line breaks become spaces.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed.
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** Reads a WebVTT file's cues in file order. */
export function parseWebVtt(input: string, limits: VttLimits = {}): VttParse {
  const maxCues = limits.maxCues ?? Number.POSITIVE_INFINITY;
  const maxTextChars = limits.maxTextChars ?? Number.POSITIVE_INFINITY;
  const text = input.replace(/^\ufeff/, "").replace(/\r\n?/g, "\n");
  if (!/^WEBVTT(?:[ \t\n]|$)/.test(text)) return { valid: false, cues: [], truncated: false };

  // Blocks are separated by blank lines (a line of only spaces counts as blank in files in the wild).
  // The first block is the signature and its header lines.
  const blocks = text.split(/\n[ \t]*\n/).slice(1);
  const cues: VttCue[] = [];
  let chars = 0;
  for (const block of blocks) {
    const lines = block.split("\n").filter((line, index) => index > 0 || line.trim() !== "");
    if (lines.length === 0) continue;
    // NOTE, STYLE and REGION blocks hold no cue (a NOTE may even hold an arrow).
    if (/^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/.test(lines[0]!)) continue;
    // An optional identifier line, then the timing line; a block without one is skipped.
    const timingIndex = lines[0]!.includes("-->") ? 0 : lines[1]?.includes("-->") ? 1 : -1;
    const times = timingIndex >= 0 ? timing(lines[timingIndex]!) : undefined;
    if (!times) continue;
    const body = cueText(lines.slice(timingIndex + 1).join("\n"));
    if (!body) continue;
    if (cues.length >= maxCues || chars + body.length > maxTextChars)
      return { valid: true, cues, truncated: true };
    chars += body.length;
    cues.push({ ...times, text: body });
  }
  return { valid: true, cues, truncated: false };
}
