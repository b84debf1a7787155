import { z } from "zod";
import "./zod-messages.ts";
import { postFieldsSchema } from "./content-studio.ts";
import { postStatuses, postVersionKinds } from "./content-studio-text.ts";
import {
  isHttpsUrl,
  webinarStudioLimits as limits,
  webinarStudioMessages as messages,
  webinarCoversPath,
} from "./content-studio-webinars-text.ts";
import { webinarStatuses } from "./webinars-text.ts";

// The content studio's webinars (issue 21, admins only): what the editor sends and what the admin API answers.
// The description is Markdown and goes through the site's sanitiser whenever it is rendered (the public
// /api/webinars and the live preview alike). The plain-text fields, the slug and the tags follow the blog
// posts' rules (the same field schemas), so a script is refused with the same message everywhere. The join
// link is an admin's only: it goes to registrants by mail and is never part of a public answer.

const post = postFieldsSchema.shape;

const coverUploadPattern = new RegExp(
  `^${webinarCoversPath}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(png|jpg|webp)$`,
);
/** A cover uploaded through the studio's webinar editor. */
export function isWebinarCoverPath(value: string): boolean {
  return coverUploadPattern.test(value);
}

const httpsUrl = z.string().trim().max(limits.urlMax).refine(isHttpsUrl, messages.httpsOnly);
const version = z.number().int().min(1).max(2_147_483_647);

const webinarFieldsShape = {
  slug: post.slug,
  title: post.title,
  /** Under the title on /webinars and in search results; needed to publish. */
  summary: post.excerpt,
  /** Markdown; sanitised on render, never refused for its markup. */
  descriptionMarkdown: z.string().max(limits.descriptionMax),
  hostName: post.authorName,
  startsAt: z.iso.datetime({ offset: true, error: messages.startsAt }),
  durationMinutes: z
    .number({ error: messages.duration })
    .int(messages.duration)
    .min(limits.durationMin, messages.duration)
    .max(limits.durationMax, messages.duration),
  /** Mailed to registrants (once per link and person); never public. */
  joinUrl: httpsUrl.nullable(),
  /** Offered on /webinars once the session is over. */
  recordingUrl: httpsUrl.nullable(),
  tags: post.tags,
  coverPath: z.string().trim().max(200).refine(isWebinarCoverPath, messages.coverInvalid).nullable(),
  coverAlt: post.coverAlt,
};

/** A cover needs its description (the blog covers' rule). */
function coverDescribed(webinar: { coverPath: string | null; coverAlt: string }, context: z.RefinementCtx) {
  if (webinar.coverPath && !webinar.coverAlt)
    context.addIssue({ code: "custom", path: ["coverAlt"], message: messages.coverAltRequired });
}

export const webinarFieldsSchema = z.object(webinarFieldsShape).superRefine(coverDescribed);
export type WebinarFields = z.output<typeof webinarFieldsSchema>;
export type WebinarFieldsInput = z.input<typeof webinarFieldsSchema>;

export const webinarCreateSchema = webinarFieldsSchema;
/** The fields and the version the editor opened: a save since answers 409 and changes nothing. */
export const webinarSaveSchema = z.object({ ...webinarFieldsShape, version }).superRefine(coverDescribed);

export const webinarPublishSchema = z.object({
  version,
  /** A future time: the webinar appears on /webinars then; absent: now. */
  at: z.iso.datetime({ offset: true }).optional(),
});
export const webinarVersionBodySchema = z.object({ version });
export const webinarParamsSchema = z.object({ id: z.string().max(100) });
export const webinarVersionParamsSchema = z.object({
  id: z.string().max(100),
  number: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const webinarListQuerySchema = z.object({
  status: z.enum(postStatuses).optional(),
  q: z.string().trim().max(limits.searchMax).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const webinarPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

const webinarSummaryShape = {
  id: z.string(),
  slug: z.string(),
  /** Where visitors find it (or will): /webinars#<slug>. */
  path: z.string(),
  title: z.string(),
  summary: z.string(),
  hostName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number(),
  /** Upcoming, live or past, by the clock (the public page's split). */
  timing: z.enum(webinarStatuses),
  tags: z.array(z.string()),
  coverPath: z.string().nullable(),
  coverAlt: z.string(),
  status: z.enum(postStatuses),
  /** When a scheduled webinar appears on /webinars. */
  publishAt: z.string().nullable(),
  hasJoinLink: z.boolean(),
  registrants: z.number(),
  version: z.number(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
};
export const webinarSummarySchema = z.object(webinarSummaryShape);
export type WebinarSummary = z.infer<typeof webinarSummarySchema>;

const webinarDetailShape = {
  ...webinarSummaryShape,
  descriptionMarkdown: z.string(),
  joinUrl: z.string().nullable(),
  recordingUrl: z.string().nullable(),
  /** Registrants the current join link has been mailed to (in their confirmation or on its own). */
  joinLinkSent: z.number(),
};
export const webinarDetailSchema = z.object(webinarDetailShape);
export type WebinarDetail = z.infer<typeof webinarDetailSchema>;

/** A save's answer: the webinar, and how many registrants this save mailed the join link to. */
export const webinarSavedSchema = z.object({ ...webinarDetailShape, joinLinkMailed: z.number() });
export type WebinarSaved = z.infer<typeof webinarSavedSchema>;

export const webinarListSchema = z.object({
  items: z.array(webinarSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type WebinarStudioList = z.infer<typeof webinarListSchema>;

export const webinarVersionsSchema = z.object({
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
export type WebinarVersions = z.infer<typeof webinarVersionsSchema>;

export const webinarVersionSchema = z.object({
  number: z.number(),
  kind: z.enum(postVersionKinds),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  descriptionMarkdown: z.string(),
  hostName: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number(),
  joinUrl: z.string().nullable(),
  recordingUrl: z.string().nullable(),
  tags: z.array(z.string()),
  coverPath: z.string().nullable(),
  coverAlt: z.string(),
  savedAt: z.string(),
  savedBy: z.string().nullable(),
});
export type WebinarVersion = z.infer<typeof webinarVersionSchema>;

export const webinarRegistrantsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      registeredAt: z.string(),
      /** The current join link has reached them (in their confirmation or its own mail). */
      joinLinkSent: z.boolean(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type WebinarRegistrants = z.infer<typeof webinarRegistrantsSchema>;
