import type { SeoIntegrationStatus } from "#contracts/seo-integrations.ts";
import type { Config } from "#server/config.ts";
import { hostOf, maskSecret } from "#server/modules/integrations/integration-status.ts";

type SeoConfig = Pick<
  Config,
  | "publicUrl"
  | "SEARCH_CONSOLE_CREDENTIALS"
  | "SEARCH_CONSOLE_SITE"
  | "SEMRUSH_API_KEY"
  | "SEMRUSH_DATABASE"
  | "INDEXNOW_KEY"
  | "INDEXNOW_ENDPOINT"
>;

/** The Search Console property: the configured one, else the site's own address as a URL-prefix property. */
export function searchConsoleSite(config: Pick<Config, "publicUrl" | "SEARCH_CONSOLE_SITE">): string {
  return config.SEARCH_CONSOLE_SITE ?? `${config.publicUrl}/`;
}

/** SEO Settings' integrations as the server is configured: facts, never a secret (decision 0046's rule). */
export function describeSeoIntegrations(config: SeoConfig): SeoIntegrationStatus[] {
  const key = config.SEARCH_CONSOLE_CREDENTIALS;
  return [
    {
      name: "search-console",
      configured: !!key,
      providerLabel: key
        ? "Service account"
        : "Not set: SEARCH_CONSOLE_CREDENTIALS (a service account's JSON key)",
      details: key
        ? [
            { label: "Service account", value: key.client_email },
            { label: "Property", value: searchConsoleSite(config) },
            { label: "Key", value: key.private_key_id ? maskSecret(key.private_key_id) : "set" },
          ]
        : [{ label: "Property", value: searchConsoleSite(config) }],
      testable: !!key,
    },
    {
      name: "semrush",
      configured: !!config.SEMRUSH_API_KEY,
      providerLabel: config.SEMRUSH_API_KEY ? "Semrush SEO API" : "Not set: SEMRUSH_API_KEY",
      details: [
        { label: "API key", value: maskSecret(config.SEMRUSH_API_KEY) },
        { label: "Database", value: config.SEMRUSH_DATABASE },
      ],
      testable: !!config.SEMRUSH_API_KEY,
    },
    {
      name: "indexnow",
      configured: !!config.INDEXNOW_KEY,
      providerLabel: config.INDEXNOW_KEY ? "IndexNow (Bing, Yandex, Seznam, Naver)" : "Not set: INDEXNOW_KEY",
      details: config.INDEXNOW_KEY
        ? [
            { label: "Key", value: maskSecret(config.INDEXNOW_KEY) },
            { label: "Key file", value: `${config.publicUrl}/••••.txt` },
            {
              label: "Endpoint",
              value: config.INDEXNOW_ENDPOINT ? hostOf(config.INDEXNOW_ENDPOINT) : "https://api.indexnow.org",
            },
          ]
        : [],
      testable: !!config.INDEXNOW_KEY,
    },
  ];
}
