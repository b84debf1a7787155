import { flesch } from "flesch";
import { syllable } from "syllable";

/**
 * Flesch reading ease of English text (the published formula from the `flesch` package, syllables counted by
 * `syllable`): 60 to 70 is plain English, below 30 is read comfortably by graduates only. Sentences end at
 * ., ! or ? followed by a space or the end; words are runs of letters (numbers and symbols carry no syllables).
 */
// The audit reads every page; the same words recur across a site, and counting syllables is most of the cost.
const syllableCache = new Map<string, number>();
const syllableCacheMax = 50_000;

function syllables(word: string): number {
  const key = word.toLowerCase();
  let count = syllableCache.get(key);
  if (count === undefined) {
    if (syllableCache.size >= syllableCacheMax) syllableCache.clear();
    count = Math.max(1, syllable(key));
    syllableCache.set(key, count);
  }
  return count;
}

export function readingEase(text: string): number {
  const words = text.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  if (words.length === 0) return 0;
  const sentences = Math.max(1, text.split(/[.!?]+(?:\s|$)/).filter((part) => /\p{L}/u.test(part)).length);
  const total = words.reduce((sum, word) => sum + syllables(word), 0);
  return Math.round(flesch({ sentence: sentences, word: words.length, syllable: total }) * 10) / 10;
}
