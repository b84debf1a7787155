import { z } from "zod";
import "./zod-messages.ts";
import { authSchemaMessages } from "./auth-schema-text.ts";
import { limits } from "./limits.ts";

export { authMessages } from "./auth-text.ts";

export const roles = ["student", "instructor", "admin", "digital_marketer"] as const;
export type Role = (typeof roles)[number];

export const passwordSchema = z
  .string()
  .min(8, authSchemaMessages.passwordMin)
  .max(100, authSchemaMessages.passwordMax);

export const recaptchaTokenSchema = z
  .string({ error: authSchemaMessages.captchaRequired })
  .min(1, authSchemaMessages.captchaRequired)
  .max(10_000, authSchemaMessages.captchaFailed);

export const registerSchema = z.object({
  userData: z
    .object({
      name: z.string().trim().min(1, "Name is required").max(limits.nameMax),
      username: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_.-]{3,32}$/, authSchemaMessages.usernameFormat),
      email: z
        .string()
        .trim()
        .toLowerCase()
        .max(limits.emailMax)
        .pipe(z.email("Please enter a valid email address")),
      password: passwordSchema,
      confirmPassword: z.string().min(1, authSchemaMessages.confirmRequired),
    })
    .refine((data) => data.password === data.confirmPassword, {
      message: authSchemaMessages.passwordsDontMatch,
      path: ["confirmPassword"],
    }),
  recaptchaToken: recaptchaTokenSchema,
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  userData: z.object({
    username: z.string().trim().min(1).max(limits.emailMax),
    password: z.string().min(1).max(100, authSchemaMessages.passwordMax),
  }),
  recaptchaToken: recaptchaTokenSchema,
});
export type LoginInput = z.input<typeof loginSchema>;

export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(roles),
  /** The owner opened a link mailed to `email` (decision 0019): only then is anything keyed by it theirs. */
  emailVerified: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
