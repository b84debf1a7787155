import type { OpeningKind } from "#contracts/careers.ts";
import { careersPage } from "#contracts/page-heads/careers.ts";
import { internshipPage } from "#contracts/page-heads/internship.ts";
import type { PageFacts, PageSource } from "#server/modules/seo/page-source.ts";
import type { CareersRepository } from "./repository.ts";

// /careers and /internship: one page each, listing the open positions of its kind; the newest change to
// an open position of that kind is the page's modification date.

const pages: Record<string, { kind: OpeningKind; facts: Omit<PageFacts, "modifiedAt"> }> = {
  "/careers": {
    kind: "job",
    facts: {
      title: careersPage.title,
      description: careersPage.description,
      pageType: "website",
      keywords: ["AI Labs careers", "AI instructor jobs", "remote education jobs", "curriculum developer"],
      breadcrumbs: [{ name: "Careers", url: "/careers" }],
    },
  },
  "/internship": {
    kind: "internship",
    facts: {
      title: internshipPage.title,
      description: internshipPage.description,
      pageType: "website",
      keywords: [
        "AI internship",
        "machine learning internship",
        "remote paid internship",
        "LLM research intern",
      ],
      breadcrumbs: [
        { name: "Careers", url: "/careers" },
        { name: "Internships", url: "/internship" },
      ],
    },
  },
};

export function createCareersPageSource(deps: {
  repository: Pick<CareersRepository, "lastChanged">;
}): PageSource {
  return {
    async resolve(path) {
      const page = pages[path];
      if (!page) return null;
      const modifiedAt = (await deps.repository.lastChanged(page.kind)) ?? undefined;
      return { ...page.facts, modifiedAt };
    },
    async list() {
      return Promise.all(
        Object.entries(pages).map(async ([path, page]) => ({
          path,
          modifiedAt: await deps.repository.lastChanged(page.kind),
        })),
      );
    },
  };
}
