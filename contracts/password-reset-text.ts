// SPEC.md sections 2, 5, 8 and 9 for the forgot-password and reset-password screens and calls,
// character for character. Screens, API validation and tests import these; nothing retypes them.
// Kept apart from the schemas (password-reset.ts) so the pages that show them do not ship zod.
export const passwordResetMessages = {
  forgotTitle: "Forgot Password",
  forgotSubtitle: "Enter your email to receive a password reset link",
  emailLabel: "Email",
  invalidEmail: "Please enter a valid email address",
  sendLink: "Send Reset Link",
  sending: "Sending...",
  checkEmailTitle: "Check your email",
  checkEmailBody: "If an account with that email exists, we've sent a link to reset your password.",
  emailSentToastTitle: "Password Reset Email Sent",
  emailSentToastBody: "If an account with that email exists, you will receive a password reset link.",
  errorTitle: "Error",
  forgotFailed: "Failed to send password reset email. Please try again.",
  tryAgain: "Try again",
  signIn: "Sign in",

  resetTitle: "Reset Password",
  resetSubtitle: "Create a new password for your account",
  newPasswordLabel: "New Password",
  confirmPasswordLabel: "Confirm Password",
  resetButton: "Reset Password",
  resetting: "Resetting Password...",
  resetSuccessTitle: "Password Reset Successful!",
  resetSuccessBody: "Your password has been reset successfully. Redirecting to login page...",
  resetToastTitle: "Password Reset Successful",
  resetToastBody: "Your password has been reset. You can now login with your new password.",
  resetFailed: "Failed to reset password. Please try again.",
  invalidLinkTitle: "Invalid Reset Link",
  invalidLinkBody: "The password reset link appears to be invalid or expired. Please request a new one.",
  requestNewLink: "Request a new reset link",

  tokenRequired: "Password reset token is required",
  /** The API's answer for an unknown, expired or already used token (not a spec string: ours). */
  invalidToken: "This password reset link is invalid or has expired. Please request a new one.",
} as const;

export const passwordResetLimits = {
  /** How long an emailed link works. */
  tokenLifetimeMinutes: 60,
  /** SPEC.md section 9: the success panel shows this long before going to /auth. */
  redirectAfterResetMs: 3000,
  /** A token is 43 base64url characters; anything much longer is not one. */
  tokenMax: 256,
} as const;
