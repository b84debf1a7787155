import { Play, Sparkles } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/cn.ts";
import { useEarlyInput } from "#app/lib/early-input.ts";
import { sandboxApi } from "#contracts/api/sandbox.ts";
import type { PromptTemplate, RunPromptResponse, SandboxModelsResponse } from "#contracts/sandbox.ts";
import { formatUsd, sandboxLimits, sandboxMessages } from "#contracts/sandbox-text.ts";
import { outputOnlyCosts, useTokenCount } from "./use-token-count.ts";

const fieldClassName =
  "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus-visible:border-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500/40 md:text-sm";

const encodingLabels = { o200k_base: "o200k_base", cl100k_base: "cl100k_base" } as const;

const costColumns: readonly TableColumn[] = [
  { label: "Model" },
  { label: "Input", align: "right" },
  { label: "Total", align: "right" },
];

export function SandboxPlayground({
  models: modelsResponse,
  templates,
}: {
  models: SandboxModelsResponse;
  templates: PromptTemplate[];
}) {
  const id = useId();
  // No <form> here: the fields around the prompt keep what was typed before hydration all the same.
  const earlyInput = useEarlyInput<HTMLDivElement>();
  const { models, run } = modelsResponse;
  const [prompt, setPrompt] = useState("");
  const [model, setModel] = useState(models[0]?.model ?? "");
  const [expectedOutput, setExpectedOutput] = useState(String(sandboxLimits.expectedOutputDefault));
  const [templateSlug, setTemplateSlug] = useState(templates[0]?.slug ?? "");
  const [runState, setRunState] = useState<{
    pending: boolean;
    result: RunPromptResponse | null;
    error: string | null;
  }>({ pending: false, result: null, error: null });

  const outputTokens = useMemo(() => {
    const value = Number(expectedOutput);
    return Number.isInteger(value) && value >= 0 && value <= sandboxLimits.expectedOutputMax ? value : null;
  }, [expectedOutput]);
  const count = useTokenCount({ prompt, model, expectedOutputTokens: outputTokens ?? 0 });
  const costs = prompt ? (count.result?.costs ?? null) : outputOnlyCosts(models, outputTokens ?? 0);
  const selectedModel = models.find((m) => m.model === model);
  const selectedTokens = prompt ? (count.result?.selected?.tokens ?? null) : 0;
  const template = templates.find((t) => t.slug === templateSlug);
  const categories = [...new Set(templates.map((t) => t.category))];
  const tooLong = prompt.length > sandboxLimits.promptMax;

  const onRun = async () => {
    if (!run.available || runState.pending || !prompt.trim()) return;
    setRunState({ pending: true, result: null, error: null });
    try {
      const result = await apiRequest(sandboxApi.run, {
        body: { prompt, model: model || undefined },
      });
      setRunState({ pending: false, result, error: null });
    } catch (error) {
      const message = error instanceof ApiRequestError ? error.message : sandboxMessages.runFailed;
      setRunState({ pending: false, result: null, error: message });
    }
  };

  return (
    <div {...earlyInput} className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid content-start gap-6">
        <section
          aria-labelledby={`${id}-templates`}
          className="rounded-2xl border border-slate-200 bg-white p-5"
        >
          <h2 id={`${id}-templates`} className="text-lg font-semibold text-slate-900">
            Start from a course template
          </h2>
          {templates.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">
              No templates are published yet. Write your own prompt below.
            </p>
          ) : (
            <>
              <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
                <div className="grid flex-1 gap-1.5">
                  <Label htmlFor={`${id}-template`}>Template</Label>
                  <select
                    id={`${id}-template`}
                    value={templateSlug}
                    onChange={(event) => setTemplateSlug(event.target.value)}
                    className={fieldClassName}
                  >
                    {categories.map((category) => (
                      <optgroup key={category} label={category}>
                        {templates
                          .filter((t) => t.category === category)
                          .map((t) => (
                            <option key={t.slug} value={t.slug}>
                              {t.title}
                            </option>
                          ))}
                      </optgroup>
                    ))}
                  </select>
                </div>
                <Button
                  variant="outline"
                  onClick={() => {
                    if (template) setPrompt(template.body);
                  }}
                >
                  <Sparkles aria-hidden="true" />
                  Load template
                </Button>
              </div>
              {template ? (
                <div className="mt-3 text-sm text-slate-700">
                  <p>{template.description}</p>
                  <p className="mt-1">
                    Fill in: {template.placeholders.map((p) => `{{${p}}}`).join(", ")}
                    {template.course ? (
                      <>
                        {" "}
                        · From{" "}
                        <Link
                          to={`/courses/${template.course.slug}`}
                          className="font-medium text-indigo-700 underline underline-offset-4"
                        >
                          {template.course.title}
                        </Link>
                      </>
                    ) : null}
                  </p>
                </div>
              ) : null}
            </>
          )}
        </section>

        <section
          aria-labelledby={`${id}-prompt-heading`}
          className="rounded-2xl border border-slate-200 bg-white p-5"
        >
          <h2 id={`${id}-prompt-heading`} className="text-lg font-semibold text-slate-900">
            Your prompt
          </h2>
          <div className="mt-3 grid gap-1.5">
            <Label htmlFor={`${id}-prompt`}>Prompt</Label>
            <textarea
              id={`${id}-prompt`}
              value={prompt}
              onChange={(event) => setPrompt(event.target.value)}
              rows={14}
              spellCheck={false}
              aria-describedby={`${id}-prompt-count`}
              aria-invalid={tooLong ? true : undefined}
              placeholder="Write or paste a prompt, or load a template above."
              className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm leading-6 text-slate-900 shadow-sm focus-visible:border-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500/40 aria-invalid:border-red-600"
            />
            <p
              id={`${id}-prompt-count`}
              className={cn("text-xs", tooLong ? "text-red-700" : "text-slate-600")}
            >
              {prompt.length.toLocaleString("en-US")} / {sandboxLimits.promptMax.toLocaleString("en-US")}{" "}
              characters
              {tooLong ? `. ${sandboxMessages.promptTooLong}` : ""}
            </p>
          </div>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-model`}>Model</Label>
              <select
                id={`${id}-model`}
                value={model}
                onChange={(event) => setModel(event.target.value)}
                className={fieldClassName}
              >
                {models.map((m) => (
                  <option key={m.model} value={m.model}>
                    {m.model} ({m.provider})
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-output`}>Expected output tokens</Label>
              <Input
                id={`${id}-output`}
                type="number"
                inputMode="numeric"
                min={0}
                max={sandboxLimits.expectedOutputMax}
                step={50}
                value={expectedOutput}
                onChange={(event) => setExpectedOutput(event.target.value)}
                aria-invalid={outputTokens === null ? true : undefined}
                aria-describedby={outputTokens === null ? `${id}-output-error` : undefined}
              />
              {outputTokens === null ? (
                <p id={`${id}-output-error`} className="text-sm text-red-700">
                  {sandboxMessages.expectedOutputInvalid}
                </p>
              ) : null}
            </div>
          </div>

          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button
              size="lg"
              onClick={onRun}
              disabled={!run.available || runState.pending || !prompt.trim() || tooLong}
              aria-describedby={`${id}-run-note`}
            >
              {runState.pending ? (
                <span
                  aria-hidden="true"
                  className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                />
              ) : (
                <Play aria-hidden="true" />
              )}
              {runState.pending ? "Running..." : "Run prompt"}
            </Button>
            <p id={`${id}-run-note`} className="text-sm text-slate-700">
              {run.available
                ? `Runs on ${run.model} through our configured provider; the cost is estimated at ${model || "the selected model"} prices.`
                : "Running prompts needs a configured model provider. Counting and cost estimates work without one."}
            </p>
          </div>
          {runState.error ? (
            <p
              role="alert"
              className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              {runState.error}
            </p>
          ) : null}
          {runState.result ? (
            <section aria-labelledby={`${id}-output-heading`} className="mt-5">
              <h3 id={`${id}-output-heading`} className="font-semibold text-slate-900">
                Output from {runState.result.model}
              </h3>
              <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap rounded-lg bg-slate-900 p-4 text-sm leading-6 text-slate-100">
                {runState.result.output}
              </pre>
              {runState.result.usage ? (
                <p className="mt-2 text-sm text-slate-700">
                  {runState.result.usage.inputTokens.toLocaleString("en-US")} input and{" "}
                  {runState.result.usage.outputTokens.toLocaleString("en-US")} output tokens
                  {runState.result.costUsd !== null ? `, about ${formatUsd(runState.result.costUsd)}` : ""}.
                </p>
              ) : null}
            </section>
          ) : null}
        </section>
      </div>

      <aside aria-labelledby={`${id}-estimate`} className="grid content-start gap-4">
        <section className="rounded-2xl border border-indigo-200 bg-indigo-50 p-5">
          <h2 id={`${id}-estimate`} className="text-lg font-semibold text-slate-900">
            Token count
          </h2>
          <div aria-live="polite" aria-atomic="true" className="mt-2">
            <p className="text-3xl font-bold tabular-nums text-slate-900">
              {selectedTokens === null ? "…" : selectedTokens.toLocaleString("en-US")}{" "}
              <span className="text-base font-medium text-slate-700">tokens</span>
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {selectedModel
                ? `${selectedModel.model}, ${encodingLabels[selectedModel.encoding]}${selectedModel.estimated ? " (estimate)" : ""}`
                : ""}
              {count.pending ? " · Counting..." : ""}
            </p>
            {prompt && count.result ? (
              <p className="mt-1 text-xs text-slate-600">
                o200k_base: {count.result.tokens.o200k_base.toLocaleString("en-US")} · cl100k_base:{" "}
                {count.result.tokens.cl100k_base.toLocaleString("en-US")}
              </p>
            ) : null}
            {count.error ? (
              <p role="alert" className="mt-2 text-sm text-red-700">
                {count.error}
              </p>
            ) : null}
          </div>
        </section>

        <section aria-labelledby={`${id}-costs`} className="rounded-2xl border border-slate-200 bg-white p-5">
          <h2 id={`${id}-costs`} className="text-lg font-semibold text-slate-900">
            Cost per call
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Prompt plus {(outputTokens ?? 0).toLocaleString("en-US")} output tokens, at list prices per
            million tokens.
          </p>
          {costs ? (
            <div className="mt-3">
              <Table
                caption="Estimated cost of one call per model, cheapest first"
                minWidth="min-w-[16rem]"
                columns={costColumns}
              >
                {costs.map((cost) => (
                  <tr
                    key={cost.model}
                    className={cn(
                      tableRow({ selected: cost.model === model }),
                      cost.model === model && "font-semibold text-slate-900",
                    )}
                  >
                    <th scope="row" className={tableCell("font-medium text-slate-900")}>
                      {cost.model}
                      {cost.estimated ? (
                        <>
                          <span aria-hidden="true">*</span>
                          <span className="sr-only"> (token count estimated)</span>
                        </>
                      ) : null}
                      <span className="block text-xs font-normal text-slate-600">
                        {cost.inputTokens.toLocaleString("en-US")} tokens in
                      </span>
                    </th>
                    <td className={tableCell("text-right tabular-nums")}>{formatUsd(cost.inputUsd)}</td>
                    <td className={tableCell("text-right tabular-nums")}>{formatUsd(cost.totalUsd)}</td>
                  </tr>
                ))}
              </Table>
              <p className="mt-3 text-xs text-slate-600">
                * These providers do not publish a compatible tokenizer: their counts are estimated with
                o200k_base and usually differ by 5-20%.
              </p>
            </div>
          ) : (
            <p className="mt-3 text-sm text-slate-700">
              {count.pending ? "Counting..." : "Type a prompt to see costs."}
            </p>
          )}
        </section>
      </aside>
    </div>
  );
}
