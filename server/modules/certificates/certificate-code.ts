import { randomBytes } from "node:crypto";

// A certificate's public code (issue 16): printed on the PDF, typed by employers, and the only key to the
// public verification page, so it must be unguessable, easy to read aloud and safe in a URL. Crockford's
// base32 alphabet leaves out I, L, O and U (no 1/I/L or 0/O mix-ups, no accidental words); 16 characters
// carry 80 random bits, far beyond any brute force at the lookup's rate limit. Shown in four groups of four.

export const certificateCodeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const groups = 4;
const groupLength = 4;
const codeLength = groups * groupLength;

/** Its pattern once canonical: the form stored, printed and used in URLs. */
export const canonicalCodePattern = /^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

function grouped(characters: string): string {
  return characters.match(new RegExp(`.{${groupLength}}`, "g"))!.join("-");
}

/**
 * A fresh code from `random` (crypto randomness by default): 10 bytes are 80 bits, read five at a time, so
 * every character is uniform (no modulo bias).
 */
export function generateCertificateCode(random: (size: number) => Uint8Array = randomBytes): string {
  const bytes = random((codeLength * 5) / 8);
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += certificateCodeAlphabet[(value >> bits) & 31];
    }
    value &= (1 << bits) - 1;
  }
  return grouped(out);
}

/**
 * What a person typed or a link carried, to the canonical code, or null when it cannot be one. Case, spaces
 * and dashes do not matter, and the letters Crockford reads as digits (I and L as 1, O as 0) are read so.
 */
export function parseCertificateCode(input: string): string | null {
  if (input.length > 64) return null;
  const compact = input
    .toUpperCase()
    .replace(/[\s-]+/g, "")
    .replace(/[IL]/g, "1")
    .replace(/O/g, "0");
  if (compact.length !== codeLength) return null;
  for (const character of compact) if (!certificateCodeAlphabet.includes(character)) return null;
  return grouped(compact);
}
