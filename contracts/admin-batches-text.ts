import type { BatchType } from "./batches-text.ts";

// The Bootcamp Batches page and the waitlist (issue 17, decision 0045), without zod: labels, limits and
// messages the admin page and the course pages import. The schemas are in admin-batches.ts.

export const batchStatuses = ["draft", "open", "closed", "cancelled"] as const;
export type BatchStatus = (typeof batchStatuses)[number];
/** What a list shows and filters by: the stored status, with "full" for an open batch without a seat. */
export const batchListStatuses = ["draft", "open", "full", "closed", "cancelled"] as const;
export type BatchListStatus = (typeof batchListStatuses)[number];

export const batchStatusLabels: Record<BatchListStatus, string> = {
  draft: "Draft",
  open: "Open for enrollment",
  full: "Full",
  closed: "Closed",
  cancelled: "Cancelled",
};

export const batchTypeLabels: Record<BatchType, string> = {
  weekend: "Weekend",
  fast_track: "Fast-track",
  regular: "Regular",
};

export const batchWhen = ["upcoming", "past"] as const;
export type BatchWhen = (typeof batchWhen)[number];
export const batchWhenLabels: Record<BatchWhen, string> = { upcoming: "Upcoming", past: "Started" };

export const waitlistStatusLabels = {
  waiting: "Waiting",
  offered: "Offered a seat",
  claimed: "Claimed",
  expired: "Offer lapsed",
  removed: "Removed",
} as const;
export type WaitlistStatus = keyof typeof waitlistStatusLabels;

export const adminBatchesLimits = {
  scheduleMax: 200,
  seatsMax: 10_000,
  priceMaxCents: 10_000_000,
  instructorsMax: 10,
  pageSizeDefault: 20,
  nameMax: 100,
  /** The hold a waitlist offer gives its holder. */
  offerHours: 24,
} as const;

export const adminBatchesMessages = {
  courseRequired: "Choose a course.",
  courseNotFound: "That course does not exist.",
  typeInvalid: "Type must be weekend, fast-track or regular.",
  statusInvalid: "Status must be draft, open, closed or cancelled.",
  listStatusInvalid: "Status must be draft, open, full, closed or cancelled.",
  whenInvalid: "When must be upcoming or past.",
  startDateInvalid: "Start date must be a real date (YYYY-MM-DD).",
  startDateInPast: "A new batch must start today or later.",
  endDateInvalid: "End date must be a real date (YYYY-MM-DD), or left empty.",
  endBeforeStart: "End date must be on or after the start date.",
  earlyBirdInvalid: "Early-bird deadline must be a real date (YYYY-MM-DD), or left empty.",
  earlyBirdAfterStart: "Early-bird deadline must be on or before the start date.",
  scheduleRequired: "Describe the schedule (for example: Sat & Sun, 10:00-14:00 ET).",
  scheduleTooLong: `Schedule must be at most ${adminBatchesLimits.scheduleMax} characters.`,
  timeZoneInvalid: "Time zone must be an IANA name such as America/New_York or Asia/Kolkata.",
  seatsInvalid: `Seats must be a whole number from 1 to ${adminBatchesLimits.seatsMax}.`,
  priceInvalid: "Price override must be an amount in US dollars, such as 1499 or 1499.50, or left empty.",
  instructorsInvalid: "Choose instructors from the list.",
  instructorNotFound: "Each instructor must be an active account with the instructor role.",
  nothingToChange: "Change at least one field.",
  batchNotFound: "That batch no longer exists.",
  entryNotFound: "That person is no longer on this waitlist.",
  pageInvalid: "Page must be a whole number, 1 or more.",
  pageSizeInvalid: "Page size must be a whole number from 1 to 100.",
  seatsBelowTaken: (sold: number, held: number) =>
    `Seats can't go below what is sold or held: ${sold} sold and ${held} held right now, so at least ${sold + held}.`,
  loadFailed: "Failed to load batches",
  saveFailed: "Could not save the batch",
  created: "Batch created",
  saved: "Batch saved",
  noBatches: "No batches match these filters.",
  waitlistLoadFailed: "Failed to load the waitlist",
  removed: "Removed from the waitlist",
  removeFailed: "Could not remove this person",
} as const;

export const waitlistMessages = {
  nameRequired: "Please enter your name.",
  nameTooLong: `Name must be at most ${adminBatchesLimits.nameMax} characters.`,
  emailInvalid: "Please enter a valid email address.",
  batchNotFound: "This batch is not taking a waitlist.",
  seatsAvailable: "Seats are available in this batch: you can enroll now.",
  joined:
    "You're on the waitlist. We've emailed you a confirmation, and we'll email you the moment a seat frees up.",
  joinFailed: "Could not add you to the waitlist. Please try again.",
} as const;
