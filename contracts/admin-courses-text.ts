// The admin's Course Management (issue 17, decision 0044): strings, choices and limits its page and API share,
// without zod, so the page's first load does not carry it.

export const courseStatuses = ["published", "unpublished", "archived"] as const;
export type CourseStatus = (typeof courseStatuses)[number];
export const courseStatusLabels: Record<CourseStatus, string> = {
  published: "Published",
  unpublished: "Unpublished",
  archived: "Archived",
};

export const reviewStatuses = ["published", "hidden"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
export const reviewStatusLabels: Record<ReviewStatus, string> = { published: "Published", hidden: "Hidden" };

export const adminCoursesLimits = {
  slugMin: 3,
  slugMax: 60,
  titleMin: 3,
  titleMax: 120,
  taglineMax: 160,
  summaryMax: 2000,
  textMax: 2000,
  durationWeeksMax: 104,
  /** $100,000: a guard against an extra zero, not a business rule. */
  priceCentsMax: 10_000_000,
  outcomesMax: 12,
  outcomeMax: 200,
  toolsMax: 20,
  toolMax: 60,
  faqsMax: 20,
  questionMax: 200,
  instructorsMax: 6,
  seoTitleMax: 70,
  seoDescriptionMax: 160,
  replyMax: 2000,
  searchMax: 100,
  pageSizeDefault: 20,
  /** Cover images: at most 2 MB, PNG, JPEG or WebP (judged by their first bytes). */
  imageMaxBytes: 2 * 1024 * 1024,
} as const;

export const courseImageTypes = ["image/png", "image/jpeg", "image/webp"] as const;
export type CourseImageType = (typeof courseImageTypes)[number];

const l = adminCoursesLimits;
export const adminCoursesMessages = {
  loadFailed: "Failed to load courses",
  noCourses: "No courses match your search.",
  courseNotFound: "That course no longer exists.",
  reviewNotFound: "That review no longer exists.",
  searchTooLong: `Search text must be at most ${l.searchMax} characters.`,
  pageInvalid: "Page must be a whole number, 1 or more.",
  pageSizeInvalid: "Page size must be a whole number from 1 to 100.",
  statusInvalid: "Status must be published, unpublished or archived.",
  reviewStatusInvalid: "Status must be published or hidden.",
  ratingInvalid: "Rating must be a whole number from 1 to 5.",
  courseIdInvalid: "Course must be a course's id.",
  slugRequired: "Slug is required.",
  slugInvalid: `Slug must be ${l.slugMin} to ${l.slugMax} lowercase letters, digits and single hyphens, starting with a letter (for example machine-learning).`,
  slugReserved: "That slug is reserved for a page of the site. Choose another.",
  slugTaken: "Another course already uses this slug. Choose another.",
  slugUnchanged: "That is the course's slug already.",
  slugChanged: "Address changed. The old address now redirects to the new one.",
  titleInvalid: `Title must be ${l.titleMin} to ${l.titleMax} characters.`,
  taglineInvalid: `Tagline must be at most ${l.taglineMax} characters.`,
  summaryInvalid: `Summary is required, at most ${l.summaryMax} characters.`,
  levelInvalid: "Choose a level: beginner, intermediate or advanced.",
  formatInvalid: "Choose a format: live online, self-paced or hybrid.",
  durationInvalid: `Duration must be a whole number of weeks from 1 to ${l.durationWeeksMax}.`,
  priceInvalid: "Price must be an amount in dollars, like 499 or 499.99, up to $100,000.",
  earlyBirdInvalid: "Early-bird price must be an amount in dollars, like 399 or 399.99, or left empty.",
  earlyBirdNotBelow: "Early-bird price must be below the price.",
  prerequisitesInvalid: `Prerequisites must be at most ${l.textMax} characters.`,
  certificateInvalid: `Certificate text must be at most ${l.textMax} characters.`,
  outcomesInvalid: `Up to ${l.outcomesMax} outcomes, each 1 to ${l.outcomeMax} characters.`,
  outcomeEmpty: (n: number) => `Outcome ${n} is empty: fill it in or remove it.`,
  outcomeTooLong: (n: number) => `Outcome ${n} is longer than ${l.outcomeMax} characters.`,
  toolsInvalid: `Up to ${l.toolsMax} tools, each 1 to ${l.toolMax} characters.`,
  toolEmpty: (n: number) => `Tool ${n} is empty: fill it in or remove it.`,
  toolTooLong: (n: number) => `Tool ${n} is longer than ${l.toolMax} characters.`,
  toolRepeated: (n: number) => `Tool ${n} is listed twice.`,
  faqsInvalid: `Up to ${l.faqsMax} questions, each with an answer.`,
  faqQuestionEmpty: (n: number) => `Question ${n} is empty: fill it in or remove it.`,
  faqQuestionTooLong: (n: number) => `Question ${n} is longer than ${l.questionMax} characters.`,
  faqAnswerEmpty: (n: number) => `Question ${n} has no answer.`,
  faqAnswerTooLong: (n: number) => `The answer to question ${n} is longer than ${l.textMax} characters.`,
  faqRepeated: (n: number) => `Question ${n} is asked twice.`,
  instructorsInvalid: `Choose at most ${l.instructorsMax} instructors, each once.`,
  instructorUnknown: "One of the chosen instructors no longer exists. Reload and choose again.",
  seoTitleInvalid: `SEO title must be at most ${l.seoTitleMax} characters.`,
  seoDescriptionInvalid: `SEO description must be at most ${l.seoDescriptionMax} characters.`,
  replyInvalid: `A reply must be at most ${l.replyMax} characters.`,
  nothingToChange: "Choose something to change: published, hidden or a reply.",
  imageMissing: "Choose an image to upload.",
  imageTooLarge: "The image is larger than 2 MB. Choose a smaller one.",
  imageType: "The file is not a PNG, JPEG or WebP image. Choose one of those.",
  saved: "Course saved",
  created: "Course created",
  saveFailed: "Could not save the course",
  statusFailed: "Could not change the course's status",
  imageFailed: "Could not upload the image",
  reviewFailed: "Could not change the review",
  unavailable: "The form could not load. Check your connection and try again.",
  reviewsLoadFailed: "Failed to load reviews",
  noReviews: "No reviews match these filters.",
} as const;

/** Slugs a course may not take: /courses/checkout is the checkout page. */
export const reservedCourseSlugs: readonly string[] = ["checkout", "new", "admin"];

/** "499", "499.5", "1,299.99", "$499" -> cents; null when it is not an amount of dollars. */
export function dollarsToCents(text: string): number | null {
  const clean = text.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole = "0", fraction = ""] = clean.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Cents as the form shows them: "499" or "499.50". */
export function centsToDollars(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, "0")}`;
}

/** Where the admin's course pages are. */
export const adminCoursesPath = "/dashboard/admin/courses";
