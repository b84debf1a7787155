import { ApiRequestError, serverErrorOf } from "./api-client.ts";

// The one mapper from a failed API call to a form's messages. The API answers a rejected input with
// `{ error, errors: [{ field?, message }] }` (SPEC.md section 8); a field is named by its path in the
// request body ("userData.username", "preferredBatchId"), a form names it by its last segment.

export type FieldIssue = { message: string; field?: string };
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** A failed request as a form sees it: one message to show, the status, and any per-field messages. */
export class FormRequestError extends Error {
  readonly status: number | undefined;
  readonly fieldErrors: readonly FieldIssue[];
  constructor(message: string, status: number | undefined, fieldErrors: readonly FieldIssue[]) {
    super(message);
    this.name = "FormRequestError";
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

function issuesOfBody(body: unknown): FieldIssue[] {
  if (!body || typeof body !== "object" || !("errors" in body) || !Array.isArray(body.errors)) return [];
  return body.errors.flatMap((item: unknown) => {
    if (!item || typeof item !== "object" || !("message" in item) || typeof item.message !== "string")
      return [];
    const field = "field" in item && typeof item.field === "string" && item.field ? item.field : undefined;
    return [{ message: item.message, field }];
  });
}

/** The API's `errors` list of a failed call (an ApiRequestError's body, or a FormRequestError's). */
export function apiFieldIssues(error: unknown): readonly FieldIssue[] {
  if (error instanceof FormRequestError) return error.fieldErrors;
  if (error instanceof ApiRequestError) return issuesOfBody(error.body);
  return [];
}

// SPEC.md section 8: the first server error message, else the call's default. A failure without a
// server message (network down, a proxy's HTML error page) must not show "Request failed with status 502".
export function toFormRequestError(error: unknown, fallback: string): FormRequestError {
  if (error instanceof FormRequestError) return error;
  if (!(error instanceof ApiRequestError)) return new FormRequestError(fallback, undefined, []);
  const fieldErrors = issuesOfBody(error.body);
  const message = fieldErrors[0]?.message || serverErrorOf(error.body) || fallback;
  return new FormRequestError(message, error.status, fieldErrors);
}

/** Whether a body path ("userData.email") or a zod path names the form field `field` ("email"). */
function names(path: string, field: string): boolean {
  return path === field || path.endsWith(`.${field}`);
}

/** The first message of each of `fields`, from API issues (`field`) or zod issues (`path`). */
export function fieldErrorsFrom<F extends string>(
  issues: readonly { message: string; field?: string; path?: readonly PropertyKey[] }[],
  fields: readonly F[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const path = issue.field ?? issue.path?.map(String).join(".");
    if (!path) continue;
    const field = fields.find((name) => names(path, name));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** A failed call split into per-field messages and, when none of `fields` is named, one form message. */
export function serverErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
): { fieldErrors: FieldErrors<F>; formError: string | null } {
  const fieldErrors = fieldErrorsFrom(apiFieldIssues(error), fields);
  const named = fields.some((field) => fieldErrors[field]);
  return { fieldErrors, formError: named ? null : toFormRequestError(error, fallback).message };
}
