// The tab's numbers: counts with separators, rates as percentages with at most one decimal, days in UTC (as the
// report counts them). A rate over nothing is a dash, not 0 %.

const countFormat = new Intl.NumberFormat("en");
const percentFormat = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1 });
const dayFormat = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", timeZone: "UTC" });
const longDayFormat = new Intl.DateTimeFormat("en", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

export const noRate = "–";

export const formatCount = (value: number) => countFormat.format(value);

/** `part` over `whole` as a percentage, or a dash when the whole is 0. */
export function formatRate(part: number, whole: number): string {
  return whole > 0 ? percentFormat.format(part / whole) : noRate;
}

/** A rate the server computed (0..1), or a dash for none. */
export function formatRatio(ratio: number | null): string {
  return ratio === null ? noRate : percentFormat.format(ratio);
}

/** "Mar 4", for a YYYY-MM-DD day. */
export const shortDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** "Mar 4, 2026", for a YYYY-MM-DD day or an ISO time. */
export const longDay = (value: string) =>
  longDayFormat.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));
