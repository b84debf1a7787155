import { sandboxPage } from "#contracts/page-heads/sandbox.ts";
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
        title: sandboxPage.title,
        description: sandboxPage.description,
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
