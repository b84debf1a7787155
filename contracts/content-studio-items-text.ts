// The content studio's podcast episodes and job openings (issue 21, admins only): their words, limits and
// helpers, zod-free so the editors' fields and lists can use them without loading zod first. The schemas are
// in content-studio-items.ts; the states, tags and covers are the blog posts' (content-studio-text.ts).

import { contentStudioLimits } from "./content-studio-text.ts";

export const contentStudioItemsLimits = {
  slugMax: 100,
  titleMax: 120,
  summaryMax: 300,
  markdownMax: 100_000,
  /** Episode 0 is the trailer. */
  episodeNumberMax: 9_999,
  guestsMax: 8,
  guestMax: 80,
  audioUrlMax: 500,
  /** Six hours. */
  durationMax: 6 * 3600,
  teamMax: 60,
  locationMax: 80,
  employmentTypeMax: 60,
  searchMax: 100,
  pageSize: 20,
  versionsPageSize: 20,
  coverAltMax: contentStudioLimits.coverAltMax,
  coverMaxBytes: contentStudioLimits.coverMaxBytes,
} as const;

/** Where uploaded episode covers are served (outside /api, cached for a year: a new upload gets a new name). */
export const episodeCoversPath = "/media/podcast-covers";

/** The public podcast's own audio files ship under this folder (the trailer); every other file is https. */
export const podcastAssetsPath = "/assets/podcast/";

export const openingStatusLabels = { open: "Open", closed: "Closed" } as const;
export const openingKindLabels = { job: "Job", internship: "Internship" } as const;

export const episodeMessages = {
  notFound: "Episode not found",
  slugTaken: "Another episode already uses this slug",
  numberTaken: "Another episode already has this number",
  audioUrl: "Link the audio file over https://, e.g. https://media.example.com/episode-12.mp3",
  duration: "Give the length as minutes:seconds or hours:minutes:seconds, e.g. 42:10",
  guestsTooMany: `At most ${contentStudioItemsLimits.guestsMax} guests`,
  guestsRepeated: "Each guest once",
  guestEmpty: "A guest needs a name",
  guestTooLong: `A guest's name is at most ${contentStudioItemsLimits.guestMax} characters`,
  coverInvalid: "The cover must be an image uploaded here",
  stale:
    "Someone saved this episode after you opened it. Your changes are kept here: copy what you need, reload to see theirs, then save again.",
  alreadyPublished: "This episode is already published: saving it updates what visitors see",
  notPublished: "This episode is neither published nor scheduled",
  versionNotFound: "No such version of this episode",
} as const;

export const openingMessages = {
  notFound: "Opening not found",
  slugTaken: "Another opening already uses this slug",
  stale:
    "Someone saved this opening after you opened it. Your changes are kept here: copy what you need, reload to see theirs, then save again.",
  alreadyPublished: "This opening is already published: saving it updates what visitors see",
  notPublished: "This opening is neither published nor scheduled",
  versionNotFound: "No such version of this opening",
  hasApplications:
    "People have applied to this opening, so it cannot be deleted (their applications stay with it). Close it instead: it then leaves the careers pages and takes no more applications.",
} as const;

/** An episode's place on the public site: an anchor on /podcast (episodes have no page of their own). */
export const episodePath = (slug: string) => `/podcast#${slug}`;

/** An opening's place on the public site: an anchor on /careers or /internship (no page of its own). */
export const openingPath = (kind: "job" | "internship", slug: string) =>
  `${kind === "internship" ? "/internship" : "/careers"}#${slug}`;

/** 2530 -> "42:10"; 3900 -> "1:05:00" (the editor's duration field). */
export function durationText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** "42:10" -> 2530, "1:05:00" -> 3900, "90" (seconds) -> 90; NaN when it is none of those. */
export function durationFromText(text: string): number {
  const value = text.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return Number.NaN;
  const [, h = "0", m = "0", s = "0"] = match;
  if (Number(s) >= 60 || (match[1] !== undefined && Number(m) >= 60)) return Number.NaN;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** Guests as typed, one a line -> the list (empty lines dropped). */
export function guestsFromText(text: string): string[] {
  return text
    .split("\n")
    .map((guest) => guest.trim())
    .filter(Boolean);
}
