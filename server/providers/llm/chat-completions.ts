// An OpenAI-compatible chat-completions client (LLM_BASE_URL + LLM_API_KEY + LLM_MODEL): the protocol the
// assistant's LLM engine speaks, as a reusable provider. Errors and timeouts reject; callers decide what
// a failure means for them.

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

export type ChatCompletion = {
  content: string;
  /** The model that answered, as the provider reports it (the configured one when it does not). */
  model: string;
  usage: { inputTokens: number; outputTokens: number } | null;
};

export type ChatCompletionsClient = {
  readonly model: string;
  complete(request: {
    messages: ChatMessage[];
    maxTokens: number;
    temperature?: number;
    signal?: AbortSignal;
  }): Promise<ChatCompletion>;
};

export function createChatCompletionsClient(deps: {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): ChatCompletionsClient {
  const endpoint = `${deps.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const doFetch = deps.fetch ?? fetch;
  const timeoutMs = deps.timeoutMs ?? 30_000;
  return {
    model: deps.model,
    async complete({ messages, maxTokens, temperature = 0.2, signal }) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const response = await doFetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${deps.apiKey}` },
        body: JSON.stringify({ model: deps.model, temperature, max_tokens: maxTokens, messages }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (!response.ok) throw new Error(`LLM answered ${response.status}`);
      const body = (await response.json()) as {
        model?: unknown;
        choices?: { message?: { content?: unknown } }[];
        usage?: { prompt_tokens?: unknown; completion_tokens?: unknown };
      };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== "string" || !content.trim()) throw new Error("LLM answer has no content");
      const input = body.usage?.prompt_tokens;
      const output = body.usage?.completion_tokens;
      return {
        content,
        model: typeof body.model === "string" && body.model ? body.model : deps.model,
        usage:
          typeof input === "number" && typeof output === "number"
            ? { inputTokens: input, outputTokens: output }
            : null,
      };
    },
  };
}

/** The provider LLM_BASE_URL, LLM_API_KEY and LLM_MODEL configure; null unless all three are set. */
export function chatCompletionsFromConfig(config: {
  LLM_BASE_URL?: string;
  LLM_API_KEY?: string;
  LLM_MODEL?: string;
}): ChatCompletionsClient | null {
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL } = config;
  if (!LLM_BASE_URL || !LLM_API_KEY || !LLM_MODEL) return null;
  return createChatCompletionsClient({ baseUrl: LLM_BASE_URL, apiKey: LLM_API_KEY, model: LLM_MODEL });
}
