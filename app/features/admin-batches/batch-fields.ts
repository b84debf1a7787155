import type { FieldErrors } from "#app/lib/form-errors.ts";
import type { AdminBatch, BatchCreateInput, BatchUpdateInput } from "#contracts/admin-batches.ts";
import { adminBatchesMessages, type BatchStatus } from "#contracts/admin-batches-text.ts";
import { dollarsToCents } from "#contracts/admin-payments-text.ts";
import type { BatchType } from "#contracts/batches-text.ts";

// What the batch form holds (text, as typed) and how it becomes the API's body. The price override is
// typed in dollars and sent in cents; the field keeps the API's name so the server's message lands on it.

export const batchFields = [
  "course",
  "type",
  "startDate",
  "endDate",
  "schedule",
  "timeZone",
  "seatsTotal",
  "earlyBirdDeadline",
  "priceOverrideCents",
  "status",
] as const;
export type BatchField = (typeof batchFields)[number];
export type BatchFormValues = Record<BatchField, string>;

export function emptyBatch(course: string): BatchFormValues {
  return {
    course,
    type: "regular",
    startDate: "",
    endDate: "",
    schedule: "",
    timeZone: "America/New_York",
    seatsTotal: "20",
    earlyBirdDeadline: "",
    priceOverrideCents: "",
    status: "open",
  };
}

export function valuesOf(batch: AdminBatch): BatchFormValues {
  return {
    course: batch.course.slug,
    type: batch.type,
    startDate: batch.startDate,
    endDate: batch.endDate ?? "",
    schedule: batch.schedule,
    timeZone: batch.timeZone,
    seatsTotal: String(batch.seatsTotal),
    earlyBirdDeadline: batch.earlyBirdDeadline ?? "",
    priceOverrideCents:
      batch.priceOverrideCents === null
        ? ""
        : (batch.priceOverrideCents / 100).toFixed(2).replace(/\.00$/, ""),
    status: batch.status,
  };
}

function seatsOf(text: string): number | null {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : null;
}

function priceOf(text: string): number | null | "invalid" {
  if (text.trim() === "") return null;
  return dollarsToCents(text) ?? "invalid";
}

/** What the schema cannot say about typed text: seats or a price that is not a number. */
export function batchChecks(values: BatchFormValues): FieldErrors<BatchField> {
  return {
    seatsTotal: seatsOf(values.seatsTotal) === null ? adminBatchesMessages.seatsInvalid : undefined,
    priceOverrideCents:
      priceOf(values.priceOverrideCents) === "invalid" ? adminBatchesMessages.priceInvalid : undefined,
  };
}

function common(values: BatchFormValues, instructorIds: string[]) {
  const price = priceOf(values.priceOverrideCents);
  return {
    type: values.type as BatchType,
    startDate: values.startDate,
    endDate: values.endDate || null,
    schedule: values.schedule,
    timeZone: values.timeZone,
    // Text that is no number is reported by batchChecks; the schema sees a valid stand-in meanwhile.
    seatsTotal: seatsOf(values.seatsTotal) ?? 1,
    earlyBirdDeadline: values.earlyBirdDeadline || null,
    priceOverrideCents: price === "invalid" ? null : price,
    instructorIds,
  };
}

export function createBody(values: BatchFormValues, instructorIds: string[]): BatchCreateInput {
  return { ...common(values, instructorIds), course: values.course, status: values.status as BatchStatus };
}

/** The edit form sends every field with the version it was opened at (status changes have their own action). */
export function updateBody(
  values: BatchFormValues,
  instructorIds: string[],
  version: number,
): BatchUpdateInput {
  return { ...common(values, instructorIds), version };
}
