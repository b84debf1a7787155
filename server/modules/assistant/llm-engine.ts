import { composeAnswer } from "./compose.ts";
import type { AssistantEngine, AssistantQuery, Knowledge } from "./engine.ts";
import { describeBatch, formatPrice, formatWeeks } from "./format.ts";
import type { RetrievalEngine } from "./retrieval-engine.ts";

// Optional engine (LLM_BASE_URL + LLM_API_KEY + LLM_MODEL): an OpenAI-compatible chat completion with
// the retrieved records as its only source of facts. Any failure or timeout answers with the retrieval
// engine instead, so the visitor always gets an answer built from live data.

export const llmSystemPrompt = `You are the admissions assistant of AI Labs, an online AI training school.
Answer the visitor's question using ONLY the facts in the CONTEXT message. Never state a price, date, schedule,
seat count, policy, duration or any other fact that is not written in the CONTEXT. If the CONTEXT does not
contain the answer, say you are not sure and suggest clicking 'Request a Callback' in the bottom bar or
emailing the address in the CONTEXT. Reply in plain text (no Markdown, no lists with symbols), in at most
120 words, friendly and concise.`;

export function contextFor(query: AssistantQuery, knowledge: Knowledge, draft: string): string {
  const lines: string[] = ["COURSES:"];
  for (const c of knowledge.courses) {
    lines.push(
      `- ${c.title} (slug ${c.slug}): ${c.level} level, ${formatWeeks(c.durationWeeks)}, price ${formatPrice(c.priceCents, c.currency)}. ${c.summary} Outcomes: ${c.outcomes.join("; ") || "not listed"}. Prerequisites: ${c.prerequisites || "none listed"}.`,
    );
  }
  lines.push("UPCOMING BATCHES (soonest first):");
  for (const b of knowledge.batches.slice(0, 15)) lines.push(`- ${describeBatch(b)}.`);
  if (knowledge.batches.length === 0) lines.push("- none scheduled");
  lines.push("FAQ ANSWERS:");
  const faqs = [
    ...knowledge.faqs,
    ...knowledge.allFaqs.filter((f) => !knowledge.faqs.some((h) => h.slug === f.slug)),
  ];
  for (const f of faqs.slice(0, 8)) lines.push(`- Q: ${f.question} A: ${f.answer}`);
  lines.push(
    `CONTACT: email ${knowledge.contact.email}, phone ${knowledge.contact.phone}; 'Request a Callback' button in the bottom bar.`,
  );
  lines.push(`VISITOR: ${query.visitor.name}.`);
  lines.push(`DRAFT ANSWER FROM THE RECORDS (use it when it answers the question): ${draft}`);
  return lines.join("\n");
}

/** Markdown the model may still send, turned into plain text. */
export function toPlainText(text: string): string {
  return text
    .replace(/\*\*|__|`/g, "")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/^\s*[-*]\s+/gm, "")
    .trim()
    .slice(0, 4000);
}

export function createLlmEngine(deps: {
  baseUrl: string;
  apiKey: string;
  model: string;
  retrieval: RetrievalEngine;
  timeoutMs?: number;
  fetch?: typeof fetch;
  onFallback?: (error: unknown) => void;
}): AssistantEngine {
  const timeoutMs = deps.timeoutMs ?? 15_000;
  const doFetch = deps.fetch ?? fetch;
  const endpoint = `${deps.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    async answer(query) {
      const knowledge = await deps.retrieval.retrieve(query);
      const draft = composeAnswer(query, knowledge);
      try {
        const response = await doFetch(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${deps.apiKey}` },
          body: JSON.stringify({
            model: deps.model,
            temperature: 0.2,
            max_tokens: 400,
            messages: [
              { role: "system", content: llmSystemPrompt },
              { role: "system", content: `CONTEXT:\n${contextFor(query, knowledge, draft)}` },
              ...query.history.map((t) => ({
                role: t.sender === "user" ? "user" : "assistant",
                content: t.text,
              })),
              { role: "user", content: query.message },
            ],
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new Error(`LLM answered ${response.status}`);
        const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
        const content = body.choices?.[0]?.message?.content;
        if (typeof content !== "string" || !content.trim()) throw new Error("LLM answer has no content");
        return toPlainText(content);
      } catch (error) {
        deps.onFallback?.(error);
        return draft;
      }
    },
  };
}
