import { z } from "zod";
import "./zod-messages.ts";

// GET /api/home: everything the home page shows beyond the shell (the banner and "Next batches" read
// /api/upcoming-batches). All of it is computed from the database; empty lists and zero counts are valid.
export const homeLearningPathSchema = z.object({
  slug: z.string(),
  title: z.string(),
  tagline: z.string(),
  level: z.string(),
  durationWeeks: z.number().int(),
  format: z.string(),
});
export type HomeLearningPath = z.infer<typeof homeLearningPathSchema>;

export const homeTestimonialSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  authorRole: z.string(),
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  course: z.object({ slug: z.string(), title: z.string() }),
});
export type HomeTestimonial = z.infer<typeof homeTestimonialSchema>;

export const homeFaqSchema = z.object({ question: z.string(), answer: z.string() });
export type HomeFaq = z.infer<typeof homeFaqSchema>;

export const homeStatsSchema = z.object({
  courses: z.number().int(),
  instructors: z.number().int(),
  upcomingBatches: z.number().int(),
  learners: z.number().int(),
  reviewCount: z.number().int(),
  /** Mean of published review ratings, one decimal; null without reviews. */
  averageRating: z.number().nullable(),
});
export type HomeStats = z.infer<typeof homeStatsSchema>;

export const homeResponseSchema = z.object({
  learningPaths: z.array(homeLearningPathSchema),
  testimonials: z.array(homeTestimonialSchema),
  faqs: z.array(homeFaqSchema),
  stats: homeStatsSchema,
});
export type HomeResponse = z.infer<typeof homeResponseSchema>;

export const homeLimits = { testimonials: 6, faqs: 6 } as const;
