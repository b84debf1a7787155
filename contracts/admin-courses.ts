import { z } from "zod";
import "./zod-messages.ts";
import {
  type CourseStatus,
  courseStatuses,
  adminCoursesLimits as l,
  adminCoursesMessages as m,
  reservedCourseSlugs,
  reviewStatuses,
} from "./admin-courses-text.ts";
import { courseFormats, courseLevels } from "./catalog-text.ts";
import { recordVersionSchema } from "./record-version.ts";

// The admin's Course Management calls (issue 17, decision 0044). A list's messages are given on the list
// itself (path "outcomes", not "outcomes.2"), naming the item by its number, so a form field shows them.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

const pageSchema = z.coerce
  .number({ error: m.pageInvalid })
  .int(m.pageInvalid)
  .min(1, m.pageInvalid)
  .max(100_000, m.pageInvalid)
  .default(1);
const pageSizeSchema = z.coerce
  .number({ error: m.pageSizeInvalid })
  .int(m.pageSizeInvalid)
  .min(1, m.pageSizeInvalid)
  .max(100, m.pageSizeInvalid)
  .default(l.pageSizeDefault);

/** An empty value (a cleared filter in the URL) means no filter. */
function optionalChoice<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.enum(values), z.literal("")], { error: message })
    .optional()
    .transform((value) => value || undefined);
}

export const adminCoursesQuerySchema = z.object({
  q: z.string().trim().max(l.searchMax, m.searchTooLong).default(""),
  status: optionalChoice(courseStatuses, m.statusInvalid),
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export type AdminCoursesQuery = z.output<typeof adminCoursesQuerySchema>;

export const adminCourseListItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(courseStatuses),
  level: z.enum(courseLevels),
  format: z.enum(courseFormats),
  priceCents: z.number().int(),
  earlyBirdPriceCents: z.number().int().nullable(),
  imagePath: z.string().nullable(),
  reviewCount: z.number().int(),
  hiddenReviewCount: z.number().int(),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type AdminCourseListItem = z.infer<typeof adminCourseListItemSchema>;

export const adminCoursesPageSchema = z.object({
  items: z.array(adminCourseListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminCoursesPage = z.infer<typeof adminCoursesPageSchema>;

// A malformed id is an unknown course (404), not a validation error: the service checks its shape.
export const adminCourseParamsSchema = z.object({ courseId: z.string().max(100) });
export const adminReviewParamsSchema = z.object({ reviewId: z.string().max(100) });

function textList(rules: {
  max: number;
  itemMax: number;
  invalid: string;
  empty: (n: number) => string;
  tooLong: (n: number) => string;
  repeated?: (n: number) => string;
}) {
  return z
    .array(z.string({ error: rules.invalid }), { error: rules.invalid })
    .max(rules.max, rules.invalid)
    .transform((items) => items.map((item) => item.trim()))
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        const n = index + 1;
        const key = item.toLowerCase();
        if (item === "") ctx.addIssue({ code: "custom", message: rules.empty(n) });
        else if (item.length > rules.itemMax) ctx.addIssue({ code: "custom", message: rules.tooLong(n) });
        else if (rules.repeated && seen.has(key))
          ctx.addIssue({ code: "custom", message: rules.repeated(n) });
        seen.add(key);
      });
    });
}

export const courseFaqInputSchema = z.object({
  question: z.string({ error: m.faqsInvalid }),
  answer: z.string({ error: m.faqsInvalid }),
});

const faqsSchema = z
  .array(courseFaqInputSchema, { error: m.faqsInvalid })
  .max(l.faqsMax, m.faqsInvalid)
  .transform((faqs) => faqs.map((faq) => ({ question: faq.question.trim(), answer: faq.answer.trim() })))
  .superRefine((faqs, ctx) => {
    const seen = new Set<string>();
    faqs.forEach((faq, index) => {
      const n = index + 1;
      const key = faq.question.toLowerCase();
      if (faq.question === "") ctx.addIssue({ code: "custom", message: m.faqQuestionEmpty(n) });
      else if (faq.question.length > l.questionMax)
        ctx.addIssue({ code: "custom", message: m.faqQuestionTooLong(n) });
      else if (seen.has(key)) ctx.addIssue({ code: "custom", message: m.faqRepeated(n) });
      else if (faq.answer === "") ctx.addIssue({ code: "custom", message: m.faqAnswerEmpty(n) });
      else if (faq.answer.length > l.textMax)
        ctx.addIssue({ code: "custom", message: m.faqAnswerTooLong(n) });
      seen.add(key);
    });
  });

const priceSchema = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(l.priceCentsMax, message);

const trimmed = (max: number, message: string, min = 0) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);

/** Every catalog field of a course that the form edits (the slug, status and image have calls of their own). */
const courseFieldsShape = {
  title: trimmed(l.titleMax, m.titleInvalid, l.titleMin),
  tagline: trimmed(l.taglineMax, m.taglineInvalid),
  summary: trimmed(l.summaryMax, m.summaryInvalid, 1),
  level: z.enum(courseLevels, { error: m.levelInvalid }),
  format: z.enum(courseFormats, { error: m.formatInvalid }),
  durationWeeks: z
    .number({ error: m.durationInvalid })
    .int(m.durationInvalid)
    .min(1, m.durationInvalid)
    .max(l.durationWeeksMax, m.durationInvalid),
  priceCents: priceSchema(m.priceInvalid),
  earlyBirdPriceCents: priceSchema(m.earlyBirdInvalid).nullable(),
  outcomes: textList({
    max: l.outcomesMax,
    itemMax: l.outcomeMax,
    invalid: m.outcomesInvalid,
    empty: m.outcomeEmpty,
    tooLong: m.outcomeTooLong,
  }),
  prerequisites: trimmed(l.textMax, m.prerequisitesInvalid),
  toolsCovered: textList({
    max: l.toolsMax,
    itemMax: l.toolMax,
    invalid: m.toolsInvalid,
    empty: m.toolEmpty,
    tooLong: m.toolTooLong,
    repeated: m.toolRepeated,
  }),
  certificate: trimmed(l.textMax, m.certificateInvalid),
  faqs: faqsSchema,
  instructorIds: z
    .array(z.string().regex(uuidPattern, m.instructorUnknown), { error: m.instructorsInvalid })
    .max(l.instructorsMax, m.instructorsInvalid)
    .refine((ids) => new Set(ids).size === ids.length, m.instructorsInvalid),
  seoTitle: trimmed(l.seoTitleMax, m.seoTitleInvalid),
  seoDescription: trimmed(l.seoDescriptionMax, m.seoDescriptionInvalid),
};

type Priced = { priceCents: number; earlyBirdPriceCents: number | null };
const earlyBirdBelowPrice = {
  check: (body: Priced) => body.earlyBirdPriceCents === null || body.earlyBirdPriceCents < body.priceCents,
  issue: { message: m.earlyBirdNotBelow, path: ["earlyBirdPriceCents"] },
};

export const courseSlugSchema = z
  .string({ error: m.slugRequired })
  .trim()
  .min(1, m.slugRequired)
  .regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, m.slugInvalid)
  .min(l.slugMin, m.slugInvalid)
  .max(l.slugMax, m.slugInvalid)
  .refine((slug) => !reservedCourseSlugs.includes(slug), m.slugReserved);

export const adminCourseCreateSchema = z
  .object({ slug: courseSlugSchema, ...courseFieldsShape })
  .refine(earlyBirdBelowPrice.check, earlyBirdBelowPrice.issue);
export type AdminCourseCreate = z.output<typeof adminCourseCreateSchema>;
export type AdminCourseCreateInput = z.input<typeof adminCourseCreateSchema>;

export const adminCourseUpdateSchema = z
  .object({ version: recordVersionSchema, ...courseFieldsShape })
  .refine(earlyBirdBelowPrice.check, earlyBirdBelowPrice.issue);
export type AdminCourseUpdate = z.output<typeof adminCourseUpdateSchema>;
export type AdminCourseUpdateInput = z.input<typeof adminCourseUpdateSchema>;

/** The fields a save writes, as the audit trail and the repository see them. */
export type CourseFields = Omit<AdminCourseUpdate, "version">;

/**
 * Body of PUT /api/admin/courses/:courseId/slug. Like the status, the address has a call of its own and leaves the
 * content's version alone, so the course form open beside it still saves.
 */
export const adminCourseSlugSchema = z.object({ slug: courseSlugSchema });
export type AdminCourseSlugChange = z.output<typeof adminCourseSlugSchema>;

export const adminCourseStatusSchema = z.object({
  status: z.enum(courseStatuses, { error: m.statusInvalid }),
});

export const adminCourseSchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** The public page (it answers 404 once archived). */
  path: z.string(),
  status: z.enum(courseStatuses),
  title: z.string(),
  tagline: z.string(),
  summary: z.string(),
  level: z.enum(courseLevels),
  format: z.enum(courseFormats),
  durationWeeks: z.number().int(),
  priceCents: z.number().int(),
  earlyBirdPriceCents: z.number().int().nullable(),
  currency: z.string(),
  outcomes: z.array(z.string()),
  prerequisites: z.string(),
  toolsCovered: z.array(z.string()),
  certificate: z.string(),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  instructorIds: z.array(z.string()),
  imagePath: z.string().nullable(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  version: z.number().int(),
  /** ISO 8601. */
  archivedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

export const instructorOptionSchema = z.object({ id: z.string(), name: z.string(), jobTitle: z.string() });
export type InstructorOption = z.infer<typeof instructorOptionSchema>;
export const instructorOptionsSchema = z.array(instructorOptionSchema);

export const adminReviewsQuerySchema = z.object({
  courseId: z
    .union([z.string().regex(uuidPattern, m.courseIdInvalid), z.literal("")], { error: m.courseIdInvalid })
    .optional()
    .transform((value) => value || undefined),
  status: optionalChoice(reviewStatuses, m.reviewStatusInvalid),
  rating: z
    .union(
      [z.literal(""), z.coerce.number().int(m.ratingInvalid).min(1, m.ratingInvalid).max(5, m.ratingInvalid)],
      {
        error: m.ratingInvalid,
      },
    )
    .optional()
    .transform((value) => (value === "" || value === undefined ? undefined : value)),
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export type AdminReviewsQuery = z.output<typeof adminReviewsQuerySchema>;

export const adminReviewSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  courseSlug: z.string(),
  authorName: z.string(),
  authorRole: z.string(),
  rating: z.number().int(),
  body: z.string(),
  published: z.boolean(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewsPageSchema = z.object({
  items: z.array(adminReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminReviewsPage = z.infer<typeof adminReviewsPageSchema>;

/** Publish or hide a review, and/or set its reply ("" or null removes it). */
export const adminReviewUpdateSchema = z
  .strictObject({
    published: z.boolean().optional(),
    reply: z
      .string({ error: m.replyInvalid })
      .trim()
      .max(l.replyMax, m.replyInvalid)
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : value || null)),
  })
  .refine((body) => body.published !== undefined || body.reply !== undefined, { message: m.nothingToChange });
export type AdminReviewUpdate = z.output<typeof adminReviewUpdateSchema>;
export type AdminReviewUpdateInput = z.input<typeof adminReviewUpdateSchema>;

/** The status a course row is in. */
export function courseStatusOf(row: { published: boolean; archivedAt: Date | string | null }): CourseStatus {
  if (row.archivedAt) return "archived";
  return row.published ? "published" : "unpublished";
}
