import { z } from "zod";
import "./zod-messages.ts";
import { roles } from "./auth.ts";

// The admin's audit log (issue 17, decision 0042): every admin and instructor write, newest first.
export const auditLogMessages = {
  loadFailed: "Failed to load the audit log",
  empty: "No changes match these filters.",
  pageInvalid: "Page must be a whole number, 1 or more.",
  pageSizeInvalid: "Page size must be a whole number from 1 to 100.",
  textTooLong: "Filter text must be at most 200 characters.",
  dateInvalid: "Dates must be written YYYY-MM-DD.",
  actorInvalid: "The actor filter must be a user id.",
} as const;

export const auditLogPageSizeDefault = 25;

const filterText = z.string().trim().max(200, auditLogMessages.textTooLong);
const optionalFilter = filterText.optional().transform((value) => value || undefined);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isoDate = z
  .union([z.literal(""), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, auditLogMessages.dateInvalid)])
  .optional()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    message: auditLogMessages.dateInvalid,
  });

/** Query string of GET /api/admin/audit-log; an empty value (a cleared filter in the URL) filters nothing. */
export const auditLogQuerySchema = z.object({
  /** Words in the summary, the action, the record's id or the actor's name. */
  q: optionalFilter,
  actorId: z
    .union([z.literal(""), z.string().regex(uuidPattern, auditLogMessages.actorInvalid)])
    .optional()
    .transform((value) => value || undefined),
  actorRole: z
    .union([z.enum(roles), z.literal("")])
    .optional()
    .transform((value) => value || undefined),
  entityType: optionalFilter,
  entityId: optionalFilter,
  action: optionalFilter,
  /** First and last day included, UTC. */
  from: isoDate,
  to: isoDate,
  page: z.coerce
    .number({ error: auditLogMessages.pageInvalid })
    .int(auditLogMessages.pageInvalid)
    .min(1, auditLogMessages.pageInvalid)
    .max(100_000, auditLogMessages.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: auditLogMessages.pageSizeInvalid })
    .int(auditLogMessages.pageSizeInvalid)
    .min(1, auditLogMessages.pageSizeInvalid)
    .max(100, auditLogMessages.pageSizeInvalid)
    .default(auditLogPageSizeDefault),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** ISO 8601. */
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  actorRole: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The kinds of record with entries, for the filter. */
  entityTypes: z.array(z.string()),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
