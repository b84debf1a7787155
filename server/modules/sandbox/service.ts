import type {
  ModelCost,
  ModelPrice,
  PromptTemplatesResponse,
  RunPromptResponse,
  SandboxModelsResponse,
  TokenCountResponse,
} from "#contracts/sandbox.ts";
import { sandboxLimits, sandboxMessages, templatePlaceholders } from "#contracts/sandbox-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { ChatCompletionsClient } from "#server/providers/llm/chat-completions.ts";
import type { ModelPriceRow, SandboxRepository } from "./repository.ts";
import { countTokens, encodingFor } from "./tokenizer.ts";

/** USD for `tokens` at `usdPerMillion`, rounded to a millionth of a dollar. */
export function tokenCost(tokens: number, usdPerMillion: number): number {
  return Math.round(tokens * usdPerMillion) / 1_000_000;
}

function toModelPrice(row: ModelPriceRow): ModelPrice {
  return { ...row, ...encodingFor(row.model, row.provider), updatedAt: row.updatedAt.toISOString() };
}

export function createSandboxService(deps: {
  repository: SandboxRepository;
  /** The configured OpenAI-compatible provider; null when LLM_* are not all set. */
  llm: ChatCompletionsClient | null;
  onRunFailure?: (error: unknown) => void;
}) {
  const { repository, llm } = deps;

  async function prices(): Promise<ModelPrice[]> {
    return (await repository.listPrices()).map(toModelPrice);
  }

  return {
    async models(): Promise<SandboxModelsResponse> {
      return { models: await prices(), run: { available: llm !== null, model: llm?.model ?? null } };
    },

    async templates(): Promise<PromptTemplatesResponse> {
      const rows = await repository.listTemplates();
      return {
        templates: rows.map(({ courseSlug, courseTitle, ...template }) => ({
          ...template,
          placeholders: templatePlaceholders(template.body),
          course: courseSlug && courseTitle ? { slug: courseSlug, title: courseTitle } : null,
        })),
      };
    },

    /** Counts once per encoding, then prices the prompt plus the expected answer for every model. */
    async count(input: {
      prompt: string;
      model?: string;
      expectedOutputTokens: number;
    }): Promise<TokenCountResponse> {
      const tokens = {
        o200k_base: countTokens(input.prompt, "o200k_base"),
        cl100k_base: countTokens(input.prompt, "cl100k_base"),
      };
      const models = await prices();
      if (input.model && !models.some((m) => m.model === input.model)) {
        throw new HttpError(400, sandboxMessages.unknownModel, "model");
      }
      const costs: ModelCost[] = models
        .map((m) => {
          const inputTokens = tokens[m.encoding];
          const inputUsd = tokenCost(inputTokens, m.inputUsdPerMillion);
          const outputUsd = tokenCost(input.expectedOutputTokens, m.outputUsdPerMillion);
          return {
            model: m.model,
            provider: m.provider,
            encoding: m.encoding,
            estimated: m.estimated,
            inputTokens,
            outputTokens: input.expectedOutputTokens,
            inputUsd,
            outputUsd,
            totalUsd: Math.round((inputUsd + outputUsd) * 1_000_000) / 1_000_000,
          };
        })
        .sort((a, b) => a.totalUsd - b.totalUsd || a.model.localeCompare(b.model));
      const chosen = models.find((m) => m.model === input.model) ?? models[0];
      return {
        characters: input.prompt.length,
        tokens,
        selected: chosen
          ? { model: chosen.model, encoding: chosen.encoding, tokens: tokens[chosen.encoding] }
          : null,
        expectedOutputTokens: input.expectedOutputTokens,
        costs,
      };
    },

    /** Sends the prompt to the configured provider; 503 when there is none, 502 when it fails. */
    async run(input: { prompt: string; model?: string }): Promise<RunPromptResponse> {
      if (!llm) throw new HttpError(503, sandboxMessages.runUnavailable);
      const models = await prices();
      const priced = input.model ? models.find((m) => m.model === input.model) : undefined;
      if (input.model && !priced) throw new HttpError(400, sandboxMessages.unknownModel, "model");
      let completion: Awaited<ReturnType<ChatCompletionsClient["complete"]>>;
      try {
        completion = await llm.complete({
          messages: [{ role: "user", content: input.prompt }],
          maxTokens: sandboxLimits.runMaxOutputTokens,
        });
      } catch (error) {
        deps.onRunFailure?.(error);
        throw new HttpError(502, sandboxMessages.runFailed);
      }
      const { usage } = completion;
      return {
        output: completion.content.slice(0, 20_000),
        model: completion.model,
        usage,
        costUsd:
          usage && priced
            ? tokenCost(usage.inputTokens, priced.inputUsdPerMillion) +
              tokenCost(usage.outputTokens, priced.outputUsdPerMillion)
            : null,
      };
    },

    lastChanged: () => repository.lastChanged(),
  };
}
export type SandboxService = ReturnType<typeof createSandboxService>;
