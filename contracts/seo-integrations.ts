import { z } from "zod";

// SEO Settings' integrations (issue 20): Google Search Console, Semrush and IndexNow, described from the server's
// configuration (never a secret, at most a key's last 4 characters) and each tested through the provider the site
// uses. GET /api/seo/integrations lists them; POST /api/seo/integrations/:name/test runs one test.

export const seoIntegrationNames = ["search-console", "semrush", "indexnow"] as const;
export type SeoIntegrationName = (typeof seoIntegrationNames)[number];

export const seoIntegrationLabels: Record<SeoIntegrationName, string> = {
  "search-console": "Google Search Console",
  semrush: "Semrush",
  indexnow: "IndexNow",
};

/** What each test does, said before it runs. */
export const seoIntegrationTestLabels: Record<SeoIntegrationName, string> = {
  "search-console": "Signs in as the service account and reads the property",
  semrush: "Reads the key's API units left (spends none)",
  indexnow: "Submits the home page (the engines fetch the key file to check it)",
};

export const seoIntegrationMessages = {
  loadFailed: "The integrations could not be loaded",
  testFailed: "The test could not be run. Try again in a moment.",
  unknown: "There is no such integration",
} as const;

export const seoIntegrationStatusSchema = z.object({
  name: z.enum(seoIntegrationNames),
  configured: z.boolean(),
  /** What is at work, or what to set: "Service account", "Not set: SEARCH_CONSOLE_CREDENTIALS". */
  providerLabel: z.string(),
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Only a configured integration has anything to test. */
  testable: z.boolean(),
});
export type SeoIntegrationStatus = z.infer<typeof seoIntegrationStatusSchema>;
export const seoIntegrationsSchema = z.object({ items: z.array(seoIntegrationStatusSchema) });

export const seoIntegrationParamsSchema = z.object({ name: z.string().max(40) });

export const seoIntegrationTestResultSchema = z.object({
  name: z.enum(seoIntegrationNames),
  ok: z.boolean(),
  message: z.string(),
  /** ISO 8601. */
  checkedAt: z.string(),
});
export type SeoIntegrationTestResult = z.infer<typeof seoIntegrationTestResultSchema>;
