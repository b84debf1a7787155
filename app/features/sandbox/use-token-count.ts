import { useEffect, useRef, useState } from "react";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { sandboxApi } from "#contracts/api/sandbox.ts";
import type { ModelCost, ModelPrice, TokenCountResponse } from "#contracts/sandbox.ts";
import { sandboxLimits } from "#contracts/sandbox-text.ts";

export type CountState = {
  /** The latest answer for the current input; null until one arrives (or while the prompt is empty). */
  result: TokenCountResponse | null;
  pending: boolean;
  error: string | null;
};

/** Cost of the expected answer alone, for an empty prompt (no need to ask the server to count nothing). */
export function outputOnlyCosts(models: ModelPrice[], expectedOutputTokens: number): ModelCost[] {
  return models
    .map((m) => {
      const outputUsd = Math.round(expectedOutputTokens * m.outputUsdPerMillion) / 1_000_000;
      return {
        model: m.model,
        provider: m.provider,
        encoding: m.encoding,
        estimated: m.estimated,
        inputTokens: 0,
        outputTokens: expectedOutputTokens,
        inputUsd: 0,
        outputUsd,
        totalUsd: outputUsd,
      };
    })
    .sort((a, b) => a.totalUsd - b.totalUsd || a.model.localeCompare(b.model));
}

// The tokenizer's encodings are megabytes, so counts come from POST /api/sandbox/count, asked for a
// moment after the visitor stops typing; an answer for older input is dropped (aborted).
export function useTokenCount(input: {
  prompt: string;
  model: string;
  expectedOutputTokens: number;
}): CountState {
  const [state, setState] = useState<CountState>({ result: null, pending: false, error: null });
  const controller = useRef<AbortController | null>(null);
  const { prompt, model, expectedOutputTokens } = input;

  useEffect(() => {
    controller.current?.abort();
    if (!prompt) {
      setState({ result: null, pending: false, error: null });
      return;
    }
    setState((current) => ({ ...current, pending: true }));
    const abort = new AbortController();
    controller.current = abort;
    const timer = setTimeout(() => {
      apiRequest(sandboxApi.countTokens, {
        body: { prompt, model: model || undefined, expectedOutputTokens },
        signal: abort.signal,
      })
        .then((result) => {
          if (!abort.signal.aborted) setState({ result, pending: false, error: null });
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted) return;
          const message =
            error instanceof ApiRequestError ? error.message : "Could not count tokens. Please try again.";
          setState((current) => ({ ...current, pending: false, error: message }));
        });
    }, sandboxLimits.countDebounceMs);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [prompt, model, expectedOutputTokens]);

  return state;
}
