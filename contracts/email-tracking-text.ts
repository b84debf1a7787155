// Strings and constants of the admin's Email Tracking page (issue 17, decision 0046), without zod.

export const emailTrackingMessages = {
  loadFailed: "Failed to load the mails",
  mailNotFound: "That mail no longer exists.",
  empty: "No mails match these filters.",
  none: "No mail has been sent yet.",
  pageInvalid: "Page must be a whole number, 1 or more.",
  pageSizeInvalid: "Page size must be a whole number from 1 to 100.",
  searchTooLong: "Search text must be at most 200 characters.",
  statusInvalid: "Status must be queued, sent, retrying or failed.",
  kindInvalid: "Kind must be at most 60 characters.",
  dateInvalid: "Dates must be written YYYY-MM-DD.",
  resent: "A copy is queued",
  resendFailed: "Could not queue a copy",
  resendRefused:
    "This kind of mail is not sent again: password and account mails carry one-time links or notices (ask the person to request a new one), and test mails are sent from Settings.",
} as const;

/** How the admin reads a mail's state: from the outbox's status and attempts. */
export const mailDisplayStatuses = ["queued", "sent", "retrying", "failed"] as const;
export type MailDisplayStatus = (typeof mailDisplayStatuses)[number];

export const mailDisplayStatusLabels: Record<MailDisplayStatus, string> = {
  queued: "Queued",
  sent: "Sent",
  retrying: "Retrying",
  failed: "Failed",
};

export const emailTrackingPageSizeDefault = 25;
