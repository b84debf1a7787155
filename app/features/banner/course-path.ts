import { coursePages } from "#contracts/courses.ts";

type CourseSlug = (typeof coursePages)[number]["slug"];

// Batch titles come from admins ("Machine Learning - Weekend Cohort", "Prompt Engineering 101"), so an
// exact title match is not enough. The more specific topics are tried first: "Prompt Engineering for AI
// Engineers" is a prompt course, and "Deep Learning" must not fall through to a generic match.
const keywordRules: ReadonlyArray<{ pattern: RegExp; slug: CourseSlug }> = [
  { pattern: /\bprompt/, slug: "prompt-engineering" },
  { pattern: /\bdeep learning\b/, slug: "deep-learning" },
  { pattern: /\bmachine learning\b/, slug: "machine-learning" },
  { pattern: /\bbusiness\b/, slug: "ai-business" },
  { pattern: /\bai engineer/, slug: "ai-engineers" },
];

const fallbackPath = "/courses";

function normalise(text: string): string {
  return text.toLowerCase().replace(/[-_]+/g, " ").replace(/\s+/g, " ").trim();
}

/** SPEC.md section 4: the course page for a batch's course title, or the catalog when none fits. */
export function coursePathForTitle(title: string): string {
  const wanted = normalise(title);
  if (!wanted) return fallbackPath;
  const exact = coursePages.find(
    (page) => normalise(page.title) === wanted || normalise(page.slug) === wanted,
  );
  if (exact) return exact.path;
  const rule = keywordRules.find(({ pattern }) => pattern.test(wanted));
  if (!rule) return fallbackPath;
  return coursePages.find((page) => page.slug === rule.slug)?.path ?? fallbackPath;
}
