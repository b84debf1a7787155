import { useMutation, useQuery } from "@tanstack/react-query";
import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { PendingLabel } from "#app/components/ui/submit-button.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/cn.ts";
import type { IntegrationStatus, IntegrationTestResult } from "#contracts/admin-settings.ts";
import {
  adminSettingsMessages,
  integrationLabels,
  integrationTestLabels,
} from "#contracts/admin-settings-text.ts";
import { adminSettingsApi } from "#contracts/api/admin-settings.ts";

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
              <IntegrationCard key={item.name} integration={item} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function IntegrationCard({ integration }: { integration: IntegrationStatus }) {
  const headingId = useId();
  const label = integrationLabels[integration.name];
  const test = useMutation<IntegrationTestResult, Error>({
    mutationFn: () => apiRequest(adminSettingsApi.testIntegration, { params: { name: integration.name } }),
  });
  const result = test.data;

  return (
    <li
      aria-labelledby={headingId}
      className="grid content-start gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {label}
          </h3>
          <p className="text-sm break-words text-slate-700">{integration.providerLabel}</p>
        </div>
        {integration.testable ? (
          <Button
            size="sm"
            variant="outline"
            disabled={test.isPending}
            onClick={() => test.mutate()}
            aria-label={`Test ${label}`}
            title={integrationTestLabels[integration.name]}
          >
            {test.isPending ? <PendingLabel>Testing...</PendingLabel> : "Test"}
          </Button>
        ) : null}
      </div>
      {integration.details.length > 0 ? (
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          {integration.details.map((detail) => (
            <div key={detail.label} className="contents">
              <dt className="font-medium text-slate-600">{detail.label}</dt>
              <dd className="break-all text-slate-900">{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {integration.testable ? (
        <p className="text-xs text-slate-600">{integrationTestLabels[integration.name]}.</p>
      ) : null}
      <div aria-live="polite">
        {result ? (
          <TestResult ok={result.ok} message={result.message} />
        ) : test.isError ? (
          <TestResult ok={false} message={test.error.message || adminSettingsMessages.testFailed} />
        ) : null}
      </div>
    </li>
  );
}

function TestResult({ ok, message }: { ok: boolean; message: string }) {
  const Icon = ok ? CircleCheckIcon : CircleAlertIcon;
  return (
    <p
      className={cn(
        "flex gap-2 rounded-md border p-2 text-sm break-words",
        ok ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-red-200 bg-red-50 text-red-800",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0">
        <span className="font-semibold">{ok ? "OK: " : "Failed: "}</span>
        {message}
      </span>
    </p>
  );
}
