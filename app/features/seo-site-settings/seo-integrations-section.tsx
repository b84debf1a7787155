import { useQuery } from "@tanstack/react-query";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { IntegrationCard } from "#app/features/admin-settings/integration-card.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { seoIntegrationsApi } from "#contracts/api/seo-integrations.ts";
import {
  seoIntegrationLabels,
  seoIntegrationMessages,
  seoIntegrationTestLabels,
} from "#contracts/seo-integrations.ts";

/** Search Console, Semrush and IndexNow: what the server is configured with (no secrets), and a test of each. */
export function SeoIntegrationsSection() {
  const integrations = useQuery({
    queryKey: ["seo-integrations"],
    queryFn: ({ signal }) => apiRequest(seoIntegrationsApi.list, { signal }),
  });
  return (
    <section aria-labelledby="seo-integrations-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="seo-integrations-heading" className="text-lg font-semibold text-slate-900">
          Integrations
        </h2>
        <p className="text-sm text-slate-700">
          Set in the server's environment by whoever runs the site. Keys are never shown, at most their last 4
          characters. Without them the workbench still works: the audit, links, keywords and analytics are
          built in.
        </p>
      </div>
      <QueryState
        query={integrations}
        loading="Loading the integrations..."
        failed={seoIntegrationMessages.loadFailed}
      >
        {(data) => (
          <ul className="grid gap-4 lg:grid-cols-3">
            {data.items.map((item) => (
              <IntegrationCard
                key={item.name}
                label={seoIntegrationLabels[item.name]}
                testLabel={seoIntegrationTestLabels[item.name]}
                integration={item}
                runTest={() => apiRequest(seoIntegrationsApi.test, { params: { name: item.name } })}
                failed={seoIntegrationMessages.testFailed}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
