import { z } from "zod";
import { type PageType, pageTypes } from "./seo.ts";

// Page Management (issue 20): every public URL of the site in one list, for the digital marketer and the
// admin. GET /api/seo/pages.

export const seoPagesMessages = {
  searchTooLong: "Search must be at most 100 characters",
  typeInvalid: "Choose a page type from the list",
  indexableInvalid: "Choose indexed or not indexed",
  pageInvalid: "Page must be a whole number from 1",
  pageSizeInvalid: "Page size must be a whole number from 1 to 100",
  loadFailed: "The pages could not be loaded",
  noPages: "No page matches this search and these filters.",
} as const;

export const seoPagesPageSizeDefault = 25;
export const seoPagesSearchMax = 100;
/** The views column counts this many days back, today included. */
export const seoPagesViewsDays = 30;

export const pageTypeLabels: Record<PageType, string> = {
  website: "Page",
  article: "Article",
  course: "Course",
  event: "Event",
  product: "Product",
  person: "Person",
  organization: "Organization",
  faq: "FAQ",
};

export const indexableFilters = ["yes", "no"] as const;
export type IndexableFilter = (typeof indexableFilters)[number];
export const indexableFilterLabels: Record<IndexableFilter, string> = { yes: "Indexed", no: "Not indexed" };

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.enum(values), z.literal("")], { error: message })
    .optional()
    .transform((value) => value || undefined);

/** Query string of GET /api/seo/pages. An empty filter (cleared in the URL) means all. */
export const seoPagesQuerySchema = z.object({
  q: z.string().trim().max(seoPagesSearchMax, seoPagesMessages.searchTooLong).default(""),
  type: optionalEnum(pageTypes, seoPagesMessages.typeInvalid),
  indexable: optionalEnum(indexableFilters, seoPagesMessages.indexableInvalid),
  page: z.coerce
    .number({ error: seoPagesMessages.pageInvalid })
    .int(seoPagesMessages.pageInvalid)
    .min(1, seoPagesMessages.pageInvalid)
    .max(100_000, seoPagesMessages.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: seoPagesMessages.pageSizeInvalid })
    .int(seoPagesMessages.pageSizeInvalid)
    .min(1, seoPagesMessages.pageSizeInvalid)
    .max(100, seoPagesMessages.pageSizeInvalid)
    .default(seoPagesPageSizeDefault),
});
export type SeoPagesQuery = z.output<typeof seoPagesQuerySchema>;

export const seoPageRowSchema = z.object({
  path: z.string(),
  /** The title as the page's <title> shows it: the override's, else the page's own. */
  title: z.string(),
  pageType: z.enum(pageTypes),
  /** False when the page or its override says noindex: it is then out of the sitemap too. */
  indexable: z.boolean(),
  /** Whether a marketer's override changes any of its metadata. */
  overridden: z.boolean(),
  /** Page views in the last `seoPagesViewsDays` days (the cookieless analytics). */
  views: z.number().int(),
  /** ISO 8601: the later of the content's last change and the override's; null when neither is known. */
  modifiedAt: z.string().nullable(),
  /** The page's score (0 to 100) in the last finished content audit; null when it has not been audited. */
  score: z.number().int().nullable(),
  /** How many findings the last content audit raised on the page; null when it has not been audited. */
  issues: z.number().int().nullable(),
});
export type SeoPageRow = z.infer<typeof seoPageRowSchema>;

export const seoPagesPageSchema = z.object({
  items: z.array(seoPageRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SeoPagesPage = z.infer<typeof seoPagesPageSchema>;
