// The podcast's words and formatters that pages need in the browser, without zod (first-load JavaScript).
// The response schemas live in podcast.ts.

export const podcastMessages = {
  empty: "The first episodes are being recorded. Check back soon.",
} as const;

/** '42 min' or '1 h 05 min'. */
export function formatEpisodeDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}

/** ISO 8601 duration for a machine-readable <time> element: 'PT42M10S'. */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || (!h && !m) ? `${s}S` : ""}`;
}
