import { z } from "zod";
import "./zod-messages.ts";
import { passwordSchema, recaptchaTokenSchema } from "./auth.ts";
import { authSchemaMessages } from "./auth-schema-text.ts";
import { limits } from "./limits.ts";
import { passwordResetLimits, passwordResetMessages } from "./password-reset-text.ts";

export { passwordResetLimits, passwordResetMessages } from "./password-reset-text.ts";

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: passwordResetMessages.invalidEmail })
    .trim()
    .toLowerCase()
    .max(limits.emailMax, passwordResetMessages.invalidEmail)
    .pipe(z.email(passwordResetMessages.invalidEmail)),
  recaptchaToken: recaptchaTokenSchema,
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: passwordResetMessages.tokenRequired })
      .min(1, passwordResetMessages.tokenRequired)
      .max(passwordResetLimits.tokenMax, passwordResetMessages.invalidToken),
    newPassword: passwordSchema,
    confirmPassword: z
      .string({ error: authSchemaMessages.confirmRequired })
      .min(1, authSchemaMessages.confirmRequired),
    recaptchaToken: recaptchaTokenSchema,
  })
  .refine((data) => data.newPassword === data.confirmPassword, {
    message: authSchemaMessages.passwordsDontMatch,
    path: ["confirmPassword"],
    // An empty confirmation already says 'Please confirm your password'; don't stack a second message.
    when: (payload) => {
      const value = payload.value as { newPassword?: unknown; confirmPassword?: unknown };
      return typeof value.newPassword === "string" && typeof value.confirmPassword === "string"
        ? value.confirmPassword !== ""
        : false;
    },
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const passwordResetResponseSchema = z.object({ message: z.string() });
