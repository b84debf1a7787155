/**
 * The page a loader's request is for. A client-side navigation fetches React Router's single-fetch URL,
 * '<path>.data' ('/_root.data' for '/'), and the host hands loaders that URL as it came.
 */
export function pagePathOf(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname === "/_root.data") return "/";
  return pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
}
