// The content studio's words and limits for blog posts (issue 21), zod-free so the editor's fields and the
// list can use them without loading zod first. The schemas are in content-studio.ts.

import { adminCoursesLimits } from "./admin-courses-text.ts";

export const contentStudioLimits = {
  slugMax: 100,
  titleMax: 120,
  excerptMax: 300,
  bodyMax: 100_000,
  authorMax: 80,
  coverAltMax: 200,
  tagsMax: 8,
  tagMax: 30,
  searchMax: 100,
  postsPageSize: 20,
  versionsPageSize: 20,
  /** The course covers' limit (decision 0044): one upload path, one size for every cover. */
  coverMaxBytes: adminCoursesLimits.imageMaxBytes,
} as const;

/** The types a cover may be (judged by its bytes on the server; offered in the file chooser here). */
export const blogCoverTypes = ["image/png", "image/jpeg", "image/webp"] as const;

/** Where uploaded covers are served (outside /api, cached for a year: a new upload gets a new name). */
export const blogCoversPath = "/media/blog-covers";

/** A post's state: a draft with a time set is scheduled. */
export const postStatuses = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof postStatuses)[number];

export const postStatusLabels: Record<PostStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

export const postVersionKinds = ["create", "save", "publish", "restore"] as const;
export type PostVersionKind = (typeof postVersionKinds)[number];

export const postVersionKindLabels: Record<PostVersionKind, string> = {
  create: "Created",
  save: "Saved",
  publish: "Published",
  restore: "Restored",
};

export const contentStudioMessages = {
  notFound: "Post not found",
  slugFormat: "A slug is lowercase letters, digits and single hyphens, e.g. rag-evaluation-basics",
  slugTaken: "Another post already uses this slug",
  tagFormat: "A tag is lowercase letters, digits and hyphens, e.g. llm-engineering",
  tagsTooMany: `At most ${contentStudioLimits.tagsMax} tags`,
  tagsRepeated: "Each tag once",
  scriptInText: "Scripts and event-handler attributes are not allowed",
  coverInvalid: "The cover must be an image uploaded here",
  coverAltRequired: "Describe the cover image for people who cannot see it",
  coverMissing: "Choose an image to upload.",
  coverTooLarge: "The image is larger than 2 MB. Choose a smaller one.",
  coverType: "The file is not a PNG, JPEG or WebP image. Choose one of those.",
  coverFailed: "Could not upload the image",
  stale:
    "Someone saved this post after you opened it. Your changes are kept here: copy what you need, reload to see theirs, then save again.",
  scheduleInPast: "Choose a time in the future",
  alreadyPublished: "This post is already published: saving it updates what visitors see",
  notPublished: "This post is neither published nor scheduled",
  incomplete: "Fill this in before publishing",
  versionNotFound: "No such version of this post",
} as const;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A post's slug: /blog/<slug> (what the public route and the seeded posts use). */
export function isPostSlug(value: string): boolean {
  return value.length <= contentStudioLimits.slugMax && slugPattern.test(value);
}

/** A tag: the same shape as a slug, shorter ('llm-engineering'). */
export function isPostTag(value: string): boolean {
  return value.length <= contentStudioLimits.tagMax && slugPattern.test(value);
}

/** A slug for a title: "RAG, evaluated!" -> "rag-evaluated" (the editor's suggestion; the person may change it). */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, contentStudioLimits.slugMax)
    .replace(/-+$/, "");
}

/** Tags as typed, comma-separated ("LLM engineering, RAG") -> ["llm-engineering", "rag"]. */
export function tagsFromText(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim().toLowerCase().replace(/\s+/g, "-"))
    .filter(Boolean);
}

/** The public address of a post. */
export const postPath = (slug: string) => `/blog/${slug}`;
