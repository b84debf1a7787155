import type {
  promptTemplatesResponseSchema,
  runPromptRequestSchema,
  runPromptResponseSchema,
  sandboxModelsResponseSchema,
  tokenCountRequestSchema,
  tokenCountResponseSchema,
} from "#contracts/sandbox.ts";
import { endpoint, type In, type Out } from "./endpoint.ts";

export const sandboxApi = {
  models: endpoint("GET", "/api/sandbox/models").returns<Out<typeof sandboxModelsResponseSchema>>(),
  templates: endpoint("GET", "/api/sandbox/templates").returns<Out<typeof promptTemplatesResponseSchema>>(),
  countTokens: endpoint("POST", "/api/sandbox/count")
    .body<In<typeof tokenCountRequestSchema>>()
    .returns<Out<typeof tokenCountResponseSchema>>(),
  run: endpoint("POST", "/api/sandbox/run")
    .body<In<typeof runPromptRequestSchema>>()
    .returns<Out<typeof runPromptResponseSchema>>(),
};
