// The page builder's words and limits (issue 21), zod-free so the public renderer and the editor's fields can
// use them without pulling zod into a bundle that does not need it.

export const pageBuilderLimits = {
  pathMax: 100,
  titleMax: 70,
  descriptionMax: 160,
  blocksMax: 40,
  headingMax: 120,
  shortTextMax: 300,
  markdownMax: 20_000,
  labelMax: 40,
  urlMax: 500,
  altMax: 200,
  listMax: 12,
  faqMax: 30,
  logosMax: 24,
  coursesMax: 6,
  versionsPageSize: 20,
  imageMaxBytes: 2 * 1024 * 1024,
  pagesPageSize: 20,
} as const;

export const blockTypes = [
  "Hero",
  "RichText",
  "Image",
  "Video",
  "Columns",
  "CourseCards",
  "UpcomingBatches",
  "Testimonials",
  "Faq",
  "Pricing",
  "CallToAction",
  "Countdown",
  "LogoWall",
  "LeadForm",
] as const;
export type BlockType = (typeof blockTypes)[number];

/** What each block is called in the editor's list. */
export const blockLabels: Record<BlockType, string> = {
  Hero: "Hero",
  RichText: "Rich text",
  Image: "Image",
  Video: "Video",
  Columns: "Two columns",
  CourseCards: "Course cards",
  UpcomingBatches: "Upcoming batches",
  Testimonials: "Testimonials",
  Faq: "FAQ",
  Pricing: "Pricing",
  CallToAction: "Call to action",
  Countdown: "Countdown to a batch",
  LogoWall: "Logo wall",
  LeadForm: "Lead form",
};

export const leadFormKinds = ["newsletter", "contact", "callback"] as const;
export type LeadFormKind = (typeof leadFormKinds)[number];

export const pageBuilderMessages = {
  notFound: "Page not found",
  pathFormat:
    "A path is lowercase letters, digits and hyphens in one or more parts, starting with /, e.g. /ai-for-managers",
  pathTaken: "Another page already uses this path",
  pathLocked: "A published page keeps its path: unpublish it first, or duplicate it to a new path",
  pathRedirected:
    "A redirect of the SEO workbench answers this path, so visitors would never see a page there: remove the redirect or choose another path",
  pathReserved: "This path belongs to the site itself (a section of the app); choose another",
  stale:
    "Someone saved this page after you opened it. Your changes are kept here: reload to see theirs, then apply yours again.",
  unknownBlock: "Unknown block type",
  unsafeUrl: "Links must start with https://, http:// or / (a page of this site)",
  unsafeImage: "Images must be an https:// address or a file of this site (/media/...)",
  videoUrl: "Enter a YouTube or Vimeo link",
  scriptInText: "Scripts and event-handler attributes are not allowed",
  unknownCourse: "No course with this slug",
  emptyPage: "Add at least one block before publishing",
  scheduleInPast: "Choose a time in the future",
  notPublished: "This page is not published",
  previewExpired: "This preview link has expired or is not valid",
  versionNotFound: "No such version of this page",
  imageMissing: "Choose an image file to upload",
  imageTooLarge: "Images can be at most 2 MB",
  imageType: "Images must be PNG, JPEG or WebP files",
  variantExists: "This page already has a variant B",
  noVariant: "This page has no variant B: create one first",
  marketerPublish: "Only admins can publish, unpublish or schedule pages",
} as const;

/** A page's state, as its list shows it. */
export const pageStatuses = ["draft", "scheduled", "published"] as const;
export type PageStatus = (typeof pageStatuses)[number];

export const pageStatusLabels: Record<PageStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

// The first path segments the site itself owns: a landing page may not take them, so a page can never shadow
// an app route, an API, a file or a portal. app/routes.test.ts checks this list against app/routes.ts, so a
// new route that is not listed here fails the tests rather than being shadowed.
export const reservedFirstSegments: ReadonlySet<string> = new Set([
  // Served by the server before the app: APIs, files, health, SEO files.
  "api",
  "assets",
  "media",
  "images",
  "favicon.ico",
  "favicon.svg",
  "robots.txt",
  "sitemap.xml",
  "healthz",
  "readyz",
  // The app's routes (app/routes.ts).
  "auth",
  "forgot-password",
  "reset-password",
  "verify-email",
  "confirm-email-change",
  "cancel-email-change",
  "newsletter",
  "login",
  "logout",
  "bootcamp",
  "search",
  "seo-preview",
  "ai-bootcamp",
  "corporate-training",
  "about",
  "contact",
  "community",
  "investors",
  "privacy",
  "courses",
  "careers",
  "internship",
  "sandbox",
  "blog",
  "webinars",
  "podcast",
  "payment-success",
  "test-payments",
  "certificates",
  "profile",
  "page-preview",
  "dashboard",
  "admin",
]);

/** The first segment of a path ("/courses/x" -> "courses"). */
export function firstSegment(path: string): string {
  return path.split("/")[1] ?? "";
}

/** Whether a path is the site's own (the home page, or under a reserved first segment). */
export function isReservedPath(path: string): boolean {
  return path === "/" || reservedFirstSegments.has(firstSegment(path));
}
