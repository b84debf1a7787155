import type { AdminCourse } from "#contracts/admin-courses.ts";
import { centsToDollars, dollarsToCents } from "#contracts/admin-courses-text.ts";

// The course form's values are strings (decision 0022: useForm holds what is typed); its lists are kept as
// JSON in one value each, so one form state holds everything and a 400 or 409 keeps all of it.

export const courseFormFields = [
  "slug",
  "title",
  "tagline",
  "summary",
  "level",
  "format",
  "durationWeeks",
  "priceCents",
  "earlyBirdPriceCents",
  "outcomes",
  "prerequisites",
  "toolsCovered",
  "certificate",
  "faqs",
  "instructorIds",
  "seoTitle",
  "seoDescription",
] as const;
export type CourseFormField = (typeof courseFormFields)[number];
export type CourseFormValues = Record<CourseFormField, string>;
export type FaqDraft = { question: string; answer: string };

export const emptyCourseValues: CourseFormValues = {
  slug: "",
  title: "",
  tagline: "",
  summary: "",
  level: "beginner",
  format: "live_online",
  durationWeeks: "8",
  priceCents: "",
  earlyBirdPriceCents: "",
  outcomes: "[]",
  prerequisites: "",
  toolsCovered: "[]",
  certificate: "",
  faqs: "[]",
  instructorIds: "[]",
  seoTitle: "",
  seoDescription: "",
};

export function valuesOf(course: AdminCourse): CourseFormValues {
  return {
    slug: course.slug,
    title: course.title,
    tagline: course.tagline,
    summary: course.summary,
    level: course.level,
    format: course.format,
    durationWeeks: String(course.durationWeeks),
    priceCents: centsToDollars(course.priceCents),
    earlyBirdPriceCents:
      course.earlyBirdPriceCents === null ? "" : centsToDollars(course.earlyBirdPriceCents),
    outcomes: JSON.stringify(course.outcomes),
    prerequisites: course.prerequisites,
    toolsCovered: JSON.stringify(course.toolsCovered),
    certificate: course.certificate,
    faqs: JSON.stringify(course.faqs),
    instructorIds: JSON.stringify(course.instructorIds),
    seoTitle: course.seoTitle,
    seoDescription: course.seoDescription,
  };
}

/** A list value back as its items (a broken value reads as an empty list). */
export function listOf<T>(value: string): T[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

/** What the schema checks: dollars become cents, an amount that is none stays text for the schema to refuse. */
export function bodyOf(values: CourseFormValues) {
  const money = (text: string) => dollarsToCents(text) ?? text;
  const earlyBird = values.earlyBirdPriceCents.trim();
  return {
    title: values.title,
    tagline: values.tagline,
    summary: values.summary,
    level: values.level,
    format: values.format,
    durationWeeks: values.durationWeeks.trim() === "" ? undefined : Number(values.durationWeeks),
    priceCents: values.priceCents.trim() === "" ? undefined : money(values.priceCents),
    earlyBirdPriceCents: earlyBird === "" ? null : money(earlyBird),
    outcomes: listOf<string>(values.outcomes),
    prerequisites: values.prerequisites,
    toolsCovered: listOf<string>(values.toolsCovered),
    certificate: values.certificate,
    faqs: listOf<FaqDraft>(values.faqs),
    instructorIds: listOf<string>(values.instructorIds),
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
  };
}
