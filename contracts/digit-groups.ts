// Whole numbers with thousands separators ("5,000"), spelled by hand for the same reason as the calendar
// dates of date-format.ts: the first toLocaleString or Intl.NumberFormat a page runs loads the locale's
// ICU number data, tens of milliseconds of a throttled phone's main thread, and a text module that builds
// its messages at import ran it for every page that imports it (Join Class measured about 80 ms at 4x).

/** "5,000", "1,234,567", "-12,000" (en-US grouping) for an integer. */
export function digitGroups(value: number): string {
  if (!Number.isSafeInteger(value)) return String(value);
  const digits = String(Math.abs(value));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return value < 0 ? `-${grouped}` : grouped;
}
