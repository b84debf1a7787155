import { composeAnswer } from "./compose.ts";
import type { AssistantEngine, AssistantQuery, ContactFacts, Knowledge } from "./engine.ts";
import type { AssistantRepository } from "./repository.ts";

// The default engine: no outside service. Reads the live catalog, upcoming batches and the best FAQ
// matches for each question, then composes the answer from those records (compose.ts).

export type RetrievalEngine = AssistantEngine & { retrieve(query: AssistantQuery): Promise<Knowledge> };

export function createRetrievalEngine(deps: {
  repository: Pick<AssistantRepository, "listCourses" | "listUpcomingBatches" | "listFaqs" | "searchFaqs">;
  contact: () => Promise<ContactFacts>;
  now?: () => Date;
}): RetrievalEngine {
  const now = deps.now ?? (() => new Date());
  async function retrieve(query: AssistantQuery): Promise<Knowledge> {
    const today = now().toISOString().slice(0, 10);
    const [courses, batches, faqs, allFaqs, contact] = await Promise.all([
      deps.repository.listCourses(),
      deps.repository.listUpcomingBatches(today),
      deps.repository.searchFaqs(query.message, 5),
      deps.repository.listFaqs(),
      deps.contact(),
    ]);
    return { courses, batches, faqs, allFaqs, contact };
  }
  return {
    retrieve,
    async answer(query) {
      return composeAnswer(query, await retrieve(query));
    },
  };
}
