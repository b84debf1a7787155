// What /api/seo/page-meta and /seo-preview say about a path they cannot describe (no zod here: the
// preview page's bundle imports it).
export const seoMessages = {
  invalidPath: "Enter a path of this site, starting with / (for example /courses/deep-learning)",
  unknownPath: "No page of this site has that path",
} as const;
