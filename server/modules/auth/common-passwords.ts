import { dictionary } from "@zxcvbn-ts/language-common";

// New passwords (registration, reset, change on /profile) must not be guessable from a list: zxcvbn-ts's
// common-password dictionary (about 49,000 passwords seen most often in breaches, by frequency) plus the
// repeats and straight runs that zxcvbn matches by pattern instead of listing them ("88888888",
// "12341234", "87654321"). Server only: the list is megabytes once decompressed, and the forms show the
// server's field error. Matching is case-insensitive and through common leetspeak, so "P@ssw0rd" and
// "4dm1n123" fall with "password" and "admin123".

// Each character stands for a class of look-alikes; a password and the list are compared class by class.
const lookAlikes: Record<string, string> = {
  "@": "a",
  "4": "a",
  "8": "b",
  "(": "c",
  "3": "e",
  "6": "g",
  "9": "g",
  "#": "h",
  "1": "i",
  "!": "i",
  "|": "i",
  l: "i",
  "0": "o",
  $: "s",
  "5": "s",
  "7": "t",
  "+": "t",
};

function normalise(password: string): string {
  let out = "";
  for (const ch of password.toLowerCase()) out += lookAlikes[ch] ?? ch;
  return out;
}

let listed: Set<string> | undefined;
function commonList(): Set<string> {
  // Built on first use, not at import: start-up and the modules that never check a password stay fast.
  listed ??= new Set(dictionary["passwords-common"].map(normalise));
  return listed;
}

/** "xxxxxxxx", "12341234", "hahahaha", "123123123": a unit of up to 4 characters over and over. */
function isRepeat(password: string): boolean {
  return /^(.{1,4})\1+$/su.test(password.toLowerCase());
}

/** "abcdefgh", "87654321": each character one step up (or down) from the one before. */
function isStraightRun(password: string): boolean {
  const codes = [...password.toLowerCase()].map((ch) => ch.codePointAt(0)!);
  if (codes.length < 3) return false;
  const step = codes[1]! - codes[0]!;
  return (step === 1 || step === -1) && codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}

export function isCommonPassword(password: string): boolean {
  return isRepeat(password) || isStraightRun(password) || commonList().has(normalise(password));
}
