import { coursePages } from "#contracts/courses.ts";
import { type HomeLearningPath, type HomeResponse, homeLimits } from "#contracts/home.ts";
import type { InstanceEvents } from "#server/lib/instance-events.ts";
import { createTtlCache, dropOnPublicChanges } from "#server/lib/ttl-cache.ts";
import type { HomeRepository } from "./repository.ts";

// The header menu's order (contracts/courses.ts) is the order of the learning paths; other courses follow.
function menuOrder(paths: HomeLearningPath[]): HomeLearningPath[] {
  const rank = (slug: string) => {
    const index = coursePages.findIndex((page) => page.slug === slug);
    return index < 0 ? coursePages.length : index;
  };
  return [...paths].sort((a, b) => rank(a.slug) - rank(b.slug) || a.title.localeCompare(b.title));
}

export function createHomeService(deps: {
  repository: HomeRepository;
  now?: () => Date;
  cacheMs?: number;
  /** Other instances' signed-in writes drop the cache here too (decision 0028). */
  events?: InstanceEvents;
}) {
  const now = deps.now ?? (() => new Date());
  // The home page is the most visited page; its figures may lag by cacheMs.
  const home = createTtlCache(async (): Promise<HomeResponse> => {
    const [learningPaths, testimonials, faqs, stats] = await Promise.all([
      deps.repository.listLearningPaths(),
      deps.repository.listFeaturedReviews(homeLimits.testimonials),
      deps.repository.listTopFaqs(homeLimits.faqs),
      deps.repository.stats(now().toISOString().slice(0, 10)),
    ]);
    return { learningPaths: menuOrder(learningPaths), testimonials, faqs, stats };
  }, deps.cacheMs ?? 5000);
  dropOnPublicChanges(deps.events, home);
  return {
    getHome(): Promise<HomeResponse> {
      return home.get();
    },
    invalidate(): void {
      home.invalidate();
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
