import { z } from "zod";
import "./zod-messages.ts";
import { catalogMessages, courseFormats, courseLevels, courseSorts } from "./catalog-text.ts";

// The public catalog: GET /api/courses (cards, filters, sort) and GET /api/courses/:slug (a course page).
// Choices, labels and rules shared with the pages are in catalog-text.ts (no zod in the browser bundle).

/** An empty value (a form's "All levels") means no filter. */
function optionalChoice<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.enum(values), z.literal("")], { error: message })
    .optional()
    .transform((value) => (value ? value : undefined));
}

export const courseListQuerySchema = z.object({
  level: optionalChoice(courseLevels, catalogMessages.levelInvalid),
  format: optionalChoice(courseFormats, catalogMessages.formatInvalid),
  sort: optionalChoice(courseSorts, catalogMessages.sortInvalid),
});
export type CourseListQuery = z.output<typeof courseListQuerySchema>;

export const courseParamsSchema = z.object({ slug: z.string().max(200) });

export const ratingSummarySchema = z.object({
  /** One decimal; null when the course has no published review yet. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const nextBatchSchema = z.object({
  id: z.string(),
  startDate: z.string().describe("ISO date (YYYY-MM-DD)"),
  type: z.string(),
  seatsAvailable: z.number().int(),
  /** The early-bird price applies to this batch (it starts more than 30 days from now). */
  earlyBird: z.boolean(),
});

export const courseCardSchema = z.object({
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  tagline: z.string(),
  summary: z.string(),
  level: z.enum(courseLevels),
  format: z.enum(courseFormats),
  durationWeeks: z.number().int(),
  priceCents: z.number().int(),
  earlyBirdPriceCents: z.number().int().nullable(),
  currency: z.string(),
  imagePath: z.string().nullable(),
  rating: ratingSummarySchema,
  /** The soonest upcoming batch with seats left (the soonest one when all are sold out); null when none. */
  nextBatch: nextBatchSchema.nullable(),
});
export type CourseCard = z.infer<typeof courseCardSchema>;

export const courseListResponseSchema = z.array(courseCardSchema);

export const curriculumModuleSchema = z.object({
  title: z.string(),
  summary: z.string(),
  lessons: z.array(
    z.object({
      title: z.string(),
      minutes: z.number().int(),
      /** The lesson's id when it is a free preview anyone may open; null otherwise. */
      previewId: z.string().nullable(),
    }),
  ),
});
export type CurriculumModuleDto = z.infer<typeof curriculumModuleSchema>;

export const courseInstructorSchema = z.object({
  slug: z.string(),
  name: z.string(),
  jobTitle: z.string(),
  bio: z.string(),
  photoPath: z.string().nullable(),
});
export type CourseInstructor = z.infer<typeof courseInstructorSchema>;

export const courseReviewSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  authorRole: z.string(),
  rating: z.number().int(),
  body: z.string(),
  /** The school's answer (plain text, shown under the review); null when none. */
  reply: z.string().nullable(),
  createdAt: z.string(),
});
export type CourseReview = z.infer<typeof courseReviewSchema>;

export const courseBatchSchema = z.object({
  id: z.string(),
  type: z.string(),
  startDate: z.string().describe("ISO date (YYYY-MM-DD)"),
  schedule: z.string(),
  seatsAvailable: z.number().int(),
  /**
   * The admin's deadline, else the start minus 30 days (SPEC.md section 9): the early-bird price ends at the
   * start of this day (UTC).
   */
  earlyBirdDeadline: z.string().describe("ISO date (YYYY-MM-DD)"),
  earlyBird: z.boolean(),
  /** What a seat in this batch costs today (the early-bird price while it applies). */
  priceCents: z.number().int(),
  /** This batch's list price: its price override, else the course's price (decision 0045). */
  listPriceCents: z.number().int(),
});
export type CourseBatch = z.infer<typeof courseBatchSchema>;

export const courseDetailSchema = courseCardSchema.extend({
  outcomes: z.array(z.string()),
  prerequisites: z.string(),
  curriculum: z.array(curriculumModuleSchema),
  toolsCovered: z.array(z.string()),
  certificate: z.string(),
  instructors: z.array(courseInstructorSchema),
  reviews: z.object({
    average: z.number().nullable(),
    count: z.number().int(),
    /** Published reviews per star rating, 5 stars first. */
    distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
    /** Newest first, at most 20. */
    items: z.array(courseReviewSchema),
  }),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  /** Upcoming batches only, soonest first. */
  batches: z.array(courseBatchSchema),
  /** The page's <title> and meta description when an admin set them ("" when not). */
  seoTitle: z.string(),
  seoDescription: z.string(),
  updatedAt: z.string(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;
