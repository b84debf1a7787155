import { listQuery, listSearchParams, readEnumParam, readPageParam } from "#app/lib/list-params.ts";
import {
  emailTrackingPageSizeDefault,
  type MailDisplayStatus,
  mailDisplayStatuses,
} from "#contracts/email-tracking-text.ts";

// Email Tracking keeps its state in the URL (?q=&kind=&status=&from=&to=&page=&mail=), so a filtered view
// or an open mail can be bookmarked and walked back. Bad values read as "no filter", never an error page.
export type EmailTrackingFilters = {
  q: string;
  kind: string;
  status: MailDisplayStatus | "";
  from: string;
  to: string;
  page: number;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const kindPattern = /^[a-z0-9-]{1,60}$/;

function readDate(params: URLSearchParams, name: string): string {
  const value = params.get(name) ?? "";
  return datePattern.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : "";
}

export function readFilters(params: URLSearchParams): EmailTrackingFilters {
  const kind = params.get("kind") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    kind: kindPattern.test(kind) ? kind : "",
    status: readEnumParam(params, "status", mailDisplayStatuses),
    from: readDate(params, "from"),
    to: readDate(params, "to"),
    page: readPageParam(params),
  };
}

/** The open mail's id from the URL, or null. */
export function readSelectedMail(params: URLSearchParams): string | null {
  const id = params.get("mail") ?? "";
  return uuidPattern.test(id) ? id : null;
}

export function filtersToParams(filters: EmailTrackingFilters, mail: string | null = null): URLSearchParams {
  return listSearchParams({ ...filters, mail: mail ?? "" });
}

export function emailTrackingQuery(filters: EmailTrackingFilters) {
  return listQuery(filters, emailTrackingPageSizeDefault);
}

export const emptyFilters: EmailTrackingFilters = { q: "", kind: "", status: "", from: "", to: "", page: 1 };
export const emailTrackingQueryKey = ["admin-mails"] as const;
export const trackedMailQueryKey = (id: string) => ["admin-mail", id] as const;
