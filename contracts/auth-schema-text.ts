// The messages of the auth, password-reset and profile schemas' rules (SPEC.md sections 5 and 8), zod-free:
// what a form shows when its schema refuses a value, and what the server answers. authMessages
// (auth-text.ts) includes them.
export const authSchemaMessages = {
  captchaRequired: "Please complete the reCAPTCHA verification",
  captchaFailed: "Human verification failed or expired. Please complete it again.",
  passwordMin: "Password must be at least 8 characters",
  passwordMax: "Password is too long",
  confirmRequired: "Please confirm your password",
  passwordsDontMatch: "Passwords don't match",
  usernameFormat: "Username must be 3 to 32 characters: letters, numbers, dots, hyphens or underscores.",
} as const;
