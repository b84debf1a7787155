import { z } from "zod";
import "./zod-messages.ts";

// robots.txt editor (issue 20, the Sitemap page): the marketer's own lines, served after the built-in group that
// keeps crawlers out of the portals, the account pages, the API and the payment funnel. GET /api/seo/robots reads
// them with the built-in part and the file as served; PUT /api/seo/robots saves them under a version, checked
// line by line and, with a robots parser, for what they would do (never open a private area, never close the site).

export const robotsLimits = { chars: 5000, lines: 200 } as const;

export const robotsMessages = {
  loadFailed: "robots.txt could not be loaded",
  saveFailed: "robots.txt could not be saved",
  saved: "robots.txt saved",
  conflict:
    "Someone saved robots.txt after you opened it. Reload to see their version; your text is kept here.",
  tooLong: `robots.txt rules must be at most ${robotsLimits.chars} characters`,
  tooManyLines: `robots.txt rules must be at most ${robotsLimits.lines} lines`,
  versionInvalid: "Reload the page and try again",
} as const;

export const robotsSaveSchema = z.object({
  rules: z
    .string()
    .max(robotsLimits.chars, robotsMessages.tooLong)
    .refine((text) => text.split("\n").length <= robotsLimits.lines, robotsMessages.tooManyLines),
  version: z.number({ error: robotsMessages.versionInvalid }).int().min(0),
});
export type RobotsSave = z.output<typeof robotsSaveSchema>;

export const robotsEditorSchema = z.object({
  /** The lines the site always serves first; not editable. */
  builtIn: z.string(),
  /** The marketer's lines. */
  rules: z.string(),
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** robots.txt as crawlers get it. */
  served: z.string(),
});
export type RobotsEditor = z.infer<typeof robotsEditorSchema>;
