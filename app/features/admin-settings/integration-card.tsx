import { useMutation } from "@tanstack/react-query";
import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { PendingLabel } from "#app/components/ui/submit-button.tsx";
import { cn } from "#app/lib/cn.ts";

type IntegrationCardProps = {
  label: string;
  /** What the test does, said before it runs. */
  testLabel: string;
  integration: {
    providerLabel: string;
    details: { label: string; value: string }[];
    testable: boolean;
  };
  runTest: () => Promise<{ ok: boolean; message: string }>;
  /** Shown when the test could not be run at all (the request failed without words). */
  failed: string;
};

/**
 * One outside service: what is at work (never a secret), and a test through its provider with the answer in
 * words. The admin's Settings and SEO Settings list theirs with it.
 */
export function IntegrationCard({ label, testLabel, integration, runTest, failed }: IntegrationCardProps) {
  const headingId = useId();
  const test = useMutation<{ ok: boolean; message: string }, Error>({ mutationFn: runTest });
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
            title={testLabel}
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
      {integration.testable ? <p className="text-xs text-slate-600">{testLabel}.</p> : null}
      <div aria-live="polite">
        {result ? (
          <TestResult ok={result.ok} message={result.message} />
        ) : test.isError ? (
          <TestResult ok={false} message={test.error.message || failed} />
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
