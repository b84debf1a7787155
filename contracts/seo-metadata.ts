import { z } from "zod";
import "./zod-messages.ts";
import { recordVersionMessages } from "./record-version.ts";
import { pageTypes } from "./seo.ts";
import {
  refineDetails,
  seoMetadataDetailDefaultsSchema,
  seoMetadataDetailsShape,
} from "./seo-metadata-details.ts";

// Meta Tags (issue 20): a marketer's override of one page's metadata, edited beside the defaults the page
// takes from its content. GET /api/seo/metadata?path= reads it; PUT /api/seo/metadata saves it with the
// version it was opened with (409 when someone saved in between). An empty field means "the default".

export const seoMetadataLimits = {
  title: 120,
  description: 320,
  keywords: 20,
  keyword: 60,
  url: 2000,
  path: 2000,
  history: 20,
} as const;

export const seoMetadataMessages = {
  pathRequired: "Choose a page first",
  titleTooLong: `The title must be at most ${seoMetadataLimits.title} characters`,
  descriptionTooLong: `The description must be at most ${seoMetadataLimits.description} characters`,
  keywordsTooMany: `Use at most ${seoMetadataLimits.keywords} keywords, separated by commas`,
  keywordTooLong: `Each keyword must be at most ${seoMetadataLimits.keyword} characters`,
  imageInvalid: "The image must be a path of this site (starting with /) or an https:// address",
  canonicalInvalid: "The canonical URL must be a path of this site (starting with /) or an https:// address",
  robotsInvalid: "Choose whether search engines may index the page",
  pageTypeInvalid: "Choose a page type from the list",
  loadFailed: "The page's metadata could not be loaded",
  saveFailed: "The metadata could not be saved",
  saved: "Metadata saved",
  conflict: recordVersionMessages.conflict("page's metadata"),
} as const;

/** The robots choice: the page's own ("" = default), or forced either way. */
export const robotsChoices = ["index", "noindex"] as const;

// A site path or an https URL; never another scheme (javascript:, data:), never protocol-relative.
const siteOrHttps = (message: string) =>
  z
    .string()
    .trim()
    .max(seoMetadataLimits.url, message)
    .refine(
      (value) => value === "" || /^\/(?!\/)\S*$/.test(value) || /^https:\/\/[^\s/]+\.\S*$/i.test(value),
      message,
    );

/** Comma-separated keywords: trimmed, empty pieces dropped. */
export function splitKeywords(text: string): string[] {
  return text
    .split(",")
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== "");
}

/** The editable fields as the form holds them: strings, "" for "use the default". */
const seoMetadataFieldsObject = z.object({
  title: z.string().trim().max(seoMetadataLimits.title, seoMetadataMessages.titleTooLong),
  description: z.string().trim().max(seoMetadataLimits.description, seoMetadataMessages.descriptionTooLong),
  keywords: z
    .string()
    .max(seoMetadataLimits.keywords * (seoMetadataLimits.keyword + 2), seoMetadataMessages.keywordsTooMany)
    .refine(
      (text) => splitKeywords(text).length <= seoMetadataLimits.keywords,
      seoMetadataMessages.keywordsTooMany,
    )
    .refine(
      (text) => splitKeywords(text).every((keyword) => keyword.length <= seoMetadataLimits.keyword),
      seoMetadataMessages.keywordTooLong,
    ),
  image: siteOrHttps(seoMetadataMessages.imageInvalid),
  canonical: siteOrHttps(seoMetadataMessages.canonicalInvalid),
  robots: z.union([z.enum(robotsChoices), z.literal("")], { error: seoMetadataMessages.robotsInvalid }),
  pageType: z.union([z.enum(pageTypes), z.literal("")], { error: seoMetadataMessages.pageTypeInvalid }),
  ...seoMetadataDetailsShape,
});
/** The fields with the checks across them (dates in order, a whole rating). */
export const seoMetadataFieldsSchema = seoMetadataFieldsObject.superRefine(refineDetails);
export type SeoMetadataFields = z.output<typeof seoMetadataFieldsObject>;

/** PUT /api/seo/metadata: the page, the fields, and the version the form was opened with (0: no override yet). */
export const seoMetadataSaveSchema = seoMetadataFieldsObject
  .extend({
    path: z.string().trim().min(1, seoMetadataMessages.pathRequired).max(seoMetadataLimits.path),
    version: z
      .number({ error: recordVersionMessages.invalid })
      .int(recordVersionMessages.invalid)
      .min(0, recordVersionMessages.invalid)
      .max(2_147_483_647, recordVersionMessages.invalid),
  })
  .superRefine(refineDetails);
export type SeoMetadataSave = z.output<typeof seoMetadataSaveSchema>;
export type SeoMetadataSaveInput = z.input<typeof seoMetadataSaveSchema>;

export const seoMetadataQuerySchema = z.object({
  path: z.string().trim().min(1, seoMetadataMessages.pathRequired).max(seoMetadataLimits.path),
});

/** What the page shows when no override is set: from its content and the site's defaults. */
export const seoMetadataDefaultsSchema = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  image: z.string(),
  canonical: z.string(),
  noindex: z.boolean(),
  pageType: z.enum(pageTypes),
  ...seoMetadataDetailDefaultsSchema.shape,
});
export type SeoMetadataDefaults = z.infer<typeof seoMetadataDefaultsSchema>;

/** One saved state of the override, newest first (for history and restore). */
export const seoMetadataVersionSchema = z.object({
  version: z.number().int(),
  fields: seoMetadataFieldsObject,
  savedBy: z.string(),
  /** ISO 8601. */
  savedAt: z.string(),
});
export type SeoMetadataVersion = z.infer<typeof seoMetadataVersionSchema>;

/** GET /api/seo/metadata and the answer of a save. */
export const seoMetadataEditorSchema = z.object({
  path: z.string(),
  /** 0 until the first save. */
  version: z.number().int(),
  fields: seoMetadataFieldsObject,
  defaults: seoMetadataDefaultsSchema,
  /** ISO 8601, the last save; null before the first. */
  updatedAt: z.string().nullable(),
  /** The last `seoMetadataLimits.history` saves, newest first. */
  history: z.array(seoMetadataVersionSchema),
});
export type SeoMetadataEditor = z.infer<typeof seoMetadataEditorSchema>;
