/** The query key of the redirects list (GET /api/seo/redirects). */
export const redirectsKey = ["seo-redirects"] as const;
