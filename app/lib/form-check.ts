import type { z } from "zod";
import { apiFieldIssues, type FieldErrors, fieldErrorsFrom, toFormRequestError } from "./form-errors.ts";

// The part of a form's work that only runs once its zod schema is here or a request has failed (decision
// 0022): checking the values and turning the schema's or the API's messages into field messages. useForm
// loads it beside the schema (after the first render, at the latest on the first edit or submit), so a
// page whose forms are all on the hook does not load it, nor the error mapper, first (issue 12 bundle
// figures).

type Values<F extends string> = Record<F, string>;

/** What a form checks besides its schema (useForm's options of the same names). */
export type FormRules<F extends string> = {
  /** The fields in the order of the form. */
  fields: readonly F[];
  /** What the schema checks, if not the values themselves (a wrapper object, a captcha token). */
  toInput?: (values: Values<F>) => unknown;
  /** Further checks the schema cannot make (a chosen file); their messages join the schema's. */
  check?: (values: Values<F>) => FieldErrors<F>;
  /** A field left empty reads this (the spec's "Required") instead of the schema's length rule. */
  emptyMessage?: { message: string; fields?: readonly F[] };
};

function firstIn<F extends string>(fields: readonly F[], errors: FieldErrors<F>): F | undefined {
  return fields.find((field) => errors[field]);
}

/** The form's check on its own: the parsed data when valid, else the first message of each field. */
export function validateValues<F extends string, S extends z.ZodType>(
  schema: S,
  values: Values<F>,
  rules: FormRules<F>,
): { data: z.output<S> | null; errors: FieldErrors<F> } {
  const { fields, emptyMessage } = rules;
  const result = schema.safeParse(rules.toInput ? rules.toInput(values) : values);
  const errors: FieldErrors<F> = result.success ? {} : fieldErrorsFrom(result.error.issues, fields);
  if (emptyMessage) {
    for (const field of emptyMessage.fields ?? fields) {
      if (errors[field] && values[field].trim() === "") errors[field] = emptyMessage.message;
    }
  }
  const extra: FieldErrors<F> = rules.check?.(values) ?? {};
  for (const field of fields) errors[field] ??= extra[field];
  const valid = result.success && !firstIn(fields, errors);
  return { data: valid ? (result.data as z.output<S>) : null, errors };
}

/** The messages a failed call gives the form's fields (the API names them in its `errors` list). */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  return fieldErrorsFrom(apiFieldIssues(error), fields);
}

/** The message above a form after a failure naming no field: the server's own, else `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  return toFormRequestError(error, fallback).message;
}
