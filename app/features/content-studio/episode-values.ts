import type { EpisodeDetail, EpisodeFieldsInput, EpisodeVersion } from "#contracts/content-studio-items.ts";
import { durationFromText, durationText, guestsFromText } from "#contracts/content-studio-items-text.ts";
import { tagsFromText } from "#contracts/content-studio-text.ts";

// The episode editor's values are strings (useForm's rule): guests are one name a line, tags one
// comma-separated field, the duration "42:10", the cover's path set by an upload ("" for none). The order is
// the form's, so focus goes to the first field with a message.
export const episodeFields = [
  "title",
  "slug",
  "episodeNumber",
  "summary",
  "guests",
  "audioUrl",
  "durationSeconds",
  "tags",
  "coverPath",
  "coverAlt",
  "showNotesMarkdown",
] as const;
export type EpisodeField = (typeof episodeFields)[number];
export type EpisodeValues = Record<EpisodeField, string>;

export function blankEpisode(nextNumber = ""): EpisodeValues {
  return {
    title: "",
    slug: "",
    episodeNumber: nextNumber,
    summary: "",
    guests: "",
    audioUrl: "",
    durationSeconds: "",
    tags: "",
    coverPath: "",
    coverAlt: "",
    showNotesMarkdown: "",
  };
}

type Content = Pick<
  EpisodeDetail | EpisodeVersion,
  | "title"
  | "slug"
  | "episodeNumber"
  | "summary"
  | "guests"
  | "audioUrl"
  | "durationSeconds"
  | "tags"
  | "coverPath"
  | "coverAlt"
  | "showNotesMarkdown"
>;

export function episodeValuesOf(episode: Content): EpisodeValues {
  return {
    title: episode.title,
    slug: episode.slug,
    episodeNumber: String(episode.episodeNumber),
    summary: episode.summary,
    guests: episode.guests.join("\n"),
    audioUrl: episode.audioUrl,
    durationSeconds: durationText(episode.durationSeconds),
    tags: episode.tags.join(", "),
    coverPath: episode.coverPath ?? "",
    coverAlt: episode.coverAlt,
    showNotesMarkdown: episode.showNotesMarkdown,
  };
}

/** What the schema checks and the API receives (a number or a duration that does not read is NaN: refused). */
export function episodeInput(values: EpisodeValues): EpisodeFieldsInput {
  const number = values.episodeNumber.trim();
  return {
    title: values.title,
    slug: values.slug,
    episodeNumber: /^\d+$/.test(number) ? Number(number) : Number.NaN,
    summary: values.summary,
    guests: guestsFromText(values.guests),
    audioUrl: values.audioUrl,
    durationSeconds: durationFromText(values.durationSeconds),
    tags: tagsFromText(values.tags),
    coverPath: values.coverPath || null,
    coverAlt: values.coverAlt,
    showNotesMarkdown: values.showNotesMarkdown,
  };
}
