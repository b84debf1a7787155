// The content studio's webinars (issue 21, admins only): their words, limits and helpers, zod-free so the
// editor's fields and lists can use them without loading zod first. The schemas are in
// content-studio-webinars.ts; the states (draft, scheduled, published), tags and slugs are the blog posts'
// (content-studio-text.ts).

import { blogCoverTypes, contentStudioLimits } from "./content-studio-text.ts";

export const webinarStudioLimits = {
  slugMax: contentStudioLimits.slugMax,
  titleMax: contentStudioLimits.titleMax,
  summaryMax: 300,
  descriptionMax: 50_000,
  hostMax: 80,
  durationMin: 15,
  /** Eight hours. */
  durationMax: 480,
  urlMax: 500,
  coverAltMax: contentStudioLimits.coverAltMax,
  tagsMax: contentStudioLimits.tagsMax,
  searchMax: 100,
  pageSize: 20,
  versionsPageSize: 20,
  registrantsPageSize: 25,
  coverMaxBytes: contentStudioLimits.coverMaxBytes,
} as const;

/** The types a cover may be: the blog covers' (judged by their bytes on the server). */
export const webinarCoverTypes = blogCoverTypes;

/** Where uploaded webinar covers are served (outside /api, cached for a year: a new upload gets a new name). */
export const webinarCoversPath = "/media/webinar-covers";

export const webinarStudioMessages = {
  notFound: "Webinar not found",
  slugTaken: "Another webinar already uses this slug",
  httpsOnly: "Use an https:// address, e.g. https://meet.example.com/ai-labs-webinar",
  startsAt: "Choose the date and time the webinar starts",
  duration: `A webinar lasts ${webinarStudioLimits.durationMin} to ${webinarStudioLimits.durationMax} minutes`,
  coverInvalid: "The cover must be an image uploaded here",
  coverAltRequired: "Describe the cover image for people who cannot see it",
  stale:
    "Someone saved this webinar after you opened it. Your changes are kept here: copy what you need, reload to see theirs, then save again.",
  scheduleInPast: "Choose a time in the future",
  alreadyPublished: "This webinar is already published: saving it updates what visitors see",
  notPublished: "This webinar is neither published nor scheduled",
  incomplete: "Fill this in before publishing",
  versionNotFound: "No such version of this webinar",
  hasRegistrants:
    "People have registered for this webinar, so it cannot be deleted (their registrations stay with it). Unpublish it instead: it then leaves /webinars and takes no more registrations.",
} as const;

/** A webinar's place on the public site: an anchor on /webinars (webinars have no page of their own). */
export const webinarPath = (slug: string) => `/webinars#${slug}`;

/** An absolute https:// address (a join link, a recording): nothing else is ever linked or mailed. */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The registrants' CSV file name: webinar-<slug>-registrants.csv. */
export const registrantsFileName = (slug: string) => `webinar-${slug}-registrants.csv`;
