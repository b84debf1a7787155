import { batchEarlyBirdDeadline, batchPriceAt } from "#contracts/batch-price.ts";
import type { UpcomingBatch } from "#contracts/batches.ts";
import type {
  CourseBatch,
  CourseCard,
  CourseDetail,
  CourseListQuery,
  RatingSummary,
} from "#contracts/catalog.ts";
import {
  type CourseSort,
  catalogMessages,
  coursePath,
  courseReviewsLimit,
  defaultCourseSort,
} from "#contracts/catalog-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { InstanceEvents } from "#server/lib/instance-events.ts";
import { createTtlCache, dropOnPublicChanges } from "#server/lib/ttl-cache.ts";
import type { BatchRow, CatalogRepository, CourseRow } from "./repository.ts";

const upcomingLimit = 20;
const slugPattern = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** Everything the catalog cards need, read in three queries and shared by every visitor for cacheMs. */
type CatalogSnapshot = {
  courses: CourseRow[];
  ratings: Map<string, RatingSummary>;
  batches: Map<string, BatchRow[]>;
};

function roundRating(average: number): number {
  return Math.round(average * 10) / 10;
}

/** The soonest upcoming batch with a seat left; the soonest one when every batch is sold out. */
function pickNextBatch(upcoming: BatchRow[]): BatchRow | undefined {
  return upcoming.find((batch) => batch.seatsAvailable > 0) ?? upcoming[0];
}

function compareNullableAsc<T extends string | number>(a: T | null, b: T | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

function sortCards(cards: CourseCard[], sort: CourseSort): CourseCard[] {
  const byTitle = (a: CourseCard, b: CourseCard) => a.title.localeCompare(b.title, "en");
  const comparators: Record<CourseSort, (a: CourseCard, b: CourseCard) => number> = {
    // Most reviewed first, then best rated: the courses most learners chose.
    featured: (a, b) =>
      b.rating.count - a.rating.count || (b.rating.average ?? 0) - (a.rating.average ?? 0) || byTitle(a, b),
    "price-asc": (a, b) => a.priceCents - b.priceCents || byTitle(a, b),
    "price-desc": (a, b) => b.priceCents - a.priceCents || byTitle(a, b),
    duration: (a, b) => a.durationWeeks - b.durationWeeks || byTitle(a, b),
    rating: (a, b) =>
      compareNullableAsc(
        a.rating.average === null ? null : -a.rating.average,
        b.rating.average === null ? null : -b.rating.average,
      ) ||
      b.rating.count - a.rating.count ||
      byTitle(a, b),
    "start-date": (a, b) =>
      compareNullableAsc(a.nextBatch?.startDate ?? null, b.nextBatch?.startDate ?? null) || byTitle(a, b),
  };
  return [...cards].sort(comparators[sort]);
}

export function createCatalogService(deps: {
  repository: CatalogRepository;
  now?: () => Date;
  cacheMs?: number;
  /** Other instances' signed-in writes drop the caches here too (decision 0028). */
  events?: InstanceEvents;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const cacheMs = deps.cacheMs ?? 5000;
  const today = () => now().toISOString().slice(0, 10);

  // Every page's banner reads this; seat counts may lag by cacheMs, checkout re-reads them.
  const upcoming = createTtlCache(() => repository.listUpcomingBatches(today(), upcomingLimit), cacheMs);

  const snapshot = createTtlCache(async (): Promise<CatalogSnapshot> => {
    const courses = await repository.listCourses({ publishedOnly: false });
    const ids = courses.map((course) => course.id);
    const [ratingRows, batchRows] = await Promise.all([
      repository.ratingsOf(ids),
      repository.listUpcomingBatchesOf(ids, today()),
    ]);
    const ratings = new Map(
      ratingRows.map((r) => [r.courseId, { average: roundRating(r.average), count: r.count }]),
    );
    const batches = new Map<string, BatchRow[]>();
    for (const batch of batchRows) {
      const list = batches.get(batch.courseId) ?? [];
      list.push(batch);
      batches.set(batch.courseId, list);
    }
    return { courses, ratings, batches };
  }, cacheMs);

  function toCard(course: CourseRow, data: CatalogSnapshot, at: Date): CourseCard {
    const next = pickNextBatch(data.batches.get(course.id) ?? []);
    return {
      slug: course.slug,
      path: coursePath(course.slug),
      title: course.title,
      tagline: course.tagline,
      summary: course.summary,
      level: course.level,
      format: course.format,
      durationWeeks: course.durationWeeks,
      priceCents: course.priceCents,
      earlyBirdPriceCents: course.earlyBirdPriceCents,
      currency: course.currency,
      imagePath: course.imagePath,
      rating: data.ratings.get(course.id) ?? { average: null, count: 0 },
      nextBatch: next
        ? {
            id: next.id,
            startDate: next.startDate,
            type: next.type,
            seatsAvailable: next.seatsAvailable,
            earlyBird: batchPriceAt(course, next, at).earlyBird,
          }
        : null,
    };
  }

  function toBatch(course: CourseRow, batch: BatchRow, at: Date): CourseBatch {
    // The same rule as checkout's pricing (contracts/batch-price.ts): override, then early bird by deadline.
    const price = batchPriceAt(course, batch, at);
    return {
      id: batch.id,
      type: batch.type,
      startDate: batch.startDate,
      schedule: batch.schedule,
      seatsAvailable: batch.seatsAvailable,
      earlyBirdDeadline: batchEarlyBirdDeadline(batch),
      earlyBird: price.earlyBird,
      priceCents: price.priceCents,
      listPriceCents: price.listPriceCents,
    };
  }

  async function loadDetail(slug: string): Promise<CourseDetail | null> {
    const data = await snapshot.get();
    const course = data.courses.find((c) => c.slug === slug);
    if (!course) return null;
    const [instructors, distributionRows, reviews, faqs, curriculum] = await Promise.all([
      repository.instructorsOf(course.id),
      repository.ratingDistribution(course.id),
      repository.latestReviews(course.id, courseReviewsLimit),
      repository.faqsOf(course.id),
      repository.curriculumOf(course.id),
    ]);
    const at = now();
    const card = toCard(course, data, at);
    const counts = new Map(distributionRows.map((row) => [row.stars, row.count]));
    return {
      ...card,
      outcomes: course.outcomes,
      prerequisites: course.prerequisites,
      curriculum,
      toolsCovered: course.toolsCovered,
      certificate: course.certificate,
      instructors,
      reviews: {
        average: card.rating.average,
        count: card.rating.count,
        distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts.get(stars) ?? 0 })),
        items: reviews,
      },
      faqs,
      batches: (data.batches.get(course.id) ?? []).map((batch) => toBatch(course, batch, at)),
      seoTitle: course.seoTitle,
      seoDescription: course.seoDescription,
      updatedAt: course.updatedAt.toISOString(),
    };
  }

  // One short-lived entry per existing course (unknown slugs are never cached, so the map stays small).
  const details = new Map<string, { value: CourseDetail; expires: number }>();

  async function findCourseDetail(slug: string): Promise<CourseDetail | null> {
    if (!slugPattern.test(slug)) return null;
    const cached = details.get(slug);
    if (cached && cached.expires > Date.now()) return cached.value;
    const value = await loadDetail(slug);
    if (value) details.set(slug, { value, expires: Date.now() + cacheMs });
    return value;
  }

  const service = {
    listUpcomingBatches(): Promise<UpcomingBatch[]> {
      return upcoming.get();
    },

    /** The published catalog, filtered and sorted. */
    async listCourses(query: CourseListQuery): Promise<CourseCard[]> {
      const data = await snapshot.get();
      const at = now();
      const cards = data.courses
        .filter(
          (course) =>
            course.published &&
            (!query.level || course.level === query.level) &&
            (!query.format || course.format === query.format),
        )
        .map((course) => toCard(course, data, at));
      return sortCards(cards, query.sort ?? defaultCourseSort);
    },

    /** One course page (hidden courses keep their pages); 404 for a slug no course has, or an archived one. */
    async courseDetail(slug: string): Promise<CourseDetail> {
      const detail = await findCourseDetail(slug);
      if (!detail) throw new HttpError(404, catalogMessages.courseNotFound);
      return detail;
    },

    /** The course page's data, or null for a slug no course has. */
    findCourseDetail,

    /** Every course (published or hidden) with its last change: the page metadata's list. */
    async listAllCourses(): Promise<{ slug: string; published: boolean; updatedAt: Date }[]> {
      const data = await snapshot.get();
      return data.courses.map((c) => ({ slug: c.slug, published: c.published, updatedAt: c.updatedAt }));
    },

    invalidate(): void {
      upcoming.invalidate();
      snapshot.invalidate();
      details.clear();
    },
  };
  // The banner, course pages and lists, on every instance, after a signed-in write anywhere.
  dropOnPublicChanges(deps.events, service);
  return service;
}
export type CatalogService = ReturnType<typeof createCatalogService>;
