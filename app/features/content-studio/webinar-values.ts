import { tagsFromText } from "#contracts/content-studio-text.ts";
import type {
  WebinarDetail,
  WebinarFieldsInput,
  WebinarVersion,
} from "#contracts/content-studio-webinars.ts";

// The webinar editor's values are strings (useForm's rule): the start is a datetime-local value in the
// viewer's zone, the length a number typed as text, the links "" for none, the tags one comma-separated
// field. The order is the form's, so focus goes to the first field with a message.
export const webinarFields = [
  "title",
  "slug",
  "summary",
  "hostName",
  "startsAt",
  "durationMinutes",
  "joinUrl",
  "recordingUrl",
  "tags",
  "coverPath",
  "coverAlt",
  "descriptionMarkdown",
] as const;
export type WebinarField = (typeof webinarFields)[number];
export type WebinarValues = Record<WebinarField, string>;

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as a datetime-local value in the viewer's zone ("2026-12-03T18:00"); "" for none. */
export function localDateTimeOf(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return "";
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A datetime-local value (the viewer's zone) as an ISO 8601 instant; "" when it is not a date and time. */
export function instantOf(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local.trim())) return "";
  const date = new Date(local.trim());
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

export function blankWebinar(hostName: string): WebinarValues {
  return {
    title: "",
    slug: "",
    summary: "",
    hostName,
    startsAt: "",
    durationMinutes: "60",
    joinUrl: "",
    recordingUrl: "",
    tags: "",
    coverPath: "",
    coverAlt: "",
    descriptionMarkdown: "",
  };
}

type Content = Pick<
  WebinarDetail | WebinarVersion,
  | "title"
  | "slug"
  | "summary"
  | "hostName"
  | "startsAt"
  | "durationMinutes"
  | "joinUrl"
  | "recordingUrl"
  | "tags"
  | "coverPath"
  | "coverAlt"
  | "descriptionMarkdown"
>;

export function webinarValuesOf(webinar: Content): WebinarValues {
  return {
    title: webinar.title,
    slug: webinar.slug,
    summary: webinar.summary,
    hostName: webinar.hostName,
    startsAt: localDateTimeOf(webinar.startsAt),
    durationMinutes: String(webinar.durationMinutes),
    joinUrl: webinar.joinUrl ?? "",
    recordingUrl: webinar.recordingUrl ?? "",
    tags: webinar.tags.join(", "),
    coverPath: webinar.coverPath ?? "",
    coverAlt: webinar.coverAlt,
    descriptionMarkdown: webinar.descriptionMarkdown,
  };
}

/** What the schema checks and the API receives. */
export function webinarInput(values: WebinarValues): WebinarFieldsInput {
  const minutes = values.durationMinutes.trim();
  return {
    title: values.title,
    slug: values.slug,
    summary: values.summary,
    hostName: values.hostName,
    startsAt: instantOf(values.startsAt),
    durationMinutes: /^\d+$/.test(minutes) ? Number(minutes) : Number.NaN,
    joinUrl: values.joinUrl.trim() || null,
    recordingUrl: values.recordingUrl.trim() || null,
    tags: tagsFromText(values.tags),
    coverPath: values.coverPath || null,
    coverAlt: values.coverAlt,
    descriptionMarkdown: values.descriptionMarkdown,
  };
}

export const sameWebinarValues = (a: WebinarValues, b: WebinarValues) =>
  webinarFields.every((field) => a[field] === b[field]);
