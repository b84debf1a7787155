import { bootcampApplyPage } from "#contracts/page-heads/bootcamp-apply.ts";
import { pageTitle } from "#contracts/page-title.ts";
import type { PagesRepository } from "#server/modules/pages/repository.ts";
import type { PageFacts, PageSource } from "#server/modules/seo/page-source.ts";
import type { AdmissionsService } from "./service.ts";

const bootcampCrumb = { name: "AI Bootcamp", url: "/ai-bootcamp" };

const applyFacts: PageFacts = {
  title: bootcampApplyPage.title,
  description: bootcampApplyPage.description,
  pageType: "website",
  keywords: ["AI bootcamp application", "apply AI engineering bootcamp", "AI Labs admissions"],
  breadcrumbs: [bootcampCrumb, { name: "Apply", url: "/ai-bootcamp/apply" }],
};

// The bootcamp funnel's public pages: /ai-bootcamp (the programme, as a Course with one instance per
// cohort), /ai-bootcamp/start and /ai-bootcamp/apply. Enroll and payment belong to the checkout issue.
export function createAdmissionsPageSource(deps: {
  admissions: Pick<AdmissionsService, "overview">;
  pages: Pick<PagesRepository, "findByPath">;
}): PageSource {
  async function overviewFacts(): Promise<PageFacts | null> {
    const [page, overview] = await Promise.all([
      deps.pages.findByPath("/ai-bootcamp"),
      deps.admissions.overview(),
    ]);
    if (!page) return null;
    const { course } = overview;
    const facts: PageFacts = {
      title: pageTitle(page.title),
      description: page.summary,
      pageType: course ? "course" : "website",
      keywords: ["AI engineering bootcamp", "LLM bootcamp", "live AI bootcamp", "AI Labs bootcamp"],
      modifiedAt: page.updatedAt,
      breadcrumbs: [bootcampCrumb],
      faqs: overview.faqs,
    };
    if (overview.rating)
      facts.rating = { ratingValue: overview.rating.average, reviewCount: overview.rating.count };
    if (course) {
      facts.course = {
        name: page.title,
        description: page.summary,
        priceCents: course.priceCents,
        currency: course.currency,
        instructors: overview.mentors.map((m) => ({
          name: m.name,
          jobTitle: m.jobTitle,
          image: m.photoPath ?? undefined,
          description: m.bio,
        })),
        instances: overview.batches.map((b) => ({
          startDate: b.startDate,
          schedule: b.schedule,
          durationWeeks: course.durationWeeks,
          seatsAvailable: b.seatsAvailable,
          courseMode: "online",
        })),
      };
    }
    return facts;
  }

  async function startFacts(): Promise<PageFacts | null> {
    const page = await deps.pages.findByPath("/ai-bootcamp/start");
    if (!page) return null;
    return {
      title: pageTitle(page.title),
      description: page.summary,
      pageType: "website",
      keywords: ["how to join AI bootcamp", "AI bootcamp admissions process", "AI bootcamp requirements"],
      modifiedAt: page.updatedAt,
      breadcrumbs: [bootcampCrumb, { name: "How to start", url: "/ai-bootcamp/start" }],
    };
  }

  return {
    async resolve(path) {
      switch (path) {
        case "/ai-bootcamp":
          return overviewFacts();
        case "/ai-bootcamp/start":
          return startFacts();
        case "/ai-bootcamp/apply":
          return applyFacts;
        default:
          return null;
      }
    },
    async list() {
      const [overview, start] = await Promise.all([
        deps.pages.findByPath("/ai-bootcamp"),
        deps.pages.findByPath("/ai-bootcamp/start"),
      ]);
      const paths: { path: string; modifiedAt: Date | null }[] = [];
      if (overview) paths.push({ path: "/ai-bootcamp", modifiedAt: overview.updatedAt });
      if (start) paths.push({ path: "/ai-bootcamp/start", modifiedAt: start.updatedAt });
      paths.push({ path: "/ai-bootcamp/apply", modifiedAt: start?.updatedAt ?? null });
      return paths;
    },
  };
}
