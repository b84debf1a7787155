import { z } from "zod";
import "./zod-messages.ts";
import { limits } from "./limits.ts";

// SPEC.md sections 5 and 8, and the accounts issue: the words every auth form and call uses.
export const authMessages = {
  loginFailed: "Login failed",
  registrationFailed: "Registration failed",
  logoutFailed: "Logout failed",
  invalidCredentials: "Invalid username or password.",
  captchaRequired: "Please complete the reCAPTCHA verification",
  captchaHint: "Please complete the reCAPTCHA verification below to continue.",
  captchaFailed: "Human verification failed or expired. Please complete it again.",
  captchaUnavailable: "Human verification is unavailable right now. Please try again in a minute.",
  passwordMin: "Password must be at least 8 characters",
  passwordMax: "Password is too long",
  confirmRequired: "Please confirm your password",
  passwordsDontMatch: "Passwords don't match",
  commonPassword:
    "This password is one of the most common passwords. Please choose one that is harder to guess.",
  usernameTaken: "That username is already taken.",
  emailTaken: "An account with that email address already exists.",
  usernameFormat: "Username must be 3 to 32 characters: letters, numbers, dots, hyphens or underscores.",
  registered: "Your account has been created. You can now sign in.",
  signedOut: "You have been signed out.",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
} as const;

export const roles = ["student", "instructor", "admin", "digital_marketer"] as const;
export type Role = (typeof roles)[number];

export const passwordSchema = z.string().min(8, authMessages.passwordMin).max(100, authMessages.passwordMax);

export const recaptchaTokenSchema = z
  .string({ error: authMessages.captchaRequired })
  .min(1, authMessages.captchaRequired)
  .max(10_000, authMessages.captchaFailed);

export const registerSchema = z.object({
  userData: z
    .object({
      name: z.string().trim().min(1, "Name is required").max(limits.nameMax),
      username: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_.-]{3,32}$/, authMessages.usernameFormat),
      email: z
        .string()
        .trim()
        .toLowerCase()
        .max(limits.emailMax)
        .pipe(z.email("Please enter a valid email address")),
      password: passwordSchema,
      confirmPassword: z.string().min(1, authMessages.confirmRequired),
    })
    .refine((data) => data.password === data.confirmPassword, {
      message: authMessages.passwordsDontMatch,
      path: ["confirmPassword"],
    }),
  recaptchaToken: recaptchaTokenSchema,
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  userData: z.object({
    username: z.string().trim().min(1).max(limits.emailMax),
    password: z.string().min(1).max(100, authMessages.passwordMax),
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
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
