import { z } from "zod";
import "./zod-messages.ts";

// Meta Tags' structured details (issue 20, SPEC section 3's page metadata inputs): author, published and modified
// dates, language, locale, alternate URLs, breadcrumbs, FAQs and rating, and the page's own JSON-LD. The form holds
// strings ("" = the page's default); lists are one item a line, their parts split by " | " (or a space for an
// alternate), so a marketer can paste them from a spreadsheet. These parsers are the only reading of that text:
// the schema checks with them and the server stores what they give.

/** The details' fields in the form's order (the editor and the CSV's columns both use it). */
export const detailFieldNames = [
  "author",
  "publishedAt",
  "modifiedAt",
  "language",
  "locale",
  "alternates",
  "breadcrumbs",
  "faqs",
  "ratingValue",
  "reviewCount",
  "bestRating",
  "structuredData",
] as const;
export type DetailFieldName = (typeof detailFieldNames)[number];

export const detailLimits = {
  author: 120,
  alternates: 20,
  breadcrumbs: 10,
  crumbName: 80,
  faqs: 20,
  question: 300,
  answer: 2000,
  url: 2000,
  structuredData: 20_000,
  reviewCount: 10_000_000,
  bestRating: 100,
} as const;

export const detailMessages = {
  authorTooLong: `The author must be at most ${detailLimits.author} characters`,
  dateInvalid: "Enter a date as YYYY-MM-DD",
  modifiedBeforePublished: "The modified date cannot be before the published date",
  languageInvalid: "Enter a language tag such as en or en-GB",
  localeInvalid: "Enter a locale such as en_US",
  alternatesTooMany: `List at most ${detailLimits.alternates} alternate URLs`,
  alternateInvalid: (line: number) =>
    `Line ${line}: write a language tag (or x-default), a space, then a path of this site or an https:// address`,
  breadcrumbsTooMany: `List at most ${detailLimits.breadcrumbs} breadcrumbs`,
  breadcrumbInvalid: (line: number) =>
    `Line ${line}: write a name of up to ${detailLimits.crumbName} characters, " | ", then a path of this site or an https:// address`,
  faqsTooMany: `List at most ${detailLimits.faqs} questions`,
  faqInvalid: (line: number) =>
    `Line ${line}: write the question, " | ", then its answer (up to ${detailLimits.question} and ${detailLimits.answer} characters)`,
  ratingIncomplete: "Enter both the average rating and the number of reviews, or neither",
  ratingValueInvalid: "The average rating must be a number from 1 to the best rating",
  reviewCountInvalid: "The number of reviews must be a whole number of at least 1",
  bestRatingInvalid: `The best rating must be a whole number from 2 to ${detailLimits.bestRating}`,
  ratingNotApplicable: "Only a course page carries a rating: it goes into the course's structured data",
  structuredDataTooLong: `The structured data must be at most ${detailLimits.structuredData.toLocaleString("en")} characters`,
  structuredDataInvalid: (reason: string) => `The structured data is not valid JSON: ${reason}`,
  structuredDataShape: "The structured data must be a JSON object or a list of objects",
} as const;

export type Alternate = { hreflang: string; href: string };
export type Crumb = { name: string; url: string };
export type Faq = { question: string; answer: string };
export type Rating = { ratingValue: number; reviewCount: number; bestRating: number };

type Parsed<T> = { ok: true; items: T[] } | { ok: false; message: string };

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line, index) => ({ line: index + 1, text: line.trim() }))
    .filter((entry) => entry.text !== "");

/** A path of this site or an https address; never another scheme, never protocol-relative. */
export const isSiteOrHttps = (value: string) =>
  value.length <= detailLimits.url &&
  (/^\/(?!\/)\S*$/.test(value) || /^https:\/\/[^\s/]+\.\S*$/i.test(value));

const languageTag = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

function parseLines<T>(
  text: string,
  max: number,
  tooMany: string,
  parse: (text: string) => T | null,
  invalid: (line: number) => string,
): Parsed<T> {
  const entries = lines(text);
  if (entries.length > max) return { ok: false, message: tooMany };
  const items: T[] = [];
  for (const entry of entries) {
    const item = parse(entry.text);
    if (!item) return { ok: false, message: invalid(entry.line) };
    items.push(item);
  }
  return { ok: true, items };
}

/** "en-GB https://example.com/uk", one a line; x-default allowed. */
export function parseAlternates(text: string): Parsed<Alternate> {
  return parseLines(
    text,
    detailLimits.alternates,
    detailMessages.alternatesTooMany,
    (line) => {
      const [hreflang = "", href = "", ...rest] = line.split(/\s+/);
      if (rest.length > 0 || !isSiteOrHttps(href)) return null;
      if (hreflang !== "x-default" && !languageTag.test(hreflang)) return null;
      return { hreflang, href };
    },
    detailMessages.alternateInvalid,
  );
}

/** Splits "left | right" at the first " | "; null without one or with an empty side. */
function pair(line: string): [string, string] | null {
  const at = line.indexOf("|");
  if (at < 0) return null;
  const left = line.slice(0, at).trim();
  const right = line.slice(at + 1).trim();
  return left && right ? [left, right] : null;
}

/** "Courses | /courses", one a line, after the home crumb (which every page has). */
export function parseBreadcrumbs(text: string): Parsed<Crumb> {
  return parseLines(
    text,
    detailLimits.breadcrumbs,
    detailMessages.breadcrumbsTooMany,
    (line) => {
      const parts = pair(line);
      if (!parts || parts[0].length > detailLimits.crumbName || !isSiteOrHttps(parts[1])) return null;
      return { name: parts[0], url: parts[1] };
    },
    detailMessages.breadcrumbInvalid,
  );
}

/** "How long is the course? | Twelve weeks.", one a line. */
export function parseFaqs(text: string): Parsed<Faq> {
  return parseLines(
    text,
    detailLimits.faqs,
    detailMessages.faqsTooMany,
    (line) => {
      const parts = pair(line);
      if (!parts || parts[0].length > detailLimits.question || parts[1].length > detailLimits.answer)
        return null;
      return { question: parts[0], answer: parts[1] };
    },
    detailMessages.faqInvalid,
  );
}

/** The rating fields as numbers, or null when both main fields are empty (the page's own rating applies). */
export function parseRating(fields: {
  ratingValue: string;
  reviewCount: string;
  bestRating: string;
}): { ok: true; rating: Rating | null } | { ok: false; field: string; message: string } {
  const value = fields.ratingValue.trim();
  const count = fields.reviewCount.trim();
  const best = fields.bestRating.trim();
  if (!value && !count) {
    if (best) return { ok: false, field: "ratingValue", message: detailMessages.ratingIncomplete };
    return { ok: true, rating: null };
  }
  if (!value || !count) {
    const field = value ? "reviewCount" : "ratingValue";
    return { ok: false, field, message: detailMessages.ratingIncomplete };
  }
  const bestRating = best ? Number(best) : 5;
  if (!Number.isInteger(bestRating) || bestRating < 2 || bestRating > detailLimits.bestRating)
    return { ok: false, field: "bestRating", message: detailMessages.bestRatingInvalid };
  const ratingValue = Number(value);
  if (!/^\d+(?:\.\d+)?$/.test(value) || ratingValue < 1 || ratingValue > bestRating)
    return { ok: false, field: "ratingValue", message: detailMessages.ratingValueInvalid };
  const reviewCount = Number(count);
  if (!/^\d+$/.test(count) || reviewCount < 1 || reviewCount > detailLimits.reviewCount)
    return { ok: false, field: "reviewCount", message: detailMessages.reviewCountInvalid };
  return { ok: true, rating: { ratingValue, reviewCount, bestRating } };
}

/** The page's own JSON-LD: "" for none, else one object or a list of objects. */
export function parseStructuredData(
  text: string,
): { ok: true; items: Record<string, unknown>[] } | { ok: false; message: string } {
  if (text.trim() === "") return { ok: true, items: [] };
  if (text.length > detailLimits.structuredData)
    return { ok: false, message: detailMessages.structuredDataTooLong };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      message: detailMessages.structuredDataInvalid(error instanceof Error ? error.message : "unreadable"),
    };
  }
  const items = Array.isArray(value) ? value : [value];
  const isObject = (item: unknown) => typeof item === "object" && item !== null && !Array.isArray(item);
  if (items.length === 0 || !items.every(isObject))
    return { ok: false, message: detailMessages.structuredDataShape };
  return { ok: true, items: items as Record<string, unknown>[] };
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string) =>
  value === "" || (isoDay.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value);

const checked = (parse: (text: string) => { ok: true } | { ok: false; message: string }) =>
  z.string().superRefine((text, ctx) => {
    const result = parse(text);
    if (!result.ok) ctx.addIssue({ code: "custom", message: result.message });
  });

/**
 * The details as the form holds them; each may be left out ("" = the default), so a client that knows only the
 * head's fields still saves. Checked together for the dates and the rating by `refineDetails`.
 */
export const seoMetadataDetailsShape = {
  author: z.string().trim().max(detailLimits.author, detailMessages.authorTooLong).default(""),
  publishedAt: z.string().trim().refine(validDay, detailMessages.dateInvalid).default(""),
  modifiedAt: z.string().trim().refine(validDay, detailMessages.dateInvalid).default(""),
  language: z
    .string()
    .trim()
    .refine(
      (value) => value === "" || (value.length <= 35 && languageTag.test(value)),
      detailMessages.languageInvalid,
    )
    .default(""),
  locale: z
    .string()
    .trim()
    .refine((value) => value === "" || /^[a-z]{2,3}_[A-Z]{2}$/.test(value), detailMessages.localeInvalid)
    .default(""),
  alternates: checked(parseAlternates).default(""),
  breadcrumbs: checked(parseBreadcrumbs).default(""),
  faqs: checked(parseFaqs).default(""),
  ratingValue: z.string().trim().max(20).default(""),
  reviewCount: z.string().trim().max(20).default(""),
  bestRating: z.string().trim().max(20).default(""),
  structuredData: checked(parseStructuredData).default(""),
};

/** The checks across fields: modified not before published, a rating complete and in range. */
export function refineDetails(
  values: {
    publishedAt: string;
    modifiedAt: string;
    ratingValue: string;
    reviewCount: string;
    bestRating: string;
  },
  ctx: z.RefinementCtx,
): void {
  if (validDay(values.publishedAt) && validDay(values.modifiedAt) && values.publishedAt && values.modifiedAt)
    if (values.modifiedAt < values.publishedAt)
      ctx.addIssue({ code: "custom", path: ["modifiedAt"], message: detailMessages.modifiedBeforePublished });
  const rating = parseRating(values);
  if (!rating.ok) ctx.addIssue({ code: "custom", path: [rating.field], message: rating.message });
}

export const emptyDetails = {
  author: "",
  publishedAt: "",
  modifiedAt: "",
  language: "",
  locale: "",
  alternates: "",
  breadcrumbs: "",
  faqs: "",
  ratingValue: "",
  reviewCount: "",
  bestRating: "",
  structuredData: "",
} as const;

/** The defaults beside the details: what the page shows without them. */
export const seoMetadataDetailDefaultsSchema = z.object({
  author: z.string(),
  publishedAt: z.string().nullable(),
  modifiedAt: z.string().nullable(),
  language: z.string(),
  locale: z.string(),
  alternates: z.array(z.object({ hreflang: z.string(), href: z.string() })),
  breadcrumbs: z.array(z.object({ name: z.string(), url: z.string() })),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  rating: z.object({ ratingValue: z.number(), reviewCount: z.number() }).nullable(),
  /** Whether a rating shows on this page (a course page's structured data carries it). */
  ratingApplies: z.boolean(),
});
