import { z } from "zod";
import "./zod-messages.ts";

// Keywords (issue 20): a focus keyphrase (and synonyms) per public page, checked on the rendered page.
// GET /api/seo/keywords lists pages with their keyphrase and checks (and which share a keyphrase);
// GET /api/seo/keywords/page?path= answers one page's; PUT /api/seo/keywords saves one under its version (the
// page is rendered and checked at once); POST /api/seo/keywords/check checks it again.

export const keyphraseLimits = { keyphrase: 100, synonym: 100, synonyms: 5, path: 2000 } as const;

export const keywordMessages = {
  loadFailed: "The keyphrases could not be loaded",
  saveFailed: "The keyphrase could not be saved",
  checkFailed: "The page could not be checked",
  saved: "Keyphrase saved",
  removed: "Keyphrase removed",
  checked: "Checked again",
  conflict:
    "Someone saved this page's keyphrase after you opened it. Reload to see their version; your text is kept here.",
  pathRequired: "Choose a page first",
  keyphraseTooLong: `The keyphrase must be at most ${keyphraseLimits.keyphrase} characters`,
  keyphraseNoWords: "The keyphrase needs at least one letter or digit",
  synonymTooLong: `Each synonym must be at most ${keyphraseLimits.synonym} characters`,
  synonymsTooMany: `At most ${keyphraseLimits.synonyms} synonyms`,
  synonymsNeedKeyphrase: "Enter the keyphrase before its synonyms",
  versionInvalid: "Reload the page and try again",
  searchTooLong: "Search must be at most 100 characters",
  filterInvalid: "Choose with keyphrase, without keyphrase or shared keyphrase",
  pageInvalid: "Page must be a whole number from 1",
  pageSizeInvalid: "Page size must be a whole number from 1 to 100",
  notChecked: "Not checked yet",
  noKeyphrase: "This page has no keyphrase to check. Save one first.",
  pageDidNotLoad: "The page did not load, so it could not be checked. Open it to see why.",
  noPages: "No page matches these filters.",
} as const;

/** Every on-page check of a keyphrase, in the order the page lists them. */
export const keyphraseChecks = [
  "title",
  "description",
  "h1",
  "first-paragraph",
  "slug",
  "image-alt",
  "density",
  "length",
] as const;
export type KeyphraseCheck = (typeof keyphraseChecks)[number];
export const keyphraseCheckLabels: Record<KeyphraseCheck, string> = {
  title: "In the title",
  description: "In the meta description",
  h1: "In the H1",
  "first-paragraph": "In the first paragraph",
  slug: "In the address",
  "image-alt": "In an image's alt text",
  density: "Density",
  length: "Keyphrase length",
};

/** good: done; improve: worth doing; problem: hurts; na: does not apply to this page. */
export const checkStatuses = ["good", "improve", "problem", "na"] as const;
export type CheckStatus = (typeof checkStatuses)[number];

export const keyphraseCheckResultSchema = z.object({
  check: z.enum(keyphraseChecks),
  status: z.enum(checkStatuses),
  /** One sentence: what was found and what to do. */
  message: z.string(),
});
export type KeyphraseCheckResult = z.infer<typeof keyphraseCheckResultSchema>;

const synonymText = z.string().trim().max(keyphraseLimits.synonym, keywordMessages.synonymTooLong);
const hasWords = (value: string) => value === "" || /[\p{L}\p{N}]/u.test(value);

/** Body of PUT /api/seo/keywords. An empty keyphrase removes the page's. */
export const keyphraseSaveSchema = z
  .object({
    path: z.string().trim().min(1, keywordMessages.pathRequired).max(keyphraseLimits.path),
    keyphrase: z
      .string()
      .trim()
      .max(keyphraseLimits.keyphrase, keywordMessages.keyphraseTooLong)
      .refine(hasWords, keywordMessages.keyphraseNoWords),
    synonyms: z
      .array(synonymText)
      .max(keyphraseLimits.synonyms, keywordMessages.synonymsTooMany)
      .transform((list) => [...new Set(list.filter((item) => item !== ""))]),
    /** The version the form was opened with (0: the page had none). */
    version: z.number({ error: keywordMessages.versionInvalid }).int().min(0),
  })
  .refine((input) => input.keyphrase !== "" || input.synonyms.length === 0, {
    message: keywordMessages.synonymsNeedKeyphrase,
    path: ["keyphrase"],
  });
export type KeyphraseSave = z.output<typeof keyphraseSaveSchema>;

export const keyphraseCheckRequestSchema = z.object({
  path: z.string().trim().min(1, keywordMessages.pathRequired).max(keyphraseLimits.path),
});

export const pageKeyphraseSchema = z.object({
  path: z.string(),
  title: z.string(),
  keyphrase: z.string(),
  synonyms: z.array(z.string()),
  /** 0 when the page has no keyphrase yet. */
  version: z.number().int(),
  /** The checks on the rendered page; null before the first. */
  checks: z.array(keyphraseCheckResultSchema).nullable(),
  checkedAt: z.string().nullable(),
  /** Other pages with the same keyphrase: they compete for the same searches. */
  sharedWith: z.array(z.object({ path: z.string(), title: z.string() })),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type PageKeyphrase = z.infer<typeof pageKeyphraseSchema>;

export const keywordFilters = ["with", "without", "shared"] as const;
export type KeywordFilter = (typeof keywordFilters)[number];
export const keywordFilterLabels: Record<KeywordFilter, string> = {
  with: "With a keyphrase",
  without: "Without a keyphrase",
  shared: "Keyphrase shared with another page",
};

export const keywordsPageSizeDefault = 25;
/** The views column covers this many days, today included. */
export const seoKeywordsViewsDays = 30;

export const keywordsQuerySchema = z.object({
  q: z.string().trim().max(100, keywordMessages.searchTooLong).default(""),
  filter: z
    .union([z.enum(keywordFilters), z.literal("")], { error: keywordMessages.filterInvalid })
    .optional()
    .transform((value) => value || undefined),
  page: z.coerce
    .number({ error: keywordMessages.pageInvalid })
    .int(keywordMessages.pageInvalid)
    .min(1, keywordMessages.pageInvalid)
    .max(100_000, keywordMessages.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: keywordMessages.pageSizeInvalid })
    .int(keywordMessages.pageSizeInvalid)
    .min(1, keywordMessages.pageSizeInvalid)
    .max(100, keywordMessages.pageSizeInvalid)
    .default(keywordsPageSizeDefault),
});
export type KeywordsQuery = z.output<typeof keywordsQuerySchema>;

export const keywordRowSchema = z.object({
  path: z.string(),
  title: z.string(),
  keyphrase: z.string(),
  synonyms: z.array(z.string()),
  /** Checks passed and checks that apply; null before the first check or without a keyphrase. */
  passed: z.number().int().nullable(),
  applicable: z.number().int().nullable(),
  /** Paths of the other pages with the same keyphrase. */
  sharedWith: z.array(z.string()),
  views: z.number().int(),
});
export type KeywordRow = z.infer<typeof keywordRowSchema>;

export const keywordsPageSchema = z.object({
  items: z.array(keywordRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type KeywordsPage = z.infer<typeof keywordsPageSchema>;

/**
 * A keyphrase as compared: letters and digits only, lower case, accents dropped, single spaces. Two pages
 * whose keyphrases read the same here share one.
 */
export function keyphraseKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
