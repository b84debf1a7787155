// UTC, so the server's and the browser's rendering agree on the day.
const dayFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });
const momentFormat = new Intl.DateTimeFormat("en", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** "Mar 7, 2026" */
export function formatDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/** "Mar 7, 2026, 2:30 PM UTC" */
export function formatMoment(iso: string): string {
  return `${momentFormat.format(new Date(iso))} UTC`;
}

export function detailPath(id: string): string {
  return `/dashboard/admin/applications/${id}`;
}
