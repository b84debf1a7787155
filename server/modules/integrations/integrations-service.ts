import {
  adminSettingsMessages,
  type IntegrationName,
  type IntegrationStatus,
  type IntegrationTestResult,
  integrationLabels,
  integrationNames,
} from "#contracts/admin-settings.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import { describeIntegrations, type IntegrationConfig } from "./integration-status.ts";
import { type IntegrationTestDeps, runIntegrationTest } from "./integration-tests.ts";

// The Settings page's integrations (decision 0046): which provider is at work for mail, payments, meetings,
// the assistant's LLM and captcha, and a test of each that calls the provider as the site does.
export function createIntegrationsService(
  deps: IntegrationTestDeps & { config: IntegrationConfig; audit: AuditTrail; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());
  return {
    list(): { items: IntegrationStatus[] } {
      return {
        items: describeIntegrations(deps.config, { meetings: deps.meetings.name, llm: deps.llm !== null }),
      };
    },

    async test(name: string, by: AuditActor & { email: string }): Promise<IntegrationTestResult> {
      if (!(integrationNames as readonly string[]).includes(name)) {
        throw new HttpError(404, adminSettingsMessages.unknownIntegration);
      }
      const integration = name as IntegrationName;
      const outcome = await runIntegrationTest(integration, deps, { email: by.email });
      await deps.audit.record(by, {
        action: "integration.test",
        entityType: "integration",
        entityId: integration,
        summary: `Tested ${integrationLabels[integration]}: ${outcome.ok ? "ok" : "failed"}`,
        after: outcome,
      });
      return { name: integration, ...outcome, checkedAt: now().toISOString() };
    },
  };
}
export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
