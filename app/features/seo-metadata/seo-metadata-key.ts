/** The query key of one page's Meta Tags editor (GET /api/seo/metadata). */
export const seoMetadataKey = (path: string) => ["seo-metadata", path] as const;
