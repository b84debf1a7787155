import { data, type RouterContextProvider } from "react-router";
import { apiGet, serverApiContext, serverApiStatus } from "#app/lib/load-context.ts";
import type { AnyEndpoint, OptionalIfEmpty, ResponseOf, UrlArgs } from "#contracts/api/endpoint.ts";
import { pagesApi } from "#contracts/api/pages.ts";
import type { SitePageContent } from "#contracts/site-pages.ts";

/** A fixed page's prose from GET /api/pages; a page that does not exist renders the 404 page. */
export async function loadSitePage(
  context: Readonly<RouterContextProvider>,
  path: string,
): Promise<SitePageContent> {
  try {
    return await apiGet(context.get(serverApiContext), pagesApi.sitePage, { query: { path } });
  } catch (error) {
    if (serverApiStatus(error) === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** A read the page can live without (numbers, team, cohorts): null instead of failing the whole page. */
export async function loadOptional<E extends AnyEndpoint & { method: "GET" }>(
  context: Readonly<RouterContextProvider>,
  endpoint: E,
  ...url: OptionalIfEmpty<UrlArgs<E>>
): Promise<ResponseOf<E> | null> {
  try {
    return await apiGet(context.get(serverApiContext), endpoint, ...url);
  } catch {
    return null;
  }
}

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** ISO timestamp as "November 22, 2026" (UTC, fixed names so server and browser print the same). */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
