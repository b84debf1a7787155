import { z } from "zod";
import "./zod-messages.ts";
import { newsletterSubscribeSchema } from "./newsletter.ts";
import { type NewsletterTopic, newsletterTopicIds } from "./newsletter-text.ts";

// The admin's subscriber list (issue 22): search and filters, a CSV import under an attestation of consent
// (every row checked first; one wrong row and nothing is applied), the CSV export of the filtered list, and
// the erasure of one subscriber on request (a suppression hash kept so the address is not imported again).

export const subscriberStatuses = ["pending", "subscribed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export const subscriberStatusLabels: Record<SubscriberStatus, string> = {
  pending: "Pending confirmation",
  subscribed: "Subscribed",
  unsubscribed: "Unsubscribed",
};

export const newsletterAdminLimits = {
  pageSize: 25,
  searchMax: 200,
  sourceMax: 60,
  consentPageMax: 300,
  /** The import's text, in characters (a file of about 5 MB). */
  csvChars: 5_000_000,
  /** Data rows of one import: a list this long is upserted in one transaction of a few seconds. */
  rows: 50_000,
  /** Row errors listed in a refusal; the count says how many there were in all. */
  rowErrorsListed: 50,
} as const;

/** The columns the import reads (lower-cased header cells); others are ignored and named in the result. */
export const subscriberCsvColumns = [
  "email",
  "consent_at",
  "consent_page",
  "source",
  "form",
  "topics",
] as const;
export type SubscriberCsvColumn = (typeof subscriberCsvColumns)[number];

/** The export's header, in order; `topics` lists the topics received, as the import reads them. */
export const subscriberExportColumns = [
  "email",
  "status",
  "source",
  "consent_at",
  "consent_page",
  "consent_form",
  "confirmed_at",
  "unsubscribed_at",
  "topics",
  "paused_until",
  "created_at",
] as const;

/** What an imported address's consent is recorded as having come through. */
export const importConsentForm = "import";

export const newsletterAdminMessages = {
  loadFailed: "Failed to load subscribers",
  noMatch: "No subscribers match your search and filters.",
  none: "No subscribers yet.",
  searchTooLong: `Search text must be at most ${newsletterAdminLimits.searchMax} characters.`,
  statusInvalid: "Status must be pending, subscribed or unsubscribed.",
  sourceInvalid: `Source must be at most ${newsletterAdminLimits.sourceMax} characters.`,
  topicInvalid: `Topic must be one of: ${newsletterTopicIds.join(", ")}.`,
  pageInvalid: "Page must be a whole number, 1 or more.",
  pageSizeInvalid: "Page size must be a whole number from 1 to 100.",
  subscriberNotFound: "That subscriber no longer exists.",
  erased: "Subscriber erased",
  eraseFailed: "Could not erase the subscriber",
  csvEmpty: "Paste the CSV or choose a file",
  csvTooLarge: `The file must be at most ${newsletterAdminLimits.csvChars / 1_000_000} MB`,
  attestation: "Confirm that everyone in the file gave their consent to receive the newsletter",
  attestationLabel:
    "I confirm that every person in this file gave their consent to receive this newsletter, and I can show when and how.",
  unreadable: (reason: string) => `The file is not valid CSV: ${reason}`,
  noHeader: "The first line must be a header naming the columns; it needs an email column",
  duplicateColumn: (column: string) => `The header names the ${column} column twice`,
  noRows: "The file has a header but no subscribers",
  tooManyRows: `The file may hold at most ${newsletterAdminLimits.rows.toLocaleString("en")} subscribers`,
  rowsInvalid: (count: number) =>
    `Nothing was imported: ${count} ${count === 1 ? "problem" : "problems"} in the file. Fix ${count === 1 ? "it" : "them"} and import again.`,
  consentAtInvalid:
    "Use a date (2025-03-31) or a date and time with its zone (2025-03-31T09:30:00Z or +02:00)",
  consentAtFuture: "The consent cannot be later than now",
  consentPageTooLong: `At most ${newsletterAdminLimits.consentPageMax} characters`,
  sourceTooLong: `At most ${newsletterAdminLimits.sourceMax} characters, on one line`,
  topicUnknown: (topic: string) => `Unknown topic "${topic}": use ${newsletterTopicIds.join(", ")}`,
  importFailed: "The file could not be imported",
  imported: "Subscribers imported",
} as const;

// An empty value (a cleared filter in the URL) filters nothing.
const filterShape = {
  /** Part of the address, matched literally (% and _ are not wildcards). */
  q: z
    .string()
    .trim()
    .max(newsletterAdminLimits.searchMax, newsletterAdminMessages.searchTooLong)
    .default(""),
  status: z
    .union([z.enum(subscriberStatuses), z.literal("")], { error: newsletterAdminMessages.statusInvalid })
    .optional()
    .transform((value) => value || undefined),
  source: z
    .string()
    .trim()
    .max(newsletterAdminLimits.sourceMax, newsletterAdminMessages.sourceInvalid)
    .optional()
    .transform((value) => value || undefined),
  /** Subscribers who receive this topic (those who did not turn it off). */
  topic: z
    .union([z.enum(newsletterTopicIds), z.literal("")], { error: newsletterAdminMessages.topicInvalid })
    .optional()
    .transform((value) => value || undefined),
};

/** Query string of GET /api/admin/newsletter/subscribers/export: the list's filters, every page. */
export const subscriberFiltersSchema = z.object(filterShape);
export type SubscriberFilters = z.output<typeof subscriberFiltersSchema>;

/** Query string of GET /api/admin/newsletter/subscribers. */
export const subscriberListQuerySchema = z.object({
  ...filterShape,
  page: z.coerce
    .number({ error: newsletterAdminMessages.pageInvalid })
    .int(newsletterAdminMessages.pageInvalid)
    .min(1, newsletterAdminMessages.pageInvalid)
    .max(100_000, newsletterAdminMessages.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: newsletterAdminMessages.pageSizeInvalid })
    .int(newsletterAdminMessages.pageSizeInvalid)
    .min(1, newsletterAdminMessages.pageSizeInvalid)
    .max(100, newsletterAdminMessages.pageSizeInvalid)
    .default(newsletterAdminLimits.pageSize),
});
export type SubscriberListQuery = z.output<typeof subscriberListQuerySchema>;

export const adminSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(subscriberStatuses),
  source: z.string(),
  /** ISO 8601 instants, null when not known (addresses from before double opt-in). */
  consentAt: z.string().nullable(),
  consentPage: z.string().nullable(),
  consentForm: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  /** The topics this address receives (every topic but those it turned off). */
  topics: z.array(z.enum(newsletterTopicIds)),
  pausedUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

export const subscriberListSchema = z.object({
  items: z.array(adminSubscriberSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pages: z.number().int(),
  /** Every source on the list, for the source filter. */
  sources: z.array(z.string()),
});
export type SubscriberList = z.infer<typeof subscriberListSchema>;

// A malformed id is an unknown subscriber (404), not a validation error: the use case checks its shape.
export const subscriberParamsSchema = z.object({ id: z.string().max(100) });

export const subscriberImportSchema = z.object({
  csv: z
    .string({ error: newsletterAdminMessages.csvEmpty })
    .min(1, newsletterAdminMessages.csvEmpty)
    .max(newsletterAdminLimits.csvChars, newsletterAdminMessages.csvTooLarge),
  /** The admin vouches for the consent of everyone in the file: imported addresses are not asked again. */
  attestation: z.literal(true, { error: newsletterAdminMessages.attestation }),
});
export type SubscriberImport = z.input<typeof subscriberImportSchema>;

export const subscriberImportResultSchema = z.object({
  /** Data rows read (the header not counted). */
  rows: z.number().int(),
  /** New addresses, stored as subscribed. */
  added: z.number().int(),
  /** Addresses already on the list: their status kept, missing consent details filled in. */
  merged: z.number().int(),
  /** Rows whose address came earlier in the same file, folded into that row. */
  duplicates: z.number().int(),
  /** Addresses on the suppression list (erased on request, bounced, complained): left out. */
  skippedSuppressed: z.number().int(),
  /** Header cells the import does not read. */
  ignoredColumns: z.array(z.string()),
});
export type SubscriberImportResult = z.infer<typeof subscriberImportResultSchema>;

/**
 * One problem of a refused import. `row` is the spreadsheet's row number (the header is row 1); 0 and
 * column null for a problem of the file as a whole.
 */
export const subscriberImportProblemSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type SubscriberImportProblem = z.infer<typeof subscriberImportProblemSchema>;

/**
 * The import's 400: the API's error shape. A refused file's `errors` are the summary, then each problem (its
 * field `rows.<row>.<column>`, or `csv` for the file as a whole), and `problems` and `problemCount` give them
 * as data; a body the schema refuses (no attestation) has only the error shape.
 */
export const subscriberImportRefusalSchema = z.object({
  error: z.string(),
  errors: z.array(z.object({ message: z.string(), field: z.string().optional() })),
  problems: z.array(subscriberImportProblemSchema).optional(),
  problemCount: z.number().int().optional(),
});
export type SubscriberImportRefusal = z.infer<typeof subscriberImportRefusalSchema>;

const csvCell = z.string().trim();

/** One data row's cells, as the import checks them: the subscribe form's email rule, known topics, dates. */
export const subscriberCsvRowSchema = z.object({
  email: newsletterSubscribeSchema.shape.email,
  consent_at: csvCell
    .refine((value) => value === "" || parseConsentInstant(value) !== null, {
      message: newsletterAdminMessages.consentAtInvalid,
    })
    .transform((value) => (value === "" ? null : parseConsentInstant(value))),
  consent_page: csvCell
    .max(newsletterAdminLimits.consentPageMax, newsletterAdminMessages.consentPageTooLong)
    .transform((value) => value || null),
  source: csvCell
    .max(newsletterAdminLimits.sourceMax, newsletterAdminMessages.sourceTooLong)
    .regex(/^[^\p{Cc}]*$/u, newsletterAdminMessages.sourceTooLong)
    .transform((value) => value || null),
  topics: csvCell.transform((value, context): NewsletterTopic[] | null => {
    const given = [
      ...new Set(
        value
          .split(/[;|]/)
          .map((part) => part.trim().toLowerCase())
          .filter(Boolean),
      ),
    ];
    const unknown = given.find((topic) => !(newsletterTopicIds as readonly string[]).includes(topic));
    if (unknown !== undefined) {
      context.addIssue({ code: "custom", message: newsletterAdminMessages.topicUnknown(unknown) });
      return z.NEVER;
    }
    // An empty cell: every topic (nothing turned off), as for someone who subscribes on the site.
    return given.length > 0 ? (given as NewsletterTopic[]) : null;
  }),
});
export type SubscriberCsvRow = z.output<typeof subscriberCsvRowSchema>;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
// A time without a zone would be read in the server's zone: the row must say which it means.
const instantPattern = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A consent cell's instant (a bare date is its UTC midnight), or null when it is not one. */
export function parseConsentInstant(value: string): Date | null {
  if (!datePattern.test(value) && !instantPattern.test(value)) return null;
  // 2025-02-30 parses as March 2nd: the day must survive the round trip.
  const day = value.slice(0, 10);
  const midnight = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(midnight.getTime()) || midnight.toISOString().slice(0, 10) !== day) return null;
  const at = new Date(datePattern.test(value) ? `${value}T00:00:00Z` : value.replace(" ", "T"));
  return Number.isNaN(at.getTime()) ? null : at;
}

/** `rows.12.email` -> row 12, column email (how a refusal's `errors` name their place). */
export function importProblemField(problem: SubscriberImportProblem): string {
  return problem.row === 0 ? "csv" : `rows.${problem.row}.${problem.column ?? "row"}`;
}
