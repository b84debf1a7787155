import { useQuery } from "@tanstack/react-query";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import {
  adminSettingsMessages,
  integrationLabels,
  integrationTestLabels,
} from "#contracts/admin-settings-text.ts";
import { adminSettingsApi } from "#contracts/api/admin-settings.ts";
import { IntegrationCard } from "./integration-card.tsx";

/** Mail, payments, meetings, the assistant's LLM and captcha: which provider works, and a test of each. */
export function IntegrationsPanel() {
  const integrations = useQuery({
    queryKey: ["admin-integrations"],
    queryFn: ({ signal }) => apiRequest(adminSettingsApi.integrations, { signal }),
  });
  return (
    <section aria-labelledby="integrations-heading" className="grid gap-4">
      <div>
        <h2 id="integrations-heading" className="text-lg font-semibold text-slate-900">
          Integrations
        </h2>
        <p className="text-sm text-slate-700">
          Set by the server's environment. Keys are never shown, at most their last 4 characters.
        </p>
      </div>
      <QueryState
        query={integrations}
        loading="Loading integrations..."
        failed={adminSettingsMessages.integrationsLoadFailed}
      >
        {(data) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {data.items.map((item) => (
              <IntegrationCard
                key={item.name}
                label={integrationLabels[item.name]}
                testLabel={integrationTestLabels[item.name]}
                integration={item}
                runTest={() => apiRequest(adminSettingsApi.testIntegration, { params: { name: item.name } })}
                failed={adminSettingsMessages.testFailed}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
