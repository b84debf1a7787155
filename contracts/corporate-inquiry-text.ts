// The corporate training inquiry's words and choices, without zod (the form loads the schema in
// contracts/site-pages.ts only when it validates).

// Corporate training inquiry (/corporate-training), stored as a lead of kind 'corporate'.
export const teamSizes = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;
export type TeamSize = (typeof teamSizes)[number];
export const teamSizeLabels: Record<TeamSize, string> = {
  "1-10": "1-10 people",
  "11-50": "11-50 people",
  "51-200": "51-200 people",
  "201-1000": "201-1,000 people",
  "1000+": "More than 1,000 people",
};

export const corporateMessages = {
  nameRequired: "Enter your name",
  emailRequired: "Enter your work email",
  emailInvalid: "Enter a valid email address, like name@company.com",
  companyRequired: "Enter your company's name",
  teamSizeRequired: "Choose how many people you want to train",
  phoneInvalid: "Please enter a valid phone number",
  messageTooShort: "Tell us a little about your team and goals (at least 20 characters)",
  messageTooLong: "Keep your message under 2,000 characters",
  sending: "Sending...",
  submit: "Send inquiry",
  successTitle: "Inquiry received",
  successBody:
    "Thank you. A corporate training advisor will reply within 2 business days with a first proposal.",
  failureTitle: "Error",
  failureBody: "We couldn't send your inquiry. Your answers are still here; please try again.",
} as const;
