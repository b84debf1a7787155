import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { rosterApi } from "#contracts/api/roster.ts";
import type { CurrentUser } from "#contracts/auth.ts";

// The roster read, keyed by user, course and the batch asked for (none: the API's default batch), shared
// by the route's loader (prefetch through the in-process API) and the page.

export function rosterQuery(userId: string, courseSlug: string, batch: string | undefined) {
  return {
    queryKey: ["roster", userId, courseSlug, batch ?? ""] as const,
    path: endpointUrl(rosterApi.roster, { params: { courseSlug }, query: { batch } }),
  };
}

export function useRoster(user: CurrentUser | null, courseSlug: string, batch: string | undefined) {
  return useQuery({
    queryKey: rosterQuery(user?.id ?? "", courseSlug, batch).queryKey,
    queryFn: ({ signal }) =>
      apiRequest(rosterApi.roster, { params: { courseSlug }, query: { batch }, signal }),
    enabled: user !== null,
  });
}

/** The `batch` of the page's address; an empty value asks for the default like no value. */
export function batchParam(search: URLSearchParams): string | undefined {
  return search.get("batch") || undefined;
}

/** The CSV download of the roster shown (a plain link: the browser saves the attachment). */
export function rosterCsvUrl(courseSlug: string, batch: string) {
  return endpointUrl(rosterApi.rosterCsv, { params: { courseSlug }, query: { batch } });
}
