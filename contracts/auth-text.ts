// Kept apart from the schemas so pages that only show these strings do not ship zod.
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
  commonPassword: "This password is too common. Choose a less predictable one.",
  usernameTaken: "That username is already taken.",
  usernameFormat: "Username must be 3 to 32 characters: letters, numbers, dots, hyphens or underscores.",
  registered: "Your account has been created. You can now sign in.",
  signedOut: "You have been signed out.",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
} as const;
