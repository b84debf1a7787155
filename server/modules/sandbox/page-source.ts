import type { PageSource } from "#server/modules/seo/page-source.ts";
import type { SandboxRepository } from "./repository.ts";

// /sandbox: one page; its content (prices and templates) dates it.
export function createSandboxPageSource(deps: {
  repository: Pick<SandboxRepository, "lastChanged">;
}): PageSource {
  return {
    async resolve(path) {
      if (path !== "/sandbox") return null;
      return {
        title: "Prompt Sandbox: Token Counter and Cost Calculator | AI Labs",
        description:
          "Count tokens with a real tokenizer, compare the cost of a prompt across GPT-4o, Claude and Llama, and try prompt templates from our courses.",
        pageType: "website",
        keywords: [
          "token counter",
          "LLM cost calculator",
          "prompt templates",
          "prompt engineering playground",
        ],
        breadcrumbs: [{ name: "Prompt Sandbox", url: "/sandbox" }],
        modifiedAt: (await deps.repository.lastChanged()) ?? undefined,
      };
    },
    async list() {
      return [{ path: "/sandbox", modifiedAt: await deps.repository.lastChanged() }];
    },
  };
}
