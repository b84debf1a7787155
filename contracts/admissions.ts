import { z } from "zod";
import "./zod-messages.ts";
import {
  admissionsMessages,
  applicationLimits,
  bootcampCourseSlug,
  type ExperienceLevel,
  experienceLevelLabels,
  experienceLevels,
  isHttpUrl,
} from "./admissions-text.ts";
import { isValidChatPhone } from "./chat.ts";
import { limits } from "./limits.ts";

export {
  admissionsMessages,
  applicationLimits,
  bootcampCourseSlug,
  type ExperienceLevel,
  experienceLevelLabels,
  experienceLevels,
  isHttpUrl,
};

// The bootcamp funnel: the application form on /ai-bootcamp/apply (POST /api/bootcamp/applications),
// the cohorts it offers (GET /api/bootcamp/batches) and the overview page's data (GET /api/bootcamp/overview).
// The form and the API validate with the one schema below, so a visitor reads the same message in both.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function requiredText(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong, abort: true });
}

function longText(tooShort: string, tooLong: string) {
  return z
    .string({ error: tooShort })
    .trim()
    .min(applicationLimits.textMin, { error: tooShort, abort: true })
    .max(applicationLimits.textMax, tooLong);
}

/** An optional text field: empty (or only spaces) means "not given". */
function optionalText(max: number, message: string, valid: (value: string) => boolean) {
  return z
    .string({ error: message })
    .trim()
    .max(max, { error: message, abort: true })
    .refine((value) => value === "" || valid(value), message)
    .optional()
    .transform((value) => (value ? value : undefined));
}

export const bootcampApplicationSchema = z.object({
  fullName: requiredText(
    admissionsMessages.fullNameRequired,
    applicationLimits.fullNameMax,
    admissionsMessages.fullNameTooLong,
  ),
  email: z
    .string({ error: admissionsMessages.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: admissionsMessages.emailRequired, abort: true })
    .max(limits.emailMax, { error: admissionsMessages.emailInvalid, abort: true })
    .pipe(z.email(admissionsMessages.emailInvalid)),
  // The chat and callback forms' rule (SPEC.md sections 5 and 9: at least 10 characters, up to 16 digits).
  phone: z
    .string({ error: admissionsMessages.phoneRequired })
    .trim()
    .min(1, { error: admissionsMessages.phoneRequired, abort: true })
    .max(limits.phoneMax, { error: admissionsMessages.phoneInvalid, abort: true })
    .refine(isValidChatPhone, admissionsMessages.phoneInvalid),
  country: requiredText(
    admissionsMessages.countryRequired,
    applicationLimits.countryMax,
    admissionsMessages.countryTooLong,
  ),
  currentRole: requiredText(
    admissionsMessages.currentRoleRequired,
    applicationLimits.currentRoleMax,
    admissionsMessages.currentRoleTooLong,
  ),
  experienceLevel: z.enum(experienceLevels, { error: admissionsMessages.experienceLevelRequired }),
  background: longText(admissionsMessages.backgroundTooShort, admissionsMessages.backgroundTooLong),
  goals: longText(admissionsMessages.goalsTooShort, admissionsMessages.goalsTooLong),
  /** One of GET /api/bootcamp/batches; the service checks it is still upcoming. */
  preferredBatchId: optionalText(64, admissionsMessages.preferredBatchInvalid, (v) => uuidPattern.test(v)),
  portfolioUrl: optionalText(applicationLimits.urlMax, admissionsMessages.portfolioUrlInvalid, isHttpUrl),
});
export type BootcampApplicationInput = z.input<typeof bootcampApplicationSchema>;
export type BootcampApplication = z.output<typeof bootcampApplicationSchema>;
export type ApplicationField = keyof BootcampApplicationInput;
export const applicationFields = Object.keys(bootcampApplicationSchema.shape) as ApplicationField[];

export const bootcampApplicationResponseSchema = z.object({
  message: z.string(),
  applicationId: z.string(),
});
export type BootcampApplicationResponse = z.infer<typeof bootcampApplicationResponseSchema>;

export const bootcampBatchSchema = z.object({
  id: z.string(),
  type: z.enum(["weekend", "fast_track", "regular"]),
  startDate: z.string().describe("ISO date (YYYY-MM-DD)"),
  schedule: z.string(),
  seatsAvailable: z.number().int(),
  seatsTotal: z.number().int(),
  course: z.object({ title: z.string(), slug: z.string() }),
});
export type BootcampBatch = z.infer<typeof bootcampBatchSchema>;
export const bootcampBatchesResponseSchema = z.array(bootcampBatchSchema);

export const mentorSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** 'AI Instructor' when the record has none (SPEC.md section 9). */
  jobTitle: z.string(),
  bio: z.string(),
  photoPath: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
});
export type Mentor = z.infer<typeof mentorSchema>;

export const bootcampOverviewSchema = z.object({
  course: z
    .object({
      slug: z.string(),
      title: z.string(),
      summary: z.string(),
      durationWeeks: z.number().int(),
      priceCents: z.number().int(),
      earlyBirdPriceCents: z.number().int().nullable(),
      currency: z.string(),
      outcomes: z.array(z.string()),
      toolsCovered: z.array(z.string()),
      certificate: z.string(),
    })
    .nullable(),
  batches: z.array(bootcampBatchSchema),
  mentors: z.array(mentorSchema),
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type BootcampOverview = z.infer<typeof bootcampOverviewSchema>;
