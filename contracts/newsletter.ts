import { z } from "zod";
import "./zod-messages.ts";
import { limits } from "./limits.ts";

export const newsletterSubscribeSchema = z.object({
  email: z.string().trim().toLowerCase().max(limits.emailMax).pipe(z.email()),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

export const newsletterSubscribeResponseSchema = z.object({ message: z.string() });

export const newsletterLimits = {
  /** A confirmation link works this long after its mail was sent. */
  confirmDays: 7,
  /** A pending address gets at most one confirmation mail in this many minutes, however often it is entered. */
  resendMinutes: 10,
} as const;

/** A mail link's token (confirm or unsubscribe): the confirm call's body, the unsubscribe address's query. */
export const newsletterTokenSchema = z.object({ token: z.string().min(1).max(200) });

export const newsletterConfirmResponseSchema = z.object({
  message: z.string(),
  status: z.enum(["confirmed", "already-confirmed"]),
});
export type NewsletterConfirmResponse = z.infer<typeof newsletterConfirmResponseSchema>;
