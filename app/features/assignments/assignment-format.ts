import { assignmentSubmissionMessages } from "#contracts/assignment-submission-text.ts";
import { assignmentLimits, assignmentMessages } from "#contracts/assignment-text.ts";
import { dateFormat } from "#contracts/date-format.ts";

// The assignment panel's small pure pieces: how a due moment, a countdown and a file size are written,
// and the checks the browser can make on chosen files (the server judges their content).

const dueFormats = new Map<string, { format: (date: Date) => string }>();

/** "Mon, Dec 7, 2026, 11:59 PM EST": the moment on the wall clock of `zone`, with the zone's name. */
export function formatDueMoment(iso: string, zone: string): string {
  let format = dueFormats.get(zone);
  if (!format) {
    format = dateFormat({
      timeZone: zone,
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    });
    dueFormats.set(zone, format);
  }
  return format.format(new Date(iso));
}

const minuteMs = 60_000;
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/**
 * Time left, to the minute and at most two units: "2 days, 5 hours", "5 hours, 12 minutes", "12 minutes",
 * "less than a minute". A part minute counts as a whole one, so it reaches zero only at the due moment.
 */
export function formatTimeLeft(milliseconds: number): string {
  if (milliseconds < minuteMs) return "less than a minute";
  const minutes = Math.ceil(milliseconds / minuteMs);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${plural(days, "day")}, ${plural(hours, "hour")}` : plural(days, "day");
  if (hours > 0)
    return rest > 0 ? `${plural(hours, "hour")}, ${plural(rest, "minute")}` : plural(hours, "hour");
  return plural(rest, "minute");
}

/** "820 KB", "4.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 ** 2) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}

const acceptedNames = /\.(pdf|zip|ipynb)$/i;

/**
 * What is wrong with the chosen files before any is sent: too many, too large, or not named as one of the
 * three kinds (the server decides by content; a wrong name here is the likely mistake). null: fine.
 */
export function chosenFilesProblem(files: readonly { name: string; size: number }[]): string | null {
  if (files.length > assignmentLimits.filesMax) return assignmentMessages.tooManyFiles;
  if (files.some((file) => file.size > assignmentLimits.fileBytesMax)) return assignmentMessages.fileTooLarge;
  if (files.some((file) => !acceptedNames.test(file.name))) return assignmentMessages.fileKindNotAllowed;
  if (files.some((file) => file.size === 0)) return assignmentSubmissionMessages.fileEmpty;
  return null;
}
