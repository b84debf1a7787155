import type { OpeningKind } from "#contracts/careers.ts";
import type { PageFacts, PageSource } from "#server/modules/seo/page-source.ts";
import type { CareersRepository } from "./repository.ts";

// /careers and /internship: one page each, listing the open positions of its kind; the newest change to
// an open position of that kind is the page's modification date.

const pages: Record<string, { kind: OpeningKind; facts: Omit<PageFacts, "modifiedAt"> }> = {
  "/careers": {
    kind: "job",
    facts: {
      title: "Careers at AI Labs: Teach and Build AI Education | AI Labs",
      description:
        "Join AI Labs: open roles for AI instructors, curriculum developers, engineers and admissions advisors. Remote-first, with a clear hiring process.",
      pageType: "website",
      keywords: ["AI Labs careers", "AI instructor jobs", "remote education jobs", "curriculum developer"],
      breadcrumbs: [{ name: "Careers", url: "/careers" }],
    },
  },
  "/internship": {
    kind: "internship",
    facts: {
      title: "Paid AI Internships: Research and Engineering | AI Labs",
      description:
        "Paid, remote AI internships at AI Labs with a dedicated mentor: research on LLM tutors, ML engineering and community. Apply with your CV.",
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
