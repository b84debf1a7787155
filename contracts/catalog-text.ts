import { limits } from "./limits.ts";

// The catalog's values and rules that pages need in the browser, without zod (first-load JavaScript):
// filter choices and their labels, messages, the early-bird rule and the links a course page builds.
// The request and response schemas live in catalog.ts.

export const courseLevels = ["beginner", "intermediate", "advanced"] as const;
export type CourseLevel = (typeof courseLevels)[number];
export const courseLevelLabels: Record<CourseLevel, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

export const courseFormats = ["live_online", "self_paced", "hybrid"] as const;
export type CourseFormat = (typeof courseFormats)[number];
export const courseFormatLabels: Record<CourseFormat, string> = {
  live_online: "Live online",
  self_paced: "Self-paced",
  hybrid: "Hybrid",
};

export const courseSorts = [
  "featured",
  "price-asc",
  "price-desc",
  "duration",
  "rating",
  "start-date",
] as const;
export type CourseSort = (typeof courseSorts)[number];
export const courseSortLabels: Record<CourseSort, string> = {
  featured: "Most popular",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  duration: "Shortest first",
  rating: "Highest rated",
  "start-date": "Starting soonest",
};
export const defaultCourseSort: CourseSort = "featured";

export const catalogMessages = {
  levelInvalid: "Level must be beginner, intermediate or advanced.",
  formatInvalid: "Format must be live_online, self_paced or hybrid.",
  sortInvalid: "Sort must be featured, price-asc, price-desc, duration, rating or start-date.",
  courseNotFound: "We couldn't find that course.",
  noResults: "No courses match these filters",
} as const;

export const courseReviewsLimit = 20;

const dayMs = 24 * 60 * 60 * 1000;

/** SPEC.md section 9: the early-bird price ends `earlyBirdDays` before the batch starts ('YYYY-MM-DD', UTC). */
export function earlyBirdDeadline(startDate: string): string {
  const start = Date.parse(`${startDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(start)) return startDate;
  return new Date(start - limits.earlyBirdDays * dayMs).toISOString().slice(0, 10);
}

/**
 * The banner's rule (SPEC.md section 4): early bird while the batch starts MORE than 30 days from now,
 * i.e. until the deadline day begins (UTC).
 */
export function isEarlyBirdOpen(startDate: string, now: Date): boolean {
  const start = Date.parse(`${startDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(start)) return false;
  return start - now.getTime() > limits.earlyBirdDays * dayMs;
}

export function coursePath(slug: string): string {
  return `/courses/${slug}`;
}

/** The checkout link of a batch (the checkout issue reads `course` and `batch`). */
export function checkoutPath(slug: string, batchId: string): string {
  return `/courses/checkout?${new URLSearchParams({ course: slug, batch: batchId }).toString()}`;
}
