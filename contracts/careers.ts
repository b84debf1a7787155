import { z } from "zod";
import "./zod-messages.ts";
import { isValidChatPhone } from "./chat.ts";
import { limits } from "./limits.ts";

// /careers and /internship: openings and the application form with a CV upload (PDF only, 5 MB).

export const openingKinds = ["job", "internship"] as const;
export type OpeningKind = (typeof openingKinds)[number];

export const careersLimits = {
  /** The CV file: refused while streaming once it passes this size. */
  cvMaxBytes: 5 * 1024 * 1024,
  coverLetterMax: 3000,
  profileUrlMax: 300,
} as const;

export const careersMessages = {
  cvRule: "Your CV must be a PDF of at most 5 MB.",
  cvMissing: "Please attach your CV as a PDF (at most 5 MB).",
  cvOneFile: "Attach one CV file only.",
  phoneInvalid: "Please enter a valid phone number",
  profileUrlInvalid: "Enter a full link starting with https:// (LinkedIn, GitHub or portfolio).",
  notMultipart: "Send the application as a form with your CV attached (multipart/form-data).",
  badForm: "We couldn't read that form. Please try again.",
  openingNotFound: "This position is not open any more.",
  sending: "Sending application...",
  successTitle: "Application received",
  successBody:
    "Thank you for applying. We've emailed you a confirmation and will reply within 10 working days.",
  failureTitle: "Error",
  failureBody: "We couldn't send your application. Please try again.",
} as const;

const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));

/** The text fields of an application: the browser form and the API route validate with this one schema. */
export const jobApplicationFieldsSchema = z.object({
  name: z.string().trim().min(1).max(limits.nameMax),
  email: z.string().trim().toLowerCase().max(limits.emailMax).pipe(z.email()),
  phone: optionalText(limits.phoneMax, careersMessages.phoneInvalid).refine(
    (v) => v === undefined || isValidChatPhone(v),
    careersMessages.phoneInvalid,
  ),
  profileUrl: optionalText(careersLimits.profileUrlMax, careersMessages.profileUrlInvalid).refine(
    (v) => v === undefined || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v),
    careersMessages.profileUrlInvalid,
  ),
  coverLetter: optionalText(careersLimits.coverLetterMax),
});
export type JobApplicationFieldsInput = z.input<typeof jobApplicationFieldsSchema>;
export type JobApplicationFields = z.output<typeof jobApplicationFieldsSchema>;
export const jobApplicationFieldNames = ["name", "email", "phone", "profileUrl", "coverLetter"] as const;
export type JobApplicationFieldName = (typeof jobApplicationFieldNames)[number];
/** The multipart part that carries the CV. */
export const cvFieldName = "cv";

/** The PDF signature every PDF file starts with (ISO 32000: '%PDF-'). */
export const pdfMagic = "%PDF-";

/** The browser's check before upload; the server checks the size while streaming and the magic bytes. */
export function cvProblem(
  file: { size: number; type: string; name: string } | null | undefined,
): string | null {
  if (!file) return careersMessages.cvMissing;
  const looksPdf = file.type === "application/pdf" || /\.pdf$/i.test(file.name);
  if (!looksPdf || file.size === 0 || file.size > careersLimits.cvMaxBytes) return careersMessages.cvRule;
  return null;
}

export const openingsQuerySchema = z.object({
  kind: z.enum(openingKinds, { error: "Kind must be job or internship." }).optional(),
});

export const openingSummarySchema = z.object({
  slug: z.string(),
  kind: z.enum(openingKinds),
  title: z.string(),
  team: z.string(),
  location: z.string(),
  employmentType: z.string(),
  summary: z.string(),
  /** ISO 8601. */
  postedAt: z.string(),
  updatedAt: z.string(),
});
export type OpeningSummary = z.infer<typeof openingSummarySchema>;

export const openingsResponseSchema = z.object({ openings: z.array(openingSummarySchema) });
export type OpeningsResponse = z.infer<typeof openingsResponseSchema>;

export const openingDetailSchema = openingSummarySchema.extend({
  /** The description, rendered from Markdown and sanitised on the server. */
  html: z.string(),
});
export type OpeningDetail = z.infer<typeof openingDetailSchema>;

export const openingParamsSchema = z.object({ slug: z.string().max(200) });

export const jobApplicationResponseSchema = z.object({ message: z.string() });
export type JobApplicationResponse = z.infer<typeof jobApplicationResponseSchema>;

export const careersPagePaths: Record<OpeningKind, string> = { job: "/careers", internship: "/internship" };
