import { ApiRequestError } from "#app/lib/api-client.ts";

export type AuthFieldError = { message: string; field?: string };

/** What a failed sign-in or registration tells the form: one message to show, and any per-field messages. */
export class AuthRequestError extends Error {
  readonly status: number | undefined;
  readonly fieldErrors: readonly AuthFieldError[];
  constructor(message: string, status: number | undefined, fieldErrors: readonly AuthFieldError[]) {
    super(message);
    this.name = "AuthRequestError";
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

function fieldErrorsOf(body: unknown): AuthFieldError[] {
  if (!body || typeof body !== "object" || !("errors" in body) || !Array.isArray(body.errors)) return [];
  return body.errors.flatMap((item: unknown) => {
    if (!item || typeof item !== "object" || !("message" in item) || typeof item.message !== "string")
      return [];
    const field = "field" in item && typeof item.field === "string" ? item.field : undefined;
    return [{ message: item.message, field }];
  });
}

// SPEC.md section 8: the first server error message, else the call's default. A failure without a
// server message (network down, a proxy's HTML error page) must not show "Request failed with status 502".
export function toAuthRequestError(error: unknown, fallback: string): AuthRequestError {
  if (!(error instanceof ApiRequestError)) return new AuthRequestError(fallback, undefined, []);
  const fieldErrors = fieldErrorsOf(error.body);
  const message = fieldErrors[0]?.message || serverErrorOf(error.body) || fallback;
  return new AuthRequestError(message, error.status, fieldErrors);
}

function serverErrorOf(body: unknown): string | undefined {
  if (!body || typeof body !== "object" || !("error" in body) || typeof body.error !== "string")
    return undefined;
  return body.error || undefined;
}
