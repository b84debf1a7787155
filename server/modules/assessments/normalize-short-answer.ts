// How a short answer is compared with the accepted ones (issue 16: case and space insensitive). Both sides
// go through this, so "  New   York " matches "new york".
//
// - NFKC first: full-width "ＮＹ", the "ﬁ" ligature and a no-break space become their plain forms.
// - Case fold by upper- then lower-casing: toLowerCase alone leaves "ß" apart from "SS"; going through
//   upper case maps both to "ss". Locale-free on purpose (a Turkish locale would fold "I" to "ı").
// - NFKC again, since case mapping can leave decomposed letters (Greek with diacritics).
// - Whitespace of any kind trimmed and runs collapsed to one space: inner spaces still separate words.

export function normalizeShortAnswer(text: string): string {
  return text.normalize("NFKC").toUpperCase().toLowerCase().normalize("NFKC").replace(/\s+/gu, " ").trim();
}
