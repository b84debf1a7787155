// Campaign and click ids that links carry for analytics only: no page renders differently for them (the
// browser reads utm_* for the page view call, app/features/analytics/use-page-views.ts). A launch mail's
// links all carry them, so without this every buyer who came from it missed the shared-page cache
// (decision 0015) and cost a full render. Names are compared in lower case; any utm_* counts.
const trackingNames = new Set([
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "fbclid",
  "msclkid",
  "twclid",
  "li_fat_id",
  "mc_cid",
  "mc_eid",
  "_hsenc",
  "_hsmi",
  "mkt_tok",
  "ref_src",
]);

function isTracking(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith("utm_") || trackingNames.has(lower);
}

/**
 * `url` (a path with its query) without the tracking parameters; the others keep their order and their
 * encoding as sent. No `?` is left when nothing else remains.
 */
export function withoutTrackingParams(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const kept = url
    .slice(at + 1)
    .split("&")
    .filter((pair) => {
      if (pair === "") return false;
      const name = pair.split("=", 1)[0] ?? "";
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replaceAll("+", " "));
      } catch {
        // A malformed escape is not a tracking name: the pair stays, and the page is rendered for it.
      }
      return !isTracking(decoded);
    });
  return kept.length === 0 ? url.slice(0, at) : `${url.slice(0, at)}?${kept.join("&")}`;
}
