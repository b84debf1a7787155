import { z } from "zod";
import "./zod-messages.ts";
import {
  blogCoversPath,
  isPostSlug,
  isPostTag,
  contentStudioLimits as limits,
  contentStudioMessages as messages,
  postStatuses,
  postVersionKinds,
} from "./content-studio-text.ts";

// The content studio's blog posts (issue 21): what the editor sends and what the admin API answers. The body
// is Markdown and goes through the site's sanitiser whenever it is rendered (server/lib/markdown.ts), the
// same as the public page; the plain-text fields refuse scripts and event handlers outright, with a message,
// so nobody stores markup that would only show as text.

/** Scripts, inline event handlers and script URLs in a plain-text field. */
const scriptLike = /<\s*\/?\s*script|<[^>]*\son[a-z]+\s*=|javascript\s*:|vbscript\s*:|data\s*:\s*text\/html/i;

function plainText(max: number, min = 0) {
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !scriptLike.test(value), messages.scriptInText);
}

const coverUploadPattern = new RegExp(
  `^${blogCoversPath}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(png|jpg|webp)$`,
);
/** A cover uploaded through the studio, or one of the seeded posts' own (/assets/blog/<slug>.svg). */
export function isBlogCoverPath(value: string): boolean {
  return coverUploadPattern.test(value) || /^\/assets\/blog\/[a-z0-9-]+\.svg$/.test(value);
}

const version = z.number().int().min(1).max(2_147_483_647);

const postFieldsShape = {
  slug: z.string().trim().min(1).max(limits.slugMax).refine(isPostSlug, messages.slugFormat),
  title: plainText(limits.titleMax, 1),
  excerpt: plainText(limits.excerptMax),
  /** Markdown; sanitised on render, never refused for its markup. */
  bodyMarkdown: z.string().max(limits.bodyMax),
  authorName: plainText(limits.authorMax, 1),
  // Checked as a whole, so a message names the field "tags" (the editor's one comma-separated input).
  tags: z
    .array(z.string().trim().toLowerCase().max(200))
    .max(limits.tagsMax, messages.tagsTooMany)
    .refine((tags) => tags.every(isPostTag), messages.tagFormat)
    .refine((tags) => new Set(tags).size === tags.length, messages.tagsRepeated),
  coverPath: z.string().trim().max(200).refine(isBlogCoverPath, messages.coverInvalid).nullable(),
  coverAlt: plainText(limits.coverAltMax),
};

/** A cover needs its description (the public page's alt text). */
function coverDescribed(post: { coverPath: string | null; coverAlt: string }, context: z.RefinementCtx) {
  if (post.coverPath && !post.coverAlt)
    context.addIssue({ code: "custom", path: ["coverAlt"], message: messages.coverAltRequired });
}

export const postFieldsSchema = z.object(postFieldsShape).superRefine(coverDescribed);
export type PostFields = z.output<typeof postFieldsSchema>;
export type PostFieldsInput = z.input<typeof postFieldsSchema>;

export const postCreateSchema = postFieldsSchema;
/** The fields and the version the editor opened: a save since answers 409 and changes nothing. */
export const postSaveSchema = z.object({ ...postFieldsShape, version }).superRefine(coverDescribed);

export const postPublishSchema = z.object({
  version,
  /** A future time: the post goes live then; absent: now. */
  at: z.iso.datetime({ offset: true }).optional(),
});
export const postVersionBodySchema = z.object({ version });
export const postParamsSchema = z.object({ id: z.string().max(100) });
export const postVersionParamsSchema = z.object({
  id: z.string().max(100),
  number: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const postListQuerySchema = z.object({
  status: z.enum(postStatuses).optional(),
  q: z.string().trim().max(limits.searchMax).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const postVersionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const postPreviewSchema = z.object({ bodyMarkdown: z.string().max(limits.bodyMax) });
export const postPreviewResultSchema = z.object({
  /** The body as the public page shows it: Markdown rendered and sanitised by the same code. */
  html: z.string(),
});
export const coverUploadResultSchema = z.object({
  /** The served path of the stored image: the editor puts it in the post's cover and saves. */
  src: z.string(),
});

const postSummaryShape = {
  id: z.string(),
  slug: z.string(),
  /** Where visitors find it (or will): /blog/<slug>. */
  path: z.string(),
  title: z.string(),
  excerpt: z.string(),
  authorName: z.string(),
  tags: z.array(z.string()),
  coverPath: z.string().nullable(),
  coverAlt: z.string(),
  status: z.enum(postStatuses),
  /** When a scheduled post goes live. */
  publishAt: z.string().nullable(),
  /** When a published post went live. */
  publishedAt: z.string().nullable(),
  version: z.number(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
};
export const postSummarySchema = z.object(postSummaryShape);
export type PostSummary = z.infer<typeof postSummarySchema>;

export const postDetailSchema = z.object({ ...postSummaryShape, bodyMarkdown: z.string() });
export type PostDetail = z.infer<typeof postDetailSchema>;

export const postListSchema = z.object({
  items: z.array(postSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PostList = z.infer<typeof postListSchema>;

export const postVersionsSchema = z.object({
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
export type PostVersions = z.infer<typeof postVersionsSchema>;

export const postVersionSchema = z.object({
  number: z.number(),
  kind: z.enum(postVersionKinds),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  bodyMarkdown: z.string(),
  authorName: z.string(),
  tags: z.array(z.string()),
  coverPath: z.string().nullable(),
  coverAlt: z.string(),
  savedAt: z.string(),
  savedBy: z.string().nullable(),
});
export type PostVersion = z.infer<typeof postVersionSchema>;
