// The funnel's steps by path (issue 20): a program page is a course's page or the bootcamp's, a checkout page one
// where a buyer pays. Matched in SQL by the roll-up (report-repository.ts), so only exact paths and one pattern.

/** A course's page: /courses/{slug}, but not /courses/checkout. */
export const coursePagePattern = "^/courses/[^/]+$";
export const programPages = ["/ai-bootcamp", "/ai-bootcamp/start"] as const;
export const checkoutPages = ["/courses/checkout", "/ai-bootcamp/enroll", "/ai-bootcamp/payment"] as const;
