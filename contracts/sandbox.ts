import { z } from "zod";
import "./zod-messages.ts";
import { sandboxLimits, sandboxMessages, tokenEncodings } from "./sandbox-text.ts";

// /sandbox: token counts with a real tokenizer (on the server), cost estimates from the price table in the
// database, prompt templates from the courses, and running a prompt when an LLM provider is configured.

export const modelPriceSchema = z.object({
  model: z.string(),
  provider: z.string(),
  inputUsdPerMillion: z.number(),
  outputUsdPerMillion: z.number(),
  /** The tokenizer the count uses for this model. */
  encoding: z.enum(tokenEncodings),
  /** True for models whose own tokenizer is not public: counted with o200k_base as an estimate. */
  estimated: z.boolean(),
  updatedAt: z.string(),
});
export type ModelPrice = z.infer<typeof modelPriceSchema>;

export const sandboxModelsResponseSchema = z.object({
  models: z.array(modelPriceSchema),
  run: z.object({
    available: z.boolean(),
    /** The model the configured provider answers with; null when running is off. */
    model: z.string().nullable(),
  }),
});
export type SandboxModelsResponse = z.infer<typeof sandboxModelsResponseSchema>;

export const promptTemplateSchema = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  body: z.string(),
  /** The {{placeholders}} in the body, in order of first use. */
  placeholders: z.array(z.string()),
  course: z.object({ slug: z.string(), title: z.string() }).nullable(),
});
export type PromptTemplate = z.infer<typeof promptTemplateSchema>;

export const promptTemplatesResponseSchema = z.object({ templates: z.array(promptTemplateSchema) });
export type PromptTemplatesResponse = z.infer<typeof promptTemplatesResponseSchema>;

const promptField = z.string().max(sandboxLimits.promptMax, sandboxMessages.promptTooLong);

export const tokenCountRequestSchema = z.object({
  prompt: promptField,
  model: z.string().max(100).optional(),
  expectedOutputTokens: z
    .number({ error: sandboxMessages.expectedOutputInvalid })
    .int(sandboxMessages.expectedOutputInvalid)
    .min(0, sandboxMessages.expectedOutputInvalid)
    .max(sandboxLimits.expectedOutputMax, sandboxMessages.expectedOutputInvalid)
    .default(sandboxLimits.expectedOutputDefault),
});
export type TokenCountRequest = z.input<typeof tokenCountRequestSchema>;

export const modelCostSchema = z.object({
  model: z.string(),
  provider: z.string(),
  encoding: z.enum(tokenEncodings),
  estimated: z.boolean(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  inputUsd: z.number(),
  outputUsd: z.number(),
  totalUsd: z.number(),
});
export type ModelCost = z.infer<typeof modelCostSchema>;

export const tokenCountResponseSchema = z.object({
  characters: z.number().int(),
  /** The prompt's token count in each encoding. */
  tokens: z.object({ o200k_base: z.number().int(), cl100k_base: z.number().int() }),
  /** The count for the chosen model (the first model when none was chosen). */
  selected: z
    .object({ model: z.string(), encoding: z.enum(tokenEncodings), tokens: z.number().int() })
    .nullable(),
  expectedOutputTokens: z.number().int(),
  /** Cheapest first. */
  costs: z.array(modelCostSchema),
});
export type TokenCountResponse = z.infer<typeof tokenCountResponseSchema>;

export const runPromptRequestSchema = z.object({
  prompt: promptField.trim().min(1, sandboxMessages.promptRequired),
  /** The price-table model whose prices estimate the run's cost. */
  model: z.string().max(100).optional(),
});
export type RunPromptRequest = z.input<typeof runPromptRequestSchema>;

export const runPromptResponseSchema = z.object({
  output: z.string(),
  /** The model that answered (the provider's configured model). */
  model: z.string(),
  usage: z.object({ inputTokens: z.number().int(), outputTokens: z.number().int() }).nullable(),
  /** Estimated from the usage and the chosen model's prices; null without usage or a known model. */
  costUsd: z.number().nullable(),
});
export type RunPromptResponse = z.infer<typeof runPromptResponseSchema>;
