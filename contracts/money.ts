// Money shown to people, without zod, so pages that only display prices stay light.

/** US cents as "$2,499" (whole dollars) or "$2,499.50"; fixed formatting so server and browser agree. */
export function formatUsd(cents: number): string {
  const dollars = Math.floor(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${cents < 0 ? "-" : ""}$${grouped}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}
