import { z } from "zod";
import "./zod-messages.ts";
import {
  adminBatchesLimits,
  adminBatchesMessages,
  batchListStatuses,
  batchStatuses,
  batchWhen,
  waitlistMessages,
} from "./admin-batches-text.ts";
import { batchTypes } from "./batches-text.ts";
import { isCalendarDate } from "./calendar-date.ts";
import { limits } from "./limits.ts";
import { recordVersionSchema } from "./record-version.ts";
import { isTimeZoneName } from "./time-zone-name.ts";

// The Bootcamp Batches calls (server/modules/batches, decision 0045):
//   GET    /api/admin/batches                           batches of every course, filtered, paginated
//   POST   /api/admin/batches                           create
//   PATCH  /api/admin/batches/:id                       change (with the version it was opened with)
//   GET    /api/admin/batches/:id/waitlist              the line, first first
//   DELETE /api/admin/batches/:id/waitlist/:entryId     take someone off it
//   POST   /api/batches/:batchId/waitlist                   a visitor joins a full batch's waitlist

const m = adminBatchesMessages;
const slug = /^[a-z0-9][a-z0-9-]{0,99}$/;

const calendarDate = (message: string) => z.string({ error: message }).trim().refine(isCalendarDate, message);
const emptyToNull = (value: unknown) => (value === "" || value === undefined ? null : value);

const fields = {
  course: z.string({ error: m.courseRequired }).trim().min(1, m.courseRequired).regex(slug, m.courseNotFound),
  type: z.enum(batchTypes, { error: m.typeInvalid }),
  startDate: calendarDate(m.startDateInvalid),
  endDate: z.preprocess(emptyToNull, calendarDate(m.endDateInvalid).nullable()),
  schedule: z
    .string({ error: m.scheduleRequired })
    .trim()
    .min(1, m.scheduleRequired)
    .max(adminBatchesLimits.scheduleMax, m.scheduleTooLong),
  timeZone: z.string({ error: m.timeZoneInvalid }).trim().refine(isTimeZoneName, m.timeZoneInvalid),
  seatsTotal: z
    .number({ error: m.seatsInvalid })
    .int(m.seatsInvalid)
    .min(1, m.seatsInvalid)
    .max(adminBatchesLimits.seatsMax, m.seatsInvalid),
  earlyBirdDeadline: z.preprocess(emptyToNull, calendarDate(m.earlyBirdInvalid).nullable()),
  priceOverrideCents: z.preprocess(
    emptyToNull,
    z
      .number({ error: m.priceInvalid })
      .int(m.priceInvalid)
      .min(0, m.priceInvalid)
      .max(adminBatchesLimits.priceMaxCents, m.priceInvalid)
      .nullable(),
  ),
  instructorIds: z
    .array(z.uuid({ error: m.instructorsInvalid }), { error: m.instructorsInvalid })
    .max(adminBatchesLimits.instructorsMax, m.instructorsInvalid)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  status: z.enum(batchStatuses, { error: m.statusInvalid }),
};

/** Dates in order: the end on or after the start, the early-bird deadline on or before it. */
function datesInOrder(
  value: { startDate?: unknown; endDate?: unknown; earlyBirdDeadline?: unknown },
  context: z.RefinementCtx,
) {
  const { startDate, endDate, earlyBirdDeadline } = value;
  if (typeof startDate !== "string" || !isCalendarDate(startDate)) return;
  if (typeof endDate === "string" && isCalendarDate(endDate) && endDate < startDate)
    context.addIssue({ code: "custom", path: ["endDate"], message: m.endBeforeStart });
  if (
    typeof earlyBirdDeadline === "string" &&
    isCalendarDate(earlyBirdDeadline) &&
    earlyBirdDeadline > startDate
  )
    context.addIssue({ code: "custom", path: ["earlyBirdDeadline"], message: m.earlyBirdAfterStart });
}

export const batchCreateSchema = z
  .object({
    ...fields,
    endDate: fields.endDate.default(null),
    timeZone: fields.timeZone.default("America/New_York"),
    earlyBirdDeadline: fields.earlyBirdDeadline.default(null),
    priceOverrideCents: fields.priceOverrideCents.default(null),
    instructorIds: fields.instructorIds.default([]),
    status: fields.status.default("open"),
  })
  .superRefine(datesInOrder);
export type BatchCreateInput = z.input<typeof batchCreateSchema>;
export type BatchCreate = z.output<typeof batchCreateSchema>;

/** Any of the fields, with the version the form was opened with; the dates are checked against the rest. */
export const batchUpdateSchema = z
  .object({
    type: fields.type.optional(),
    startDate: fields.startDate.optional(),
    endDate: fields.endDate.optional(),
    schedule: fields.schedule.optional(),
    timeZone: fields.timeZone.optional(),
    seatsTotal: fields.seatsTotal.optional(),
    earlyBirdDeadline: fields.earlyBirdDeadline.optional(),
    priceOverrideCents: fields.priceOverrideCents.optional(),
    instructorIds: fields.instructorIds.optional(),
    status: fields.status.optional(),
    version: recordVersionSchema,
  })
  .superRefine(datesInOrder);
export type BatchUpdateInput = z.input<typeof batchUpdateSchema>;
export type BatchUpdate = z.output<typeof batchUpdateSchema>;

// A malformed id is an unknown batch (404), not a validation error: the service checks its shape.
export const batchParamsSchema = z.object({ id: z.string().max(100) });
/** The public path names it :batchId, as /api/batches/:batchId/live-schedule does (one router segment). */
export const waitlistJoinParamsSchema = z.object({ batchId: z.string().max(100) });
export const waitlistEntryParamsSchema = z.object({ id: z.string().max(100), entryId: z.string().max(100) });

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

export const adminBatchesQuerySchema = z.object({
  course: z.preprocess(emptyToUndefined, z.string().trim().regex(slug, m.courseNotFound).optional()),
  status: z.preprocess(
    emptyToUndefined,
    z.enum(batchListStatuses, { error: m.listStatusInvalid }).optional(),
  ),
  type: z.preprocess(emptyToUndefined, z.enum(batchTypes, { error: m.typeInvalid }).optional()),
  when: z.preprocess(emptyToUndefined, z.enum(batchWhen, { error: m.whenInvalid }).optional()),
  page: z.coerce
    .number({ error: m.pageInvalid })
    .int(m.pageInvalid)
    .min(1, m.pageInvalid)
    .max(100_000, m.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: m.pageSizeInvalid })
    .int(m.pageSizeInvalid)
    .min(1, m.pageSizeInvalid)
    .max(100, m.pageSizeInvalid)
    .default(adminBatchesLimits.pageSizeDefault),
});
export type AdminBatchesQuery = z.output<typeof adminBatchesQuerySchema>;

export const adminBatchSchema = z.object({
  id: z.string(),
  course: z.object({ slug: z.string(), title: z.string(), priceCents: z.number().int() }),
  type: z.enum(batchTypes),
  startDate: z.string(),
  endDate: z.string().nullable(),
  schedule: z.string(),
  timeZone: z.string(),
  seatsTotal: z.number().int(),
  /** Paid seats. */
  seatsSold: z.number().int(),
  /** Live 30-minute checkout holds plus live 24-hour waitlist offers. */
  seatsHeld: z.number().int(),
  /** Seats neither sold nor held (the waitlist's first claim on them). */
  seatsFree: z.number().int(),
  /** People waiting in line (offers out not counted). */
  waitlistCount: z.number().int(),
  /** The admin's deadline, null for the default; `earlyBirdEnds` is the one that applies. */
  earlyBirdDeadline: z.string().nullable(),
  earlyBirdEnds: z.string(),
  priceOverrideCents: z.number().int().nullable(),
  instructors: z.array(z.object({ id: z.string(), name: z.string() })),
  status: z.enum(batchStatuses),
  /** What the list shows: the status, with "full" for an open batch no one can buy a seat of. */
  listStatus: z.enum(batchListStatuses),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AdminBatch = z.infer<typeof adminBatchSchema>;

export const adminBatchesPageSchema = z.object({
  items: z.array(adminBatchSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** What the filters and the form choose from. */
  courses: z.array(z.object({ slug: z.string(), title: z.string() })),
  instructors: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AdminBatchesPage = z.infer<typeof adminBatchesPageSchema>;

export const waitlistEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(["waiting", "offered", "claimed", "expired", "removed"]),
  joinedAt: z.string(),
  offerExpiresAt: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
export const waitlistSchema = z.object({ items: z.array(waitlistEntrySchema) });

export const waitlistJoinSchema = z.object({
  name: z
    .string({ error: waitlistMessages.nameRequired })
    .trim()
    .min(1, waitlistMessages.nameRequired)
    .max(adminBatchesLimits.nameMax, waitlistMessages.nameTooLong),
  email: z
    .string({ error: waitlistMessages.emailInvalid })
    .trim()
    .toLowerCase()
    .max(limits.emailMax, waitlistMessages.emailInvalid)
    .pipe(z.email({ error: waitlistMessages.emailInvalid })),
});
export type WaitlistJoinInput = z.input<typeof waitlistJoinSchema>;
export const waitlistJoinResponseSchema = z.object({ message: z.string() });
