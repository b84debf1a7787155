import {
  type SeoIntegrationName,
  type SeoIntegrationTestResult,
  seoIntegrationLabels,
  seoIntegrationMessages,
  seoIntegrationNames,
} from "#contracts/seo-integrations.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { IndexNowProvider } from "#server/providers/indexnow/indexnow-provider.ts";
import type { SearchConsoleProvider } from "#server/providers/search-console/search-console-provider.ts";
import type { SemrushProvider } from "#server/providers/semrush/semrush-provider.ts";

export type SeoIntegrationProviders = {
  searchConsole: SearchConsoleProvider | null;
  semrush: SemrushProvider | null;
  indexNow: IndexNowProvider | null;
};

const count = new Intl.NumberFormat("en");

/** One check through the provider the site uses; the provider's own words when it fails. */
async function check(
  name: SeoIntegrationName,
  providers: SeoIntegrationProviders,
  publicUrl: string,
): Promise<{ ok: boolean; message: string }> {
  const notSet = { ok: false, message: `${seoIntegrationLabels[name]} is not configured on this server.` };
  try {
    switch (name) {
      case "search-console": {
        const client = providers.searchConsole;
        if (!client) return notSet;
        const { permissionLevel } = await client.checkCredentials();
        return {
          ok: true,
          message: `Signed in as ${client.serviceAccount}, which may read ${client.site} (${permissionLevel}).`,
        };
      }
      case "semrush": {
        if (!providers.semrush) return notSet;
        const left = await providers.semrush.unitsLeft();
        return { ok: true, message: `The key works: ${count.format(left)} API units left.` };
      }
      case "indexnow": {
        if (!providers.indexNow) return notSet;
        await providers.indexNow.submit([`${publicUrl}/`]);
        return { ok: true, message: `IndexNow accepted ${publicUrl}/ with the site's key.` };
      }
    }
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** Tests one of SEO Settings' integrations (404 for a name that is none), audited as `seo.integration.test`. */
export async function testSeoIntegration(
  deps: { providers: SeoIntegrationProviders; publicUrl: string; audit: AuditTrail; now: () => Date },
  name: string,
  by: AuditActor,
): Promise<SeoIntegrationTestResult> {
  if (!(seoIntegrationNames as readonly string[]).includes(name)) {
    throw new HttpError(404, seoIntegrationMessages.unknown);
  }
  const integration = name as SeoIntegrationName;
  const outcome = await check(integration, deps.providers, deps.publicUrl);
  await deps.audit.record(by, {
    action: "seo.integration.test",
    entityType: "integration",
    entityId: integration,
    summary: `Tested ${seoIntegrationLabels[integration]}: ${outcome.ok ? "ok" : "failed"}`,
    after: outcome,
  });
  return { name: integration, ...outcome, checkedAt: deps.now().toISOString() };
}
