// Email verification and email changes (decision 0019): the words the API, the mails' pages and /profile
// use. Kept apart from the schemas (account-email.ts) so the pages that only show them do not ship zod.

export const accountEmailLimits = {
  /** How long the confirmation link mailed to a new address works. */
  changeConfirmMinutes: 60,
  /** How long the "this wasn't me" link mailed to the old address works. */
  changeCancelDays: 7,
  /** How long a verification link works. */
  verifyHours: 48,
  /** Verification mails per account per hour (resend). */
  resendPerHour: 3,
  /** A token is 43 base64url characters; anything much longer is not one. */
  tokenMax: 256,
} as const;

export const accountEmailMessages = {
  // /profile: the email section.
  emailSectionTitle: "Email address",
  newEmailLabel: "New email address",
  currentPasswordLabel: "Your current password",
  sendChangeLink: "Send confirmation link",
  sendingChangeLink: "Sending...",
  changeFailed: "Could not start the email change",
  sameEmail: "That is already your email address.",
  /** PATCH /api/profile with another address: the change needs the password and a confirmed link. */
  changeNeedsPassword:
    "To change your email address, use the email section of your profile: it asks for your current password and sends a confirmation link.",
  changeSent: (email: string) =>
    `We've sent a confirmation link to ${email}. Your email address changes only when you open it; the link expires in ${accountEmailLimits.changeConfirmMinutes} minutes.`,
  pendingChange: (email: string) => `Waiting for confirmation: a link was sent to ${email}.`,
  verified: "Verified",
  notVerified: "Not verified",
  resendVerification: "Resend verification email",
  resending: "Sending...",
  verificationSent: (email: string) => `We've sent a new verification link to ${email}.`,
  alreadyVerified: "Your email address is already verified.",
  resendFailed: "Could not send the verification email",

  // The portals' banner until the address is verified.
  bannerText: (email: string) =>
    `Please verify your email address: open the link we sent to ${email}. Until then, applications made with this address are not linked to your account.`,
  bannerLink: "Resend or change it on your profile",

  // The pages the mailed links open (a button confirms: a mail scanner fetching the link changes nothing).
  verifyTitle: "Verify your email address",
  verifyIntro: "Confirm that this email address belongs to you.",
  verifyButton: "Verify email address",
  verifying: "Verifying...",
  emailVerified: "Your email address is verified. Thank you!",
  invalidVerifyLink:
    "This verification link is invalid, has expired or was already used. Sign in and send a new one from your profile.",

  confirmChangeTitle: "Confirm your new email address",
  confirmChangeIntro: "Confirm that your AI Labs account should use this email address from now on.",
  confirmChangeButton: "Confirm email change",
  confirming: "Confirming...",
  changeConfirmed: "Your email address has been changed.",
  invalidChangeLink:
    "This email change link is invalid, has expired or was already used. Start again from your profile.",
  changeNotPossible:
    "This email change cannot be completed because the address is no longer available. Start again from your profile.",

  cancelChangeTitle: "This wasn't me",
  cancelChangeIntro:
    "Cancel the email change of your AI Labs account and sign out every device that is signed in to it.",
  cancelChangeButton: "Cancel the change and sign out everywhere",
  cancelling: "Cancelling...",
  changeCancelled:
    "The email change has been cancelled and every device has been signed out. To be safe, reset your password now.",
  invalidCancelLink: "This link is invalid, has expired or was already used.",
  missingToken: "This link is incomplete. Open it again from the email, or copy the whole address.",
  tokenRequired: "The link's token is required",
} as const;
