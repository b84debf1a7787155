import { z } from "zod";
import "./zod-messages.ts";
import { experienceLevels } from "./admissions-text.ts";
import {
  applicationStatuses,
  applicationPipelineLimits as limits,
  applicationPipelineMessages as messages,
  templateStatuses,
  unknownPlaceholders,
} from "./application-pipeline-text.ts";
import { recordVersionSchema } from "./record-version.ts";

// The admin's applications pipeline (issue 17, decision 0043): its queries, bodies and answers.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A URL filter: "" (a cleared filter) means none. */
function optionalEnum<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.enum(values), z.literal("")], { error: message })
    .optional()
    .transform((value) => value || undefined);
}

const isoDate = z
  .union([z.literal(""), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messages.dateInvalid)], {
    error: messages.dateInvalid,
  })
  .optional()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    message: messages.dateInvalid,
  });

/** The filters every reading of the pipeline shares: the list, the board, the CSV. */
export const applicationFiltersSchema = z.object({
  q: z.string().trim().max(limits.searchMax, messages.searchTooLong).default(""),
  status: optionalEnum(applicationStatuses, messages.statusInvalid),
  batch: z
    .union([z.literal(""), z.string().regex(uuidPattern, messages.batchInvalid)], {
      error: messages.batchInvalid,
    })
    .optional()
    .transform((value) => value || undefined),
  experience: optionalEnum(experienceLevels, messages.experienceInvalid),
  /** Applied on or after this day (UTC). */
  from: isoDate,
  /** Applied on or before this day (UTC). */
  to: isoDate,
});
export type ApplicationFilters = z.output<typeof applicationFiltersSchema>;

export const applicationListQuerySchema = applicationFiltersSchema.extend({
  page: z.coerce
    .number({ error: messages.pageInvalid })
    .int(messages.pageInvalid)
    .min(1, messages.pageInvalid)
    .max(100_000, messages.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: messages.pageSizeInvalid })
    .int(messages.pageSizeInvalid)
    .min(1, messages.pageSizeInvalid)
    .max(limits.pageSizeMax, messages.pageSizeInvalid)
    .default(limits.pageSizeDefault),
});
export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;

const statusEnum = z.enum(applicationStatuses, { error: messages.statusInvalid });
const batchSummarySchema = z.object({
  id: z.string(),
  type: z.enum(["weekend", "fast_track", "regular"]),
  startDate: z.string(),
  /** "Weekend cohort starting Mar 7, 2027 (Sat-Sun 10:00-14:00)". */
  label: z.string(),
});

export const applicationSummarySchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  country: z.string(),
  experienceLevel: z.enum(experienceLevels),
  status: statusEnum,
  batch: batchSummarySchema.nullable(),
  version: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const applicationPageSchema = z.object({
  items: z.array(applicationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ApplicationPage = z.infer<typeof applicationPageSchema>;

export const applicationBoardSchema = z.object({
  columns: z.array(
    z.object({ status: statusEnum, count: z.number().int(), items: z.array(applicationSummarySchema) }),
  ),
});
export type ApplicationBoard = z.infer<typeof applicationBoardSchema>;

export const applicationNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;

export const applicationHistoryEntrySchema = z.object({
  id: z.string(),
  fromStatus: statusEnum.nullable(),
  toStatus: statusEnum,
  byName: z.string(),
  /** The subject of the mail sent with the change; null when the admin chose not to mail. */
  mailSubject: z.string().nullable(),
  at: z.string(),
});
export type ApplicationHistoryEntry = z.infer<typeof applicationHistoryEntrySchema>;

export const applicationDetailSchema = applicationSummarySchema.extend({
  phone: z.string(),
  currentRole: z.string(),
  background: z.string(),
  goals: z.string(),
  portfolioUrl: z.string().nullable(),
  /** Whether the applicant was signed in when applying (their account then decides enrollment). */
  hasAccount: z.boolean(),
  notes: z.array(applicationNoteSchema),
  history: z.array(applicationHistoryEntrySchema),
  /** Where this application may go now (applicationTransitions). */
  nextStatuses: z.array(statusEnum),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

// A malformed id is an unknown application (404), not a validation error: the service checks its shape.
export const applicationParamsSchema = z.object({ id: z.string().max(100) });

export const applicationNoteBodySchema = z.strictObject({
  body: z
    .string({ error: messages.noteRequired })
    .trim()
    .min(1, { error: messages.noteRequired, abort: true })
    .max(limits.noteMax, messages.noteTooLong),
});
export type ApplicationNoteBody = z.input<typeof applicationNoteBodySchema>;

const subjectSchema = z
  .string({ error: messages.subjectRequired })
  .trim()
  .min(1, { error: messages.subjectRequired, abort: true })
  .max(limits.subjectMax, { error: messages.subjectTooLong, abort: true })
  .refine((text) => unknownPlaceholders(text).length === 0, {
    error: (issue) => messages.unknownPlaceholder(unknownPlaceholders(String(issue.input))),
  });
const bodySchema = z
  .string({ error: messages.bodyRequired })
  .trim()
  .min(1, { error: messages.bodyRequired, abort: true })
  .max(limits.bodyMax, { error: messages.bodyTooLong, abort: true })
  .refine((text) => unknownPlaceholders(text).length === 0, {
    error: (issue) => messages.unknownPlaceholder(unknownPlaceholders(String(issue.input))),
  });

/** The mail of one status change: the template's text unless the admin edited it for this mail. */
export const statusMailSchema = z.strictObject({
  subject: subjectSchema.optional(),
  body: bodySchema.optional(),
});

export const statusPreviewBodySchema = statusMailSchema.extend({ status: statusEnum });
export type StatusPreviewBody = z.input<typeof statusPreviewBodySchema>;

export const statusChangeBodySchema = z.strictObject({
  status: statusEnum,
  version: recordVersionSchema,
  /** False: change the status without mailing the applicant. */
  notify: z.boolean({ error: "Say whether to mail the applicant (notify: true or false)." }),
  subject: subjectSchema.optional(),
  body: bodySchema.optional(),
});
export type StatusChangeBody = z.input<typeof statusChangeBodySchema>;

/** Exactly what a status change mails (the preview renders it, the change sends it). */
export const renderedStatusMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type RenderedStatusMail = z.infer<typeof renderedStatusMailSchema>;

export const bulkStatusBodySchema = z
  .strictObject({
    status: statusEnum,
    notify: z.boolean({ error: "Say whether to mail the applicants (notify: true or false)." }),
    items: z
      .array(z.strictObject({ id: z.string().max(100), version: recordVersionSchema }), {
        error: messages.bulkEmpty,
      })
      .min(1, messages.bulkEmpty)
      .max(limits.bulkMax, messages.bulkTooMany),
  })
  .refine((body) => new Set(body.items.map((item) => item.id.toLowerCase())).size === body.items.length, {
    message: messages.bulkDuplicate,
    path: ["items"],
  });
export type BulkStatusBody = z.input<typeof bulkStatusBodySchema>;

export const bulkStatusResultSchema = z.object({
  changed: z.number().int(),
  results: z.array(
    z.object({
      id: z.string(),
      ok: z.boolean(),
      /** Why this row was left as it was (not found, another admin's change, a refused move). */
      error: z.string().nullable(),
      mailed: z.boolean(),
    }),
  ),
});
export type BulkStatusResult = z.infer<typeof bulkStatusResultSchema>;

export const applicationTemplateSchema = z.object({
  status: z.enum(templateStatuses),
  subject: z.string(),
  body: z.string(),
  version: z.number().int(),
  /** Null while the built-in text has never been edited. */
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type ApplicationTemplate = z.infer<typeof applicationTemplateSchema>;
export const applicationTemplatesSchema = z.array(applicationTemplateSchema);

export const templateParamsSchema = z.object({ status: z.string().max(40) });

export const templateUpdateSchema = z.strictObject({
  subject: subjectSchema,
  body: bodySchema,
  version: recordVersionSchema,
});
export type TemplateUpdate = z.input<typeof templateUpdateSchema>;
