import { z } from "zod";
import "./zod-messages.ts";
import { isValidChatPhone } from "./chat.ts";
import { type LeadKind, type LeadStatus, leadKinds, leadStatuses } from "./dashboards.ts";
import { limits } from "./limits.ts";

export { type LeadKind, type LeadStatus, leadKinds, leadStatuses };

// The leads inbox (issue: callbacks, contact requests and chats in one list) and the callback form.

export const leadsMessages = {
  phoneInvalid: "Please enter a valid phone number",
  callbackSending: "Sending...",
  callbackSuccessTitle: "Callback requested",
  callbackSuccessBody: "Thank you! An admissions advisor will call you at your preferred time.",
  callbackFailureTitle: "Error",
  callbackFailureBody: "We couldn't send your request. Please try again.",
  leadNotFound: "That lead no longer exists.",
  loadFailed: "Failed to load leads",
  statusSaved: "Status saved",
  statusFailed: "Could not save the status",
  noteAdded: "Note added",
  noteFailed: "Could not add the note",
  noLeads: "No leads match these filters.",
  pageInvalid: "Page must be a whole number, 1 or more.",
  pageSizeInvalid: "Page size must be a whole number from 1 to 100.",
  kindInvalid: "Kind must be contact, callback, chat or corporate.",
  statusInvalid: "Status must be new, contacted, converted or closed.",
} as const;

/** The chat form's phone rule (SPEC.md section 5), reused so both forms accept the same numbers. */
export const isValidPhone = isValidChatPhone;

/** The phone rule of the callback form. */
export const phoneSchema = z
  .string()
  .trim()
  .max(limits.phoneMax, leadsMessages.phoneInvalid)
  .refine(isValidPhone, leadsMessages.phoneInvalid);

export const preferredTimes = ["morning", "afternoon", "evening", "anytime"] as const;
export type PreferredTime = (typeof preferredTimes)[number];
export const preferredTimeLabels: Record<PreferredTime, string> = {
  morning: "Morning (9am–12pm)",
  afternoon: "Afternoon (12pm–5pm)",
  evening: "Evening (5pm–8pm)",
  anytime: "Any time",
};

export const callbackTopics = [
  "ai-engineering",
  "machine-learning",
  "deep-learning",
  "ai-for-business-leaders",
  "prompt-engineering",
  "bootcamp",
  "corporate",
  "other",
] as const;
export type CallbackTopic = (typeof callbackTopics)[number];
export const callbackTopicLabels: Record<CallbackTopic, string> = {
  "ai-engineering": "AI Engineering",
  "machine-learning": "Machine Learning",
  "deep-learning": "Deep Learning",
  "ai-for-business-leaders": "AI for Business Leaders",
  "prompt-engineering": "Prompt Engineering",
  bootcamp: "AI Bootcamp",
  corporate: "Corporate training",
  other: "Something else",
};

export const callbackNameMax = 120;

export const callbackRequestSchema = z.object({
  name: z.string().trim().min(1).max(callbackNameMax),
  phone: phoneSchema,
  preferredTime: z.enum(preferredTimes, { error: "Choose a preferred time" }),
  topic: z.enum(callbackTopics, { error: "Choose a topic" }),
});
export type CallbackRequestInput = z.input<typeof callbackRequestSchema>;
export type CallbackRequest = z.output<typeof callbackRequestSchema>;
export const callbackRequestResponseSchema = z.object({ message: z.string() });

export const leadKindLabels: Record<LeadKind, string> = {
  contact: "Contact request",
  callback: "Callback",
  chat: "Chat",
  corporate: "Corporate training",
};
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  converted: "Converted",
  closed: "Closed",
};

export const adminLeadsPageSizeDefault = 20;

/** Query string of GET /api/admin/leads. An empty kind or status (a cleared filter) means all. */
export const adminLeadsQuerySchema = z.object({
  kind: z
    .union([z.enum(leadKinds), z.literal("")], { error: leadsMessages.kindInvalid })
    .optional()
    .transform((value) => value || undefined),
  status: z
    .union([z.enum(leadStatuses), z.literal("")], { error: leadsMessages.statusInvalid })
    .optional()
    .transform((value) => value || undefined),
  page: z.coerce
    .number({ error: leadsMessages.pageInvalid })
    .int(leadsMessages.pageInvalid)
    .min(1, leadsMessages.pageInvalid)
    .max(100_000, leadsMessages.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: leadsMessages.pageSizeInvalid })
    .int(leadsMessages.pageSizeInvalid)
    .min(1, leadsMessages.pageSizeInvalid)
    .max(100, leadsMessages.pageSizeInvalid)
    .default(adminLeadsPageSizeDefault),
});
export type AdminLeadsQuery = z.output<typeof adminLeadsQuerySchema>;

export const leadSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(leadKinds),
  status: z.enum(leadStatuses),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

export const adminLeadsPageSchema = z.object({
  items: z.array(leadSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminLeadsPage = z.infer<typeof adminLeadsPageSchema>;

export const transcriptMessageSchema = z.object({
  sender: z.enum(["user", "agent"]),
  /** Plain text, shown as text (never as HTML). */
  text: z.string(),
  createdAt: z.string(),
});
export type TranscriptMessage = z.infer<typeof transcriptMessageSchema>;

export const leadNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** The admin who wrote it; null once that account is gone. */
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

export const leadDetailSchema = leadSummarySchema.extend({
  /** The chat's messages, oldest first; empty for contact requests and callbacks. */
  transcript: z.array(transcriptMessageSchema),
  /** Staff notes, oldest first. */
  notes: z.array(leadNoteSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

// A malformed id is an unknown lead (404), not a validation error: the service checks its shape itself.
export const leadParamsSchema = z.object({ id: z.string().max(100) });

export const leadStatusUpdateSchema = z.strictObject({
  status: z.enum(leadStatuses, { error: leadsMessages.statusInvalid }),
});
export type LeadStatusUpdate = z.input<typeof leadStatusUpdateSchema>;

export const leadNoteMax = 2000;
export const leadNoteCreateSchema = z.strictObject({
  text: z.string().trim().min(1).max(leadNoteMax),
});
export type LeadNoteCreate = z.input<typeof leadNoteCreateSchema>;
