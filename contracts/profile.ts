import { z } from "zod";
import "./zod-messages.ts";
import { passwordSchema } from "./auth.ts";
import { authSchemaMessages } from "./auth-schema-text.ts";
import { limits } from "./limits.ts";

// /profile and its calls: the signed-in user's own name, email, avatar and password.
export const profileMessages = {
  nameRequired: "Name is required",
  emailInvalid: "Please enter a valid email address",
  avatarInvalid: "Avatar URL must be a full https:// address, like https://example.com/me.png",
  avatarTooLong: "Avatar URL must be at most 500 characters",
  currentPasswordRequired: "Please enter your current password",
  currentPasswordIncorrect: "Your current password is incorrect.",
  profileSaved: "Your profile has been updated.",
  profileSaveFailed: "Could not save your profile",
  nothingToChange: "Send a name, email or avatar to change.",
  passwordChanged: "Your password has been changed. Your other sessions have been signed out.",
  passwordChangeFailed: "Could not change your password",
} as const;

export const avatarUrlMax = 500;

/** True for an absolute https URL: no javascript:, data: or plain http: (mixed content, tracking). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "";
  } catch {
    return false;
  }
}

/** An https URL, or empty (or null) for "no avatar", stored as null. */
export const avatarUrlSchema = z
  .string()
  .trim()
  .max(avatarUrlMax, profileMessages.avatarTooLong)
  .refine((value) => value === "" || isHttpsUrl(value), profileMessages.avatarInvalid)
  .nullable()
  .transform((value) => value || null);

/** PATCH semantics: send any of the three; what is left out stays as it is. */
export const profileUpdateSchema = z
  .strictObject({
    name: z.string().trim().min(1, profileMessages.nameRequired).max(limits.nameMax).optional(),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(limits.emailMax)
      .pipe(z.email(profileMessages.emailInvalid))
      .optional(),
    avatar: avatarUrlSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.email !== undefined || body.avatar !== undefined, {
    message: profileMessages.nothingToChange,
  });
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, profileMessages.currentPasswordRequired)
      .max(100, authSchemaMessages.passwordMax),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, authSchemaMessages.confirmRequired),
  })
  .refine((data) => data.newPassword === data.confirmPassword, {
    message: authSchemaMessages.passwordsDontMatch,
    path: ["confirmPassword"],
  });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
