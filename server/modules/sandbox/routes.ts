import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sandboxApi } from "#contracts/api/sandbox.ts";
import {
  promptTemplatesResponseSchema,
  runPromptRequestSchema,
  runPromptResponseSchema,
  sandboxModelsResponseSchema,
  tokenCountRequestSchema,
  tokenCountResponseSchema,
} from "#contracts/sandbox.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { SandboxService } from "./service.ts";

// Counting follows typing (debounced in the page), so it allows a steady stream; running spends the
// provider's money, so it is tighter than any form.
const countLimit = { max: 120, timeWindow: "1 minute" } as const;
const runLimit = { max: 3, timeWindow: "1 minute" } as const;
// A prompt of 20,000 characters can take 80 KB as UTF-8 (more with JSON escapes): above the app's 64 KB.
const promptBodyLimit = 160 * 1024;

export const sandboxRoutes: FastifyPluginAsyncZod<{ service: SandboxService }> = async (app, { service }) => {
  app.get(
    sandboxApi.models.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(sandboxApi.models, {
        tags: ["sandbox"],
        summary: "The price table (USD per million tokens) and whether prompts can be run",
        response: { 200: sandboxModelsResponseSchema },
      }),
    },
    async () => service.models(),
  );

  app.get(
    sandboxApi.templates.path,
    {
      config: { access: access.public, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(sandboxApi.templates, {
        tags: ["sandbox"],
        summary: "Prompt templates from the courses, with their {{placeholders}}",
        response: { 200: promptTemplatesResponseSchema },
      }),
    },
    async () => service.templates(),
  );

  app.post(
    sandboxApi.countTokens.path,
    {
      config: { access: access.public, rateLimit: countLimit },
      bodyLimit: promptBodyLimit,
      schema: endpointSchema(sandboxApi.countTokens, {
        tags: ["sandbox"],
        summary:
          "Token count (o200k_base and cl100k_base) and the cost per model for the prompt and expected output",
        body: tokenCountRequestSchema,
        response: { 200: tokenCountResponseSchema },
      }),
    },
    async (request) => service.count(request.body),
  );

  app.post(
    sandboxApi.run.path,
    {
      config: { access: access.public, rateLimit: runLimit },
      bodyLimit: promptBodyLimit,
      schema: endpointSchema(sandboxApi.run, {
        tags: ["sandbox"],
        summary: "Runs the prompt on the configured model provider (503 when none is configured)",
        body: runPromptRequestSchema,
        response: { 200: runPromptResponseSchema },
      }),
    },
    async (request) => service.run(request.body),
  );
};
