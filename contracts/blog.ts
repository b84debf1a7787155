import { z } from "zod";
import "./zod-messages.ts";
import { blogMessages } from "./blog-text.ts";

export { blogMessages, blogPageSize, formatPostDate } from "./blog-text.ts";

// The blog (issue 5): a paged list of published posts, newest first, filterable by tag, and one post
// rendered from Markdown to sanitised HTML.

/** Query of GET /api/blog. An empty tag (a cleared filter) means every tag. */
export const blogListQuerySchema = z.object({
  tag: z
    .string()
    .trim()
    .toLowerCase()
    .max(40, blogMessages.tagInvalid)
    .optional()
    .transform((value) => value || undefined),
  page: z.coerce
    .number({ error: blogMessages.pageInvalid })
    .int(blogMessages.pageInvalid)
    .min(1, blogMessages.pageInvalid)
    .max(10_000, blogMessages.pageInvalid)
    .default(1),
});
export type BlogListQuery = z.output<typeof blogListQuerySchema>;

export const blogCoverSchema = z.object({
  /** Site-relative path of the cover image (an SVG under /assets/blog/). */
  src: z.string(),
  alt: z.string(),
});

export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  /** ISO 8601. */
  publishedAt: z.string(),
  tags: z.array(z.string()),
  cover: blogCoverSchema.nullable(),
  readingMinutes: z.number().int(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogListSchema = z.object({
  items: z.array(blogPostSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  /** The tag filter that was applied, if any. */
  tag: z.string().nullable(),
  /** Every tag of a published post with its post count, most used first: the filter's options. */
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type BlogList = z.infer<typeof blogListSchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  /** The Markdown body rendered to sanitised HTML. */
  html: z.string(),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostPageSchema = z.object({
  post: blogPostSchema,
  /** Up to three other posts, those sharing the most tags first, then the newest. */
  related: z.array(blogPostSummarySchema),
});
export type BlogPostPage = z.infer<typeof blogPostPageSchema>;

export const blogSlugParamsSchema = z.object({ slug: z.string().max(200) });
