import { z } from "zod";
import "./zod-messages.ts";
import { isValidChatPhone } from "./chat.ts";
import { corporateMessages, type TeamSize, teamSizeLabels, teamSizes } from "./corporate-inquiry-text.ts";
import { limits } from "./limits.ts";

export { corporateMessages, type TeamSize, teamSizeLabels, teamSizes };

// The fixed content pages (/about, /privacy, /community, /investors, /corporate-training, /ai-bootcamp,
// /ai-bootcamp/start): their prose lives in the site_pages table, served by GET /api/pages?path=.

export const sitePageQuerySchema = z.object({
  path: z
    .string()
    .trim()
    .min(1, "Give the page's path, such as /about")
    .max(limits.pathMax)
    .regex(/^\/[a-z0-9\-/]*$/, "A page path starts with / and uses lower-case letters, digits and hyphens"),
});

export const sitePageSchema = z.object({
  path: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Sanitised HTML rendered from the page's Markdown (server/lib/markdown.ts). */
  html: z.string(),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type SitePageContent = z.infer<typeof sitePageSchema>;

/** The numbers /about shows, computed from the database on each read. */
export const siteStatsSchema = z.object({
  courses: z.number().int(),
  upcomingBatches: z.number().int(),
  instructors: z.number().int(),
  reviews: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  /** Seats in every batch that has started or is starting: an upper bound of learners taught. */
  seatsTaken: z.number().int(),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;

export const teamMemberSchema = z.object({
  slug: z.string(),
  name: z.string(),
  jobTitle: z.string(),
  bio: z.string(),
  photoPath: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  /** Titles of the courses they teach. */
  courses: z.array(z.string()),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const aboutResponseSchema = z.object({
  stats: siteStatsSchema,
  team: z.array(teamMemberSchema),
});
export type AboutResponse = z.infer<typeof aboutResponseSchema>;

export const corporateInquirySchema = z.object({
  name: z
    .string({ error: corporateMessages.nameRequired })
    .trim()
    .min(1, { error: corporateMessages.nameRequired, abort: true })
    .max(limits.nameMax),
  email: z
    .string({ error: corporateMessages.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: corporateMessages.emailRequired, abort: true })
    .max(limits.emailMax, { error: corporateMessages.emailInvalid, abort: true })
    .pipe(z.email(corporateMessages.emailInvalid)),
  company: z
    .string({ error: corporateMessages.companyRequired })
    .trim()
    .min(1, { error: corporateMessages.companyRequired, abort: true })
    .max(limits.companyMax),
  teamSize: z.enum(teamSizes, { error: corporateMessages.teamSizeRequired }),
  phone: z
    .string()
    .trim()
    .max(limits.phoneMax, { error: corporateMessages.phoneInvalid, abort: true })
    .refine((value) => value === "" || isValidChatPhone(value), corporateMessages.phoneInvalid)
    .optional()
    .transform((value) => (value ? value : undefined)),
  message: z
    .string({ error: corporateMessages.messageTooShort })
    .trim()
    .min(20, { error: corporateMessages.messageTooShort, abort: true })
    .max(2000, corporateMessages.messageTooLong),
});
export type CorporateInquiryInput = z.input<typeof corporateInquirySchema>;
export type CorporateInquiry = z.output<typeof corporateInquirySchema>;
export const corporateInquiryResponseSchema = z.object({ message: z.string() });
