import { authFormMessages } from "./auth-form-text.ts";
import { authSchemaMessages } from "./auth-schema-text.ts";

// Kept apart from the schemas so pages that only show these strings do not ship zod.
// SPEC.md sections 5 and 8, and the accounts issue: the words every auth form and call uses, gathered for the
// server and the tests. The browser takes the forms' own words from auth-form-text.ts and the schemas' from
// auth-schema-text.ts, so that a page loads only its part (issue 12 bundle figures).
export const authMessages = {
  invalidCredentials: "Invalid username or password.",
  captchaUnavailable: "Human verification is unavailable right now. Please try again in a minute.",
  commonPassword: "This password is too common. Choose a less predictable one.",
  usernameTaken: "That username is already taken.",
  signedOut: "You have been signed out.",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  ...authSchemaMessages,
  ...authFormMessages,
} as const;
