import { ApiRequestError } from "./api-client.ts";

/**
 * The message above a page form (application, inquiry) after a failure naming no field: the server's
 * own words for a rate limit, else the page's "please try again" text. (Beside form-errors.ts, not in it:
 * the pages need only this before a failure, and the error mapper loads with the form's checks.)
 */
export function pageFormFailure(fallback: string): (error: Error) => string {
  return (error) => (error instanceof ApiRequestError && error.status === 429 ? error.message : fallback);
}
