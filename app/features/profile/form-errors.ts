import type { z } from "zod";
import { type FieldErrors, fieldErrorsFrom } from "#app/lib/form-errors.ts";

export { serverErrors } from "#app/lib/form-errors.ts";
export type { FieldErrors };

/** The first message per field of a failed schema check, for the fields a form shows. */
export function schemaFieldErrors<F extends string>(error: z.ZodError, fields: readonly F[]): FieldErrors<F> {
  return fieldErrorsFrom(error.issues, fields);
}
