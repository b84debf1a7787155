/** The query of SEO Settings' site-wide defaults (the form and the two images share it). */
export const siteSettingsKey = ["seo-site-settings"] as const;
