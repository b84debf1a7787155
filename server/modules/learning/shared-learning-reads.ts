import { type PageReads, sharedPageReads } from "#server/lib/page-reads.ts";
import type { LearningRepository } from "./learning-repository.ts";

/**
 * The learning repository with the reads a page makes through more than one of its API reads answered once
 * per render (decision 0072): the lesson page's outline and lesson, the outline page's outline and
 * announcements all resolve the course, the reader and their progress. The same keys in both services, so
 * they share with each other.
 */
export function sharedLearningReads(
  repository: LearningRepository,
  reads: PageReads | null | undefined,
): LearningRepository {
  return sharedPageReads(repository, reads, "learning", [
    "courseBySlug",
    "teaches",
    "enrollmentsIn",
    "outline",
    "progressOf",
  ]);
}
