import type { z } from "zod";
import { AuthRequestError, toAuthRequestError } from "#app/features/auth/auth-error.ts";

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first message per field of a failed schema check, for the fields a form shows. */
export function schemaFieldErrors<F extends string>(error: z.ZodError, fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** A failed call split into per-field messages and, when no field is named, one message for the form. */
export function serverErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
): { fieldErrors: FieldErrors<F>; formError: string | null } {
  const failure = error instanceof AuthRequestError ? error : toAuthRequestError(error, fallback);
  const fieldErrors: FieldErrors<F> = {};
  for (const item of failure.fieldErrors) {
    const field = fields.find((name) => name === item.field);
    if (field && !fieldErrors[field]) fieldErrors[field] = item.message;
  }
  const named = fields.some((field) => fieldErrors[field]);
  return { fieldErrors, formError: named ? null : failure.message };
}
