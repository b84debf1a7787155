import { useState } from "react";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { seoApi } from "#contracts/api/seo.ts";
import { crawlerAgents, type RobotsTestResult, robotsTestQuerySchema } from "#contracts/seo-sitemap.ts";

const schema = loadedModule(robotsTestQuerySchema);

/** robots.txt as the site serves it, and "may this crawler fetch this path?" answered by the server's parser. */
export function RobotsTester({ robotsTxt }: { robotsTxt: string }) {
  const [answer, setAnswer] = useState<{ path: string; agent: string; result: RobotsTestResult } | null>(
    null,
  );
  const form = useForm({
    initialValues: { path: "/", agent: "Googlebot" },
    fields: ["path", "agent"] as const,
    schema,
    unavailableMessage: "The tester could not be loaded",
    failureMessage: (error) => error.message || "The tester could not answer",
    send: (query) => apiRequest(seoApi.robotsTest, { query }),
    onSuccess: (result, query) => setAnswer({ path: query.path, agent: query.agent, result }),
  });
  return (
    <section aria-labelledby="robots-heading" className="grid gap-4">
      <h2 id="robots-heading" className="text-lg font-semibold text-slate-900">
        robots.txt
      </h2>
      <section
        aria-label="The site's robots.txt"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        className="max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <pre className="text-xs leading-relaxed text-slate-800">{robotsTxt}</pre>
      </section>
      <Form
        onSubmit={form.onSubmit}
        pending={form.isPending}
        aria-label="Test a path against robots.txt"
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start sm:p-6"
      >
        <FormAlert className="sm:col-span-3">{form.formError}</FormAlert>
        <Field label="Path" error={form.errors.path}>
          <Input {...form.bind("path")} autoComplete="off" spellCheck={false} maxLength={2000} />
        </Field>
        <Field label="Crawler" error={form.errors.agent}>
          <Select {...form.bind("agent")}>
            {crawlerAgents.map((agent) => (
              <option key={agent} value={agent}>
                {agent === "*" ? "Any crawler (*)" : agent}
              </option>
            ))}
          </Select>
        </Field>
        <div className="sm:pt-7">
          <SubmitButton size="default" pending={form.isPending} pendingLabel="Testing...">
            Test
          </SubmitButton>
        </div>
      </Form>
      {answer ? (
        <p
          role="status"
          className={
            answer.result.allowed
              ? "rounded-md bg-emerald-50 p-3 text-sm text-emerald-950"
              : "rounded-md bg-rose-50 p-3 text-sm text-rose-950"
          }
        >
          {answer.agent === "*" ? "Any crawler" : answer.agent}{" "}
          {answer.result.allowed ? "may fetch" : "may not fetch"}{" "}
          <span className="font-mono">{answer.path}</span>
          {answer.result.rule ? (
            <>
              {" "}
              (line {answer.result.line}: <span className="font-mono">{answer.result.rule}</span>)
            </>
          ) : (
            " (no rule matches it)"
          )}
          .
        </p>
      ) : null}
    </section>
  );
}
