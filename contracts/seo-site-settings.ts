import { z } from "zod";
import "./zod-messages.ts";

// SEO Settings' site-wide defaults (issue 20): the title suffix, the description and social image a page without
// its own falls back to, the organisation's logo and profiles in its JSON-LD, and the search engines'
// verification tags. GET /api/seo/site-settings reads them, PUT saves the text fields under their version, and
// PUT/DELETE /api/seo/site-settings/images/:kind replace or remove the social image and the logo.

export const siteSeoLimits = {
  titleSuffix: 30,
  description: 160,
  profiles: 10,
  profileUrl: 300,
  verification: 100,
  imageMaxBytes: 2 * 1024 * 1024,
  socialWidth: 1200,
  socialHeight: 630,
  /** Google's logo guideline: a raster image of at least 112 x 112 pixels. */
  logoMinSide: 112,
  logoMaxSide: 2000,
} as const;

export const siteImageKinds = ["social", "logo"] as const;
export type SiteImageKind = (typeof siteImageKinds)[number];
export const siteImageTypes = ["image/png", "image/jpeg", "image/webp"] as const;

export const siteSeoMessages = {
  loadFailed: "The site-wide settings could not be loaded",
  saveFailed: "The site-wide settings could not be saved",
  saved: "Site-wide settings saved",
  conflict:
    "Someone saved the site-wide settings after you opened them. Reload to see their version; your text is kept here.",
  versionInvalid: "Reload the page and try again",
  suffixRequired: "Enter a title suffix, such as | AI Labs",
  suffixTooLong: `The title suffix must be at most ${siteSeoLimits.titleSuffix} characters`,
  descriptionTooLong: `The default description must be at most ${siteSeoLimits.description} characters`,
  tooManyProfiles: `List at most ${siteSeoLimits.profiles} profiles`,
  profileInvalid: (line: number) => `Line ${line} is not a web address starting with https://`,
  verificationInvalid:
    "Paste the code from the verification tag (letters, digits, - and _), or the whole <meta> tag",
  imageMissing: "Choose an image to upload",
  imageNotFound: "There is no such image",
  imageTooLarge: "The image is larger than 2 MB. Choose a smaller one.",
  imageType: "The file is not a PNG, JPEG or WebP image. Choose one of those.",
  imageFailed: "The image could not be uploaded",
  socialSize: (width: number, height: number) =>
    `The social image must be exactly ${siteSeoLimits.socialWidth} x ${siteSeoLimits.socialHeight} pixels; this one is ${width} x ${height}.`,
  logoSize: (width: number, height: number) =>
    `The logo must be at least ${siteSeoLimits.logoMinSide} x ${siteSeoLimits.logoMinSide} and at most ${siteSeoLimits.logoMaxSide} pixels a side; this one is ${width} x ${height}.`,
  imageUnreadable: "The image's size could not be read. Save it again as PNG or JPEG.",
  kindInvalid: "Choose the social image or the logo",
} as const;

// A pasted tag (`<meta name="google-site-verification" content="abc" />`) gives its content; a code stays as typed.
const verification = z
  .string()
  .transform((value) => (/content\s*=\s*["']([^"']*)["']/i.exec(value)?.[1] ?? value).trim())
  .pipe(
    z
      .string()
      .max(siteSeoLimits.verification, siteSeoMessages.verificationInvalid)
      .regex(/^[A-Za-z0-9_\-.=+/]*$/, siteSeoMessages.verificationInvalid),
  );

/** One web address a line (the form's text box); blank lines are skipped. */
const profiles = z.string().transform((text, context) => {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const urls: string[] = [];
  for (const [index, line] of lines.entries()) {
    if (!line) continue;
    // Kept as the URL parser writes it (characters such as < and " percent-encoded), so nothing odd is stored.
    let href: string | null = null;
    if (line.length <= siteSeoLimits.profileUrl && /^https:\/\/[^\s/]+\.[^\s]+$/i.test(line)) {
      try {
        const url = new URL(line);
        href = url.protocol === "https:" ? url.href : null;
      } catch {
        href = null;
      }
    }
    if (!href) {
      context.addIssue({ code: "custom", message: siteSeoMessages.profileInvalid(index + 1) });
      return z.NEVER;
    }
    if (!urls.includes(href)) urls.push(href);
  }
  if (urls.length > siteSeoLimits.profiles) {
    context.addIssue({ code: "custom", message: siteSeoMessages.tooManyProfiles });
    return z.NEVER;
  }
  return urls;
});

export const siteSeoSaveSchema = z.object({
  titleSuffix: z
    .string()
    .trim()
    .min(1, siteSeoMessages.suffixRequired)
    .max(siteSeoLimits.titleSuffix, siteSeoMessages.suffixTooLong),
  defaultDescription: z.string().trim().max(siteSeoLimits.description, siteSeoMessages.descriptionTooLong),
  profiles,
  googleVerification: verification,
  bingVerification: verification,
  version: z.number({ error: siteSeoMessages.versionInvalid }).int().min(0),
});
export type SiteSeoSave = z.output<typeof siteSeoSaveSchema>;

export const siteImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type SiteImage = z.infer<typeof siteImageSchema>;

export const siteImageParamsSchema = z.object({
  kind: z.enum(siteImageKinds, { error: siteSeoMessages.kindInvalid }),
});

export const siteSeoSettingsSchema = z.object({
  titleSuffix: z.string(),
  defaultDescription: z.string(),
  profiles: z.array(z.string()),
  googleVerification: z.string(),
  bingVerification: z.string(),
  /** Uploaded images; null means the built-in one (below) is used. */
  socialImage: siteImageSchema.nullable(),
  logo: siteImageSchema.nullable(),
  builtIn: z.object({ titleSuffix: z.string(), socialImage: siteImageSchema, logo: siteImageSchema }),
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type SiteSeoSettings = z.infer<typeof siteSeoSettingsSchema>;
