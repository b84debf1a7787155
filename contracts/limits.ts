// Business constants of SPEC.md section 9 and the field limits our API enforces.
export const limits = {
  earlyBirdDays: 30,
  bannerRotationMs: 4000,
  contactReplyHours: 24,
  toastLimit: 1,
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  toastSwipeThresholdPx: 50,
  nameMax: 120,
  emailMax: 254,
  phoneMax: 32,
  companyMax: 160,
  pathMax: 512,
  referrerMax: 1024,
} as const;

export const navigationMenuDelays = {
  openMs: 200,
  skipMs: 300,
  closeMs: 150,
  submenuHoverMs: 100,
  typeaheadResetMs: 1000,
  pointerGraceMs: 300,
} as const;
