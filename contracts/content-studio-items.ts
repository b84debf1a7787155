import { z } from "zod";
import "./zod-messages.ts";
import { openingKinds } from "./careers.ts";
import {
  postPublishSchema,
  postVersionBodySchema,
  postVersionParamsSchema,
  postVersionsQuerySchema,
} from "./content-studio.ts";
import {
  episodeCoversPath,
  episodeMessages,
  contentStudioItemsLimits as limits,
  podcastAssetsPath,
} from "./content-studio-items-text.ts";
import {
  isPostSlug,
  isPostTag,
  contentStudioMessages as postMessages,
  postStatuses,
  postVersionKinds,
} from "./content-studio-text.ts";

// The content studio's podcast episodes and job openings (issue 21, admins only): what the editors send and
// what the admin API answers. States, tags, slugs and the plain-text rule are the blog posts'
// (content-studio.ts): Markdown goes through the site's sanitiser when rendered, the plain-text fields refuse
// scripts and event handlers outright. Publishing, versions and previews take the posts' bodies as they are.

const scriptLike = /<\s*\/?\s*script|<[^>]*\son[a-z]+\s*=|javascript\s*:|vbscript\s*:|data\s*:\s*text\/html/i;

function plainText(max: number, min = 0) {
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !scriptLike.test(value), postMessages.scriptInText);
}

const version = z.number().int().min(1).max(2_147_483_647);
const slug = z.string().trim().min(1).max(limits.slugMax).refine(isPostSlug, postMessages.slugFormat);
const tags = z
  .array(z.string().trim().toLowerCase().max(200))
  .max(8, postMessages.tagsTooMany)
  .refine((list) => list.every(isPostTag), postMessages.tagFormat)
  .refine((list) => new Set(list).size === list.length, postMessages.tagsRepeated);

const episodeCoverPattern = new RegExp(
  `^${episodeCoversPath}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(png|jpg|webp)$`,
);
/** A cover uploaded through the studio's episode editor. */
export function isEpisodeCoverPath(value: string): boolean {
  return episodeCoverPattern.test(value);
}

/** An audio file over https, or one the site ships itself (/assets/podcast/trailer.wav). */
export function isEpisodeAudioUrl(value: string): boolean {
  if (value.startsWith(podcastAssetsPath))
    return /^[a-z0-9][a-z0-9._-]*\.(mp3|m4a|aac|ogg|opus|wav)$/i.test(value.slice(podcastAssetsPath.length));
  if (!/^https:\/\/[^\s/?#]+[^\s]*$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A cover needs its description (alt text). */
function coverDescribed(item: { coverPath: string | null; coverAlt: string }, context: z.RefinementCtx) {
  if (item.coverPath && !item.coverAlt)
    context.addIssue({ code: "custom", path: ["coverAlt"], message: postMessages.coverAltRequired });
}

// ---- Episodes -------------------------------------------------------------------------------------------

const episodeFieldsShape = {
  slug,
  episodeNumber: z
    .number({ error: "Give the episode a number (0 for a trailer)" })
    .int()
    .min(0)
    .max(limits.episodeNumberMax),
  title: plainText(limits.titleMax, 1),
  summary: plainText(limits.summaryMax),
  /** Markdown; sanitised on render, never refused for its markup. */
  showNotesMarkdown: z.string().max(limits.markdownMax),
  // Checked as a whole, so a message names the field "guests" (the editor's one field, a name a line).
  guests: z
    .array(z.string().trim().max(500))
    .max(limits.guestsMax, episodeMessages.guestsTooMany)
    .refine((list) => list.every((guest) => guest.length > 0), episodeMessages.guestEmpty)
    .refine((list) => list.every((guest) => guest.length <= limits.guestMax), episodeMessages.guestTooLong)
    .refine((list) => !list.some((guest) => scriptLike.test(guest)), postMessages.scriptInText)
    .refine((list) => new Set(list).size === list.length, episodeMessages.guestsRepeated),
  audioUrl: z.string().trim().max(limits.audioUrlMax).refine(isEpisodeAudioUrl, episodeMessages.audioUrl),
  durationSeconds: z
    .number({ error: episodeMessages.duration })
    .int(episodeMessages.duration)
    .min(1, episodeMessages.duration)
    .max(limits.durationMax, episodeMessages.duration),
  tags,
  coverPath: z.string().trim().max(200).refine(isEpisodeCoverPath, episodeMessages.coverInvalid).nullable(),
  coverAlt: plainText(limits.coverAltMax),
};

export const episodeFieldsSchema = z.object(episodeFieldsShape).superRefine(coverDescribed);
export type EpisodeFields = z.output<typeof episodeFieldsSchema>;
export type EpisodeFieldsInput = z.input<typeof episodeFieldsSchema>;
export const episodeCreateSchema = episodeFieldsSchema;
/** The fields and the version the editor opened: a save since answers 409 and changes nothing. */
export const episodeSaveSchema = z.object({ ...episodeFieldsShape, version }).superRefine(coverDescribed);

export const episodeListQuerySchema = z.object({
  status: z.enum(postStatuses).optional(),
  q: z.string().trim().max(limits.searchMax).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

const episodeSummaryShape = {
  id: z.string(),
  slug: z.string(),
  /** Where visitors find it (or will): /podcast#<slug>. */
  path: z.string(),
  episodeNumber: z.number(),
  title: z.string(),
  summary: z.string(),
  guests: z.array(z.string()),
  audioUrl: z.string(),
  durationSeconds: z.number(),
  tags: z.array(z.string()),
  coverPath: z.string().nullable(),
  coverAlt: z.string(),
  status: z.enum(postStatuses),
  /** When a scheduled episode goes live. */
  publishAt: z.string().nullable(),
  /** When a published episode went live. */
  publishedAt: z.string().nullable(),
  version: z.number(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
};
export const episodeSummarySchema = z.object(episodeSummaryShape);
export type EpisodeSummary = z.infer<typeof episodeSummarySchema>;
export const episodeDetailSchema = z.object({ ...episodeSummaryShape, showNotesMarkdown: z.string() });
export type EpisodeDetail = z.infer<typeof episodeDetailSchema>;
export const episodeListSchema = z.object({
  items: z.array(episodeSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type EpisodeList = z.infer<typeof episodeListSchema>;

export const episodeVersionSchema = z.object({
  number: z.number(),
  kind: z.enum(postVersionKinds),
  savedAt: z.string(),
  savedBy: z.string().nullable(),
  slug: z.string(),
  episodeNumber: z.number(),
  title: z.string(),
  summary: z.string(),
  showNotesMarkdown: z.string(),
  guests: z.array(z.string()),
  audioUrl: z.string(),
  durationSeconds: z.number(),
  tags: z.array(z.string()),
  coverPath: z.string().nullable(),
  coverAlt: z.string(),
});
export type EpisodeVersion = z.infer<typeof episodeVersionSchema>;

// ---- Openings -------------------------------------------------------------------------------------------

export const openingStatuses = ["open", "closed"] as const;
export type OpeningStatus = (typeof openingStatuses)[number];

const openingFieldsShape = {
  slug,
  kind: z.enum(openingKinds),
  title: plainText(limits.titleMax, 1),
  team: plainText(limits.teamMax, 1),
  location: plainText(limits.locationMax, 1),
  /** e.g. "Full-time", "Internship, 12 weeks, paid". */
  employmentType: plainText(limits.employmentTypeMax, 1),
  summary: plainText(limits.summaryMax),
  /** Markdown; sanitised on render, never refused for its markup. */
  descriptionMarkdown: z.string().max(limits.markdownMax),
  /** Open takes applications; closed leaves the careers pages (the opening and its applications stay). */
  status: z.enum(openingStatuses),
};
export const openingFieldsSchema = z.object(openingFieldsShape);
export type OpeningFields = z.output<typeof openingFieldsSchema>;
export type OpeningFieldsInput = z.input<typeof openingFieldsSchema>;
export const openingCreateSchema = openingFieldsSchema;
export const openingSaveSchema = z.object({ ...openingFieldsShape, version });

export const openingListQuerySchema = z.object({
  /** Draft, scheduled or published (the opening's `status` is whether it takes applications). */
  publication: z.enum(postStatuses).optional(),
  kind: z.enum(openingKinds).optional(),
  q: z.string().trim().max(limits.searchMax).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

const openingSummaryShape = {
  id: z.string(),
  slug: z.string(),
  /** Where visitors find it (or will): /careers#<slug> or /internship#<slug>. */
  path: z.string(),
  kind: z.enum(openingKinds),
  title: z.string(),
  team: z.string(),
  location: z.string(),
  employmentType: z.string(),
  summary: z.string(),
  status: z.enum(openingStatuses),
  publication: z.enum(postStatuses),
  /** When a scheduled opening goes live. */
  publishAt: z.string().nullable(),
  /** When a published opening was posted. */
  postedAt: z.string().nullable(),
  /** Applications received (an opening with any cannot be deleted, only closed). */
  applications: z.number(),
  version: z.number(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
};
export const openingSummarySchema = z.object(openingSummaryShape);
export type OpeningStudioSummary = z.infer<typeof openingSummarySchema>;
export const openingDetailSchema = z.object({ ...openingSummaryShape, descriptionMarkdown: z.string() });
export type OpeningStudioDetail = z.infer<typeof openingDetailSchema>;
export const openingListSchema = z.object({
  items: z.array(openingSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type OpeningStudioList = z.infer<typeof openingListSchema>;

export const openingVersionSchema = z.object({
  number: z.number(),
  kind: z.enum(postVersionKinds),
  savedAt: z.string(),
  savedBy: z.string().nullable(),
  slug: z.string(),
  openingKind: z.enum(openingKinds),
  title: z.string(),
  team: z.string(),
  location: z.string(),
  employmentType: z.string(),
  summary: z.string(),
  descriptionMarkdown: z.string(),
  status: z.enum(openingStatuses),
});
export type OpeningVersion = z.infer<typeof openingVersionSchema>;

// ---- Shared by both -------------------------------------------------------------------------------------

/** Publish now, or at a future time (the posts' body). */
export const itemPublishSchema = postPublishSchema;
export const itemVersionBodySchema = postVersionBodySchema;
export const itemParamsSchema = z.object({ id: z.string().max(100) });
export const itemVersionParamsSchema = postVersionParamsSchema;
export const itemVersionsQuerySchema = postVersionsQuerySchema;

export const itemVersionsSchema = z.object({
  items: z.array(
    z.object({
      number: z.number(),
      kind: z.enum(postVersionKinds),
      slug: z.string(),
      title: z.string(),
      savedAt: z.string(),
      savedBy: z.string().nullable(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ItemVersions = z.infer<typeof itemVersionsSchema>;
