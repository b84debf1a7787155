import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { CounterStores } from "#server/lib/counter-store.ts";
import { createAttemptThrottle } from "#server/modules/auth/attempt-throttle.ts";
import type { ContactFacts } from "./engine.ts";
import { createLlmEngine } from "./llm-engine.ts";
import { createAssistantRepository } from "./repository.ts";
import { createRetrievalEngine } from "./retrieval-engine.ts";
import { createAssistantService } from "./service.ts";

/** Messages one visitor (browser + email) may send per minute, on top of the per-IP route limit. */
export const visitorMessagesPerMinute = 10;

// The assistant's composition: retrieval by default; the LLM engine when all three LLM_* are set.
export function createAssistant(deps: {
  db: Database;
  config: Pick<Config, "LLM_BASE_URL" | "LLM_API_KEY" | "LLM_MODEL">;
  contact: () => Promise<ContactFacts>;
  onLlmFallback?: (error: unknown) => void;
  /** Where the per-visitor message counter lives (memory by default; Redis with REDIS_URL). */
  counters?: CounterStores;
}) {
  const repository = createAssistantRepository(deps.db);
  const retrieval = createRetrievalEngine({ repository, contact: deps.contact });
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL } = deps.config;
  const engine =
    LLM_BASE_URL && LLM_API_KEY && LLM_MODEL
      ? createLlmEngine({
          baseUrl: LLM_BASE_URL,
          apiKey: LLM_API_KEY,
          model: LLM_MODEL,
          retrieval,
          onFallback: deps.onLlmFallback,
        })
      : retrieval;
  return createAssistantService({
    engine,
    repository,
    visitorThrottle: createAttemptThrottle({
      maxFailures: visitorMessagesPerMinute,
      windowMs: 60_000,
      store: deps.counters?.("assistant-visitor"),
    }),
  });
}
