import { z } from "zod";
import "./zod-messages.ts";
import { accountEmailLimits, accountEmailMessages } from "./account-email-text.ts";
import { limits } from "./limits.ts";
import { profileMessages } from "./profile.ts";

export { accountEmailLimits, accountEmailMessages } from "./account-email-text.ts";

/** POST /api/profile/email: the new address and the current password. */
export const emailChangeRequestSchema = z.object({
  newEmail: z
    .string({ error: profileMessages.emailInvalid })
    .trim()
    .toLowerCase()
    .max(limits.emailMax, profileMessages.emailInvalid)
    .pipe(z.email(profileMessages.emailInvalid)),
  currentPassword: z
    .string({ error: profileMessages.currentPasswordRequired })
    .min(1, profileMessages.currentPasswordRequired)
    .max(100, profileMessages.currentPasswordIncorrect),
});
export type EmailChangeRequestInput = z.input<typeof emailChangeRequestSchema>;

/** The body of every link page's POST (verify, confirm a change, cancel a change). */
export const emailTokenSchema = z.object({
  token: z
    .string({ error: accountEmailMessages.tokenRequired })
    .min(1, accountEmailMessages.tokenRequired)
    .max(accountEmailLimits.tokenMax, accountEmailMessages.tokenRequired),
});

export const pendingEmailChangeSchema = z.object({ email: z.string(), expiresAt: z.string() });

/** GET /api/profile/email: the address, whether it is verified, and a change waiting for its link. */
export const emailStatusSchema = z.object({
  email: z.string(),
  verified: z.boolean(),
  pendingChange: pendingEmailChangeSchema.nullable(),
});
export type EmailStatus = z.infer<typeof emailStatusSchema>;

export const emailChangeResponseSchema = z.object({
  message: z.string(),
  pendingChange: pendingEmailChangeSchema,
});
export type EmailChangeResponse = z.infer<typeof emailChangeResponseSchema>;
